import GRDB

/// The cache's side of a feed service (Tiny Tiny RSS, Fever): each article's id on the service,
/// and the read and starred marks made here that the service has not acknowledged yet.
enum ServiceRows {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            -- The service's id of an article pulled from it (or matched to one); NULL for local ones.
            ALTER TABLE article ADD COLUMN serviceID INTEGER;
            CREATE UNIQUE INDEX article_service ON article(serviceID) WHERE serviceID IS NOT NULL;
            -- A mark made here on a service's article, until the service acknowledged it. One row per
            -- article and field; marking again replaces the row, whose new id tells the acknowledgement
            -- of the older value from the newer one.
            CREATE TABLE pendingMark (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                articleID INTEGER NOT NULL REFERENCES article(id) ON DELETE CASCADE,
                field TEXT NOT NULL,                -- 'read' or 'starred'
                value INTEGER NOT NULL,
                UNIQUE (articleID, field)
            );
            -- service: which service the ids belong to (its kind and URL); pulling: 1 only inside a
            -- pull's transaction, so the service's own state is not queued as a local mark.
            CREATE TABLE serviceState (service TEXT, pulling INTEGER NOT NULL DEFAULT 0);
            INSERT INTO serviceState (service, pulling) VALUES (NULL, 0);
            -- Every write path (a mark, mark-all, the read mark of opening, another process) queues
            -- its mark in the same transaction, so a crash can never lose one.
            CREATE TRIGGER article_read_pending AFTER UPDATE OF isRead ON article
            WHEN new.serviceID IS NOT NULL AND old.isRead IS NOT new.isRead AND (SELECT pulling FROM serviceState) = 0
            BEGIN
                INSERT OR REPLACE INTO pendingMark (articleID, field, value) VALUES (new.id, 'read', new.isRead);
            END;
            CREATE TRIGGER article_starred_pending AFTER UPDATE OF isStarred ON article
            WHEN new.serviceID IS NOT NULL AND old.isStarred IS NOT new.isStarred AND (SELECT pulling FROM serviceState) = 0
            BEGIN
                INSERT OR REPLACE INTO pendingMark (articleID, field, value) VALUES (new.id, 'starred', new.isStarred);
            END;
            """)
    }

    /// Runs `block` as the service's pull: its changes to read and starred are not queued as marks.
    static func pulling<T>(_ db: Database, _ block: () throws -> T) throws -> T {
        try db.execute(sql: "UPDATE serviceState SET pulling = 1")
        let result = try block()
        try db.execute(sql: "UPDATE serviceState SET pulling = 0")
        return result
    }
}
