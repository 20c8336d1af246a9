import GRDB

/// Where a feed service's first sync and its history stand (tt-rss): the first sync stores each
/// feed's newest page and the starred articles, so the News tab is usable at once; the older
/// articles come in later syncs, a few pages at each, newest first, until each feed's end.
enum ServiceHistoryRows {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            -- watermark: the service id the next pull of new articles starts after, taken before
            -- the first sync's first page (so an article arriving while it runs is not missed);
            -- NULL before. newestStored: 1 once every feed's newest page and the starred ones are in.
            ALTER TABLE serviceState ADD COLUMN watermark INTEGER;
            ALTER TABLE serviceState ADD COLUMN newestStored INTEGER NOT NULL DEFAULT 0;
            -- A cache synced before v9 pulled every article from the first id: nothing older waits.
            UPDATE serviceState SET watermark = (SELECT MAX(serviceID) FROM article), newestStored = 1
            WHERE EXISTS (SELECT 1 FROM article WHERE serviceID IS NOT NULL);
            -- One row per feed whose newest page is stored: how many of its articles, newest first,
            -- the service gave (the next history page skips them), and whether it gave the last.
            -- Articles arriving meanwhile push the older ones further: a page then repeats a few,
            -- which the merge knows, and skips none.
            CREATE TABLE serviceHistory (
                feedID INTEGER PRIMARY KEY REFERENCES feed(id) ON DELETE CASCADE,
                skip INTEGER NOT NULL,
                done INTEGER NOT NULL
            );
            """)
    }
}
