// The FeedFetching service; filled by its own commit.
