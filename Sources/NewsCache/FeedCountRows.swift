import GRDB

/// Each feed's unread and total article counts, kept by triggers in the transaction that changes
/// an article, so that listing the feeds reads one row per feed instead of every article
/// (`feeds list` at 500,000 articles: ~0.3 s of `GROUP BY` before; BENCHMARKS.md).
///
/// The counts are of every article of the feed; a display-mode killfile hides some, and then
/// `FeedRows` counts what it shows the old way. Feed deletions cascade to the row.
enum FeedCountRows {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE feedCount (
                feedID INTEGER PRIMARY KEY REFERENCES feed(id) ON DELETE CASCADE,
                unread INTEGER NOT NULL DEFAULT 0,
                total INTEGER NOT NULL DEFAULT 0
            );
            INSERT INTO feedCount (feedID, unread, total)
                SELECT feedID, SUM(isRead = 0), COUNT(*) FROM article GROUP BY feedID;
            CREATE TRIGGER article_count_insert AFTER INSERT ON article BEGIN
                \(adding("new"))
            END;
            CREATE TRIGGER article_count_delete AFTER DELETE ON article BEGIN
                \(removing("old"))
            END;
            CREATE TRIGGER article_count_update AFTER UPDATE OF isRead, feedID ON article
            WHEN old.isRead IS NOT new.isRead OR old.feedID IS NOT new.feedID BEGIN
                \(removing("old"))
                \(adding("new"))
            END;
            """)
    }

    private static func adding(_ row: String) -> String {
        """
        INSERT INTO feedCount (feedID, unread, total) VALUES (\(row).feedID, \(row).isRead = 0, 1)
            ON CONFLICT (feedID) DO UPDATE SET unread = unread + (\(row).isRead = 0), total = total + 1;
        """
    }

    private static func removing(_ row: String) -> String {
        "UPDATE feedCount SET unread = unread - (\(row).isRead = 0), total = total - 1 WHERE feedID = \(row).feedID;"
    }
}
