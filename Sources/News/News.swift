// The News service; filled by its own commit.
