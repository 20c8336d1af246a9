import GRDB

/// The indexes that order the articles of every feed together by date (`CacheSchema` v1): the
/// News tab's all and unread lists, newest first, and a search's walk (`SearchWalk`).
///
/// Feeds' articles interleave there, so each batch of merges writes pages all over them; in a
/// refresh into an empty cache that is every page of both at every batch, which at 500,000
/// articles outgrow the writer's page cache (BENCHMARKS.md, "Cold refresh: the date indexes").
/// Such a refresh sets them aside and builds them once at its end (`NewsCache.fillingEmpty`).
/// A process killed in between leaves them missing: the next opening for writing builds them,
/// and an opening for reading hands over to the writer for that (`NewsCache.isCurrent`).
/// The starred list's index is left alone: a new article is never starred, so no merge writes it.
enum DateIndexes {
    /// Their names, and their definitions as migration v1 created them, but for `IF NOT EXISTS`.
    static let definitions: [(name: String, sql: String)] = [
        ("article_newest", "CREATE INDEX IF NOT EXISTS article_newest ON article(published)"),
        ("article_unread_newest", "CREATE INDEX IF NOT EXISTS article_unread_newest ON article(published) WHERE isRead = 0"),
    ]

    /// Whether one of them is missing (a fill was cut short). False before migration v1.
    static func areMissing(_ db: Database) throws -> Bool {
        guard try db.tableExists("article") else { return false }
        let present = try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index'")
        return !definitions.allSatisfy { present.contains($0.name) }
    }

    /// Drops them when the cache holds no article; returns whether it did.
    static func setAsideIfEmpty(_ db: Database) throws -> Bool {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM article)") == false else { return false }
        for index in definitions {
            try db.execute(sql: "DROP INDEX IF EXISTS \(index.name)")
        }
        return true
    }

    /// Builds those that are missing.
    static func build(_ db: Database) throws {
        for index in definitions {
            try db.execute(sql: index.sql)
        }
    }
}
