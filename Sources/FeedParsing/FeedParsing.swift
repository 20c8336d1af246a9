// The FeedParsing service; filled by its own commit.
