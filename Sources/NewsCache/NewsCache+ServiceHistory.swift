import Foundation
import GRDB

/// One feed's place in its history on the service: its next page skips `skip` articles, newest first.
public struct HistoryCursor: Sendable, Hashable {
    public let feedURL: String
    public let skip: Int

    public init(feedURL: String, skip: Int) {
        self.feedURL = feedURL
        self.skip = skip
    }
}

/// Where a page of one feed's articles leaves that feed, stored in the page's own transaction.
public struct HistoryStep: Sendable, Hashable {
    public var feedURL: String
    /// How many of the feed's articles, newest first, the service has given so far.
    public var skip: Int
    /// The page was the feed's last: nothing older waits.
    public var done: Bool

    public init(feedURL: String, skip: Int, done: Bool) {
        self.feedURL = feedURL
        self.skip = skip
        self.done = done
    }
}

extension NewsCache {
    /// The service id the next pull of new articles starts after; nil before a first sync began.
    public func serviceWatermark() throws -> Int64? {
        try read { db in try Int64.fetchOne(db, sql: "SELECT watermark FROM serviceState") }
    }

    /// Whether the first sync stored every feed's newest page and the starred articles.
    public func newestStored() throws -> Bool {
        try read { db in try Bool.fetchOne(db, sql: "SELECT newestStored FROM serviceState") ?? false }
    }

    /// Whether every feed's history reached its end (the cache holds what the service holds).
    public func historyComplete() throws -> Bool {
        try read { db in
            try Bool.fetchOne(db, sql: """
                SELECT newestStored AND NOT EXISTS (SELECT 1 FROM serviceHistory WHERE done = 0) FROM serviceState
                """) ?? false
        }
    }

    /// Keeps `id` as the watermark unless one is kept already (a first sync killed and begun
    /// again keeps the one taken before its first page); returns the one kept.
    public func beginFirstSync(watermark id: Int64) throws -> Int64 {
        try write { db in
            try db.execute(sql: "UPDATE serviceState SET watermark = ? WHERE watermark IS NULL", arguments: [id])
            return try Int64.fetchOne(db, sql: "SELECT watermark FROM serviceState") ?? id
        }
    }

    /// Every feed's newest page and the starred articles are stored.
    public func finishFirstSync() throws {
        try write { db in try db.execute(sql: "UPDATE serviceState SET newestStored = 1") }
    }

    /// A pull of new articles saw every one up to `id`: the next one starts after it.
    public func raiseWatermark(to id: Int64) throws {
        try write { db in
            try db.execute(sql: "UPDATE serviceState SET watermark = MAX(COALESCE(watermark, 0), ?)", arguments: [id])
        }
    }

    /// The subscribed feeds whose newest page is not stored yet, in the feeds' order.
    public func feedsWithoutHistory() throws -> [String] {
        try read { db in
            try String.fetchAll(db, sql: """
                SELECT url FROM feed WHERE subscribed = 1 AND id NOT IN (SELECT feedID FROM serviceHistory) ORDER BY position, id
                """)
        }
    }

    /// The subscribed feeds with older articles still on the service, the least fetched first.
    public func openHistory() throws -> [HistoryCursor] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT feed.url, serviceHistory.skip FROM serviceHistory JOIN feed ON feed.id = serviceHistory.feedID
                WHERE serviceHistory.done = 0 AND feed.subscribed = 1 ORDER BY serviceHistory.skip, feed.position, feed.id
                """).map { HistoryCursor(feedURL: $0[0], skip: $0[1]) }
        }
    }

    func record(_ step: HistoryStep, _ db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT OR REPLACE INTO serviceHistory (feedID, skip, done) SELECT id, ?, ? FROM feed WHERE url = ?
            """).execute(arguments: [step.skip, step.done, step.feedURL])
    }
}
