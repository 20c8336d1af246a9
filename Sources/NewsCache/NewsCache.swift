// The NewsCache service; filled by its own commit.
