import Entities
import Foundation
import GRDB

extension NewsCache {
    /// Makes the feeds match `subscriptions`: new URLs added, known ones given the file's order,
    /// title and tags. A feed no longer listed is set aside, never deleted, unless its URL is in
    /// `removing` (`adder feeds rm`): a feeds file read while another program rewrote it, or
    /// deleted, must not take the articles with it. A feed set aside keeps every article and its
    /// read marks, is left out of every list but Starred, and is listed again as it was when its
    /// URL is subscribed again. A feed in `removing` is deleted with its articles, except the
    /// starred ones: those stay (under Starred, with their feed's name) and are the feed's again
    /// when its URL is subscribed again. A URL listed twice counts once, at its first line.
    /// Returns the feeds, in file order (`now`: as in `feeds(now:)`).
    @discardableResult
    public func sync(_ subscriptions: [Subscription], removing: Set<String> = [], now: Date = Date()) throws -> [Feed] {
        try syncSubscriptions(subscriptions, removing: removing)
        let killfile = killfile
        return try read { db in try FeedRows.fetchAll(db, hiding: killfile, now: now) }
    }

    /// `sync` without listing the feeds after (their counts read every article): for a command
    /// that needs the cache to match the file but lists articles, not feeds.
    public func syncSubscriptions(_ subscriptions: [Subscription], removing: Set<String> = []) throws {
        let planned = try read { db in try FeedSyncPlan(subscriptions, removing: removing, db) }
        guard !planned.steps.isEmpty else { return }
        try write { db in
            for step in try FeedSyncPlan(subscriptions, removing: removing, db).steps {
                switch step {
                case let .insert(url, position, title, tags):
                    try db.execute(sql: "INSERT INTO feed (url, position, userTitle, tags) VALUES (?, ?, ?, ?)",
                                   arguments: [url, position, title, tags])
                case let .update(feed, position, title, tags):
                    try db.execute(sql: "UPDATE feed SET position = ?, userTitle = ?, tags = ?, subscribed = 1, leftFile = 0 WHERE id = ?",
                                   arguments: [position, title, tags, feed])
                case let .setAside(feed):
                    try setAside(feed: feed, db)
                case let .unsubscribe(feed):
                    try unsubscribe(feed: feed, db)
                }
            }
        }
    }

    /// A feed whose line left the feeds file by itself: unlisted, everything else kept (its
    /// articles, read marks, validators and schedule); a feed never fetched simply goes.
    private func setAside(feed: Feed.ID, _ db: Database) throws {
        if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM article WHERE feedID = ?)", arguments: [feed]) == true {
            try db.execute(sql: "UPDATE feed SET subscribed = 0, leftFile = 1 WHERE id = ?", arguments: [feed])
        } else {
            try db.execute(sql: "DELETE FROM feed WHERE id = ?", arguments: [feed])
        }
    }

    /// The URLs of the feeds set aside (their lines left the feeds file without `adder feeds rm`),
    /// with how many articles each keeps.
    public func feedsSetAside() throws -> [(url: String, articles: Int)] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT feed.url, (SELECT COUNT(*) FROM article WHERE article.feedID = feed.id) FROM feed
                WHERE feed.leftFile = 1 ORDER BY feed.position, feed.id
                """).map { ($0[0], $0[1]) }
        }
    }

    /// Deletes a feed that left the subscriptions with its articles, but keeps its starred ones
    /// and, while there are some, the feed, unlisted; it forgets the validators, so that a new
    /// subscription fetches the whole feed again. The kept articles are marked read: "All
    /// unread" counts the listed feeds' unread articles, and shows no more than it counts.
    private func unsubscribe(feed: Feed.ID, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM article WHERE feedID = ? AND isStarred = 0", arguments: [feed])
        if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM article WHERE feedID = ?)", arguments: [feed]) == true {
            try db.execute(sql: """
                UPDATE feed SET subscribed = 0, leftFile = 0, etag = NULL, lastModified = NULL, lastError = NULL, lastErrorAt = NULL,
                    lastSuccess = NULL
                WHERE id = ? AND (subscribed = 1 OR leftFile = 1)
                """, arguments: [feed])
            try db.execute(sql: "UPDATE article SET isRead = 1 WHERE feedID = ? AND isRead = 0", arguments: [feed])
            // Subscribed again, it counts as never fetched, so it is fetched at once.
            try db.execute(sql: "DELETE FROM feedSchedule WHERE feedID = ?", arguments: [feed])
        } else {
            try db.execute(sql: "DELETE FROM feed WHERE id = ?", arguments: [feed])
        }
    }

    /// How many starred articles the feed with this URL holds (0 when it is not in the cache):
    /// what an unsubscribe keeps.
    public func starredCount(feedURL url: String) throws -> Int {
        try read { db in
            try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM article JOIN feed ON feed.id = article.feedID
                WHERE feed.url = ? AND article.isStarred = 1
                """, arguments: [url]) ?? 0
        }
    }

    /// Every feed's URL by its ID, an unsubscribed feed kept for its starred articles included.
    public func feedURLs() throws -> [Feed.ID: String] {
        try read { db in
            Dictionary(try Row.fetchAll(db, sql: "SELECT id, url FROM feed").map { ($0["id"], $0["url"]) },
                       uniquingKeysWith: { first, _ in first })
        }
    }

    /// The feeds in subscription order, with unread and article counts and the last fetch's outcome.
    /// The counts leave out what a killfile in display mode hides; `now`: the instant its rules'
    /// `age` counts from (the app's clock).
    public func feeds(now: Date = Date()) throws -> [Feed] {
        try read { db in try FeedRows.fetchAll(db, hiding: killfile, now: now) }
    }

    /// The feed with this URL, if subscribed, counted as `feeds(now:)` counts it.
    public func feed(url: String, now: Date = Date()) throws -> Feed? {
        try read { db in try FeedRows.fetchOne(db, url: url, hiding: killfile, now: now) }
    }

    /// The ETag and Last-Modified the feed's last successful fetch gave.
    public func validators(for feed: Feed.ID) throws -> HTTPValidators {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT etag, lastModified FROM feed WHERE id = ?", arguments: [feed]) else {
                throw NewsCacheError.unknownFeed(feed)
            }
            return HTTPValidators(etag: row["etag"], lastModified: row["lastModified"])
        }
    }

    /// A fetch answered 304 Not Modified: a success that changes no article. `schedule`: what it
    /// said about the next fetch, written in the same transaction.
    public func recordNotModified(_ feed: Feed.ID, at date: Date, schedule: FeedSchedule? = nil) throws {
        try updateFeed(feed, sql: "lastSuccess = ?, lastError = NULL, lastErrorAt = NULL", [date.timeIntervalSince1970], schedule: schedule)
    }

    /// A fetch failed: `message` (one sentence) shows on the feed until a fetch succeeds.
    public func recordFailure(_ feed: Feed.ID, message: String, at date: Date, schedule: FeedSchedule? = nil) throws {
        try updateFeed(feed, sql: "lastError = ?, lastErrorAt = ?", [message, date.timeIntervalSince1970], schedule: schedule)
    }

    /// The feed moved for good (a permanent redirect): it keeps its articles under the new URL.
    /// The old URL's validators are dropped. Throws `feedURLTaken` if another feed has that URL.
    /// An unsubscribed feed kept for its starred articles that had the URL gives them to this one.
    public func changeURL(of feed: Feed.ID, to url: String) throws {
        try write { db in
            if let owner = try Row.fetchOne(db, sql: "SELECT id, subscribed FROM feed WHERE url = ?", arguments: [url]) {
                guard owner["id"] != feed else { return }
                guard owner["subscribed"] == false else { throw NewsCacheError.feedURLTaken(url) }
                try hand(starredOf: owner["id"], to: feed, db)
            }
            try db.execute(sql: "UPDATE feed SET url = ?, etag = NULL, lastModified = NULL WHERE id = ?", arguments: [url, feed])
            guard db.changesCount > 0 else { throw NewsCacheError.unknownFeed(feed) }
        }
    }

    /// Moves an unsubscribed feed's starred articles to `feed` (an article it has already is
    /// starred there instead) and deletes the unsubscribed feed.
    private func hand(starredOf kept: Feed.ID, to feed: Feed.ID, _ db: Database) throws {
        try db.execute(sql: """
            UPDATE article SET isStarred = 1
            WHERE feedID = :feed AND identity IN (SELECT identity FROM article WHERE feedID = :kept AND isStarred = 1);
            UPDATE article SET feedID = :feed
            WHERE feedID = :kept AND identity NOT IN (SELECT identity FROM article WHERE feedID = :feed);
            DELETE FROM feed WHERE id = :kept;
            """, arguments: ["feed": feed, "kept": kept])
    }

    private func updateFeed(_ feed: Feed.ID, sql assignments: String, _ values: [(any DatabaseValueConvertible)?],
                            schedule: FeedSchedule? = nil) throws {
        try write { db in
            try db.execute(sql: "UPDATE feed SET \(assignments) WHERE id = ?", arguments: StatementArguments(values + [feed]))
            guard db.changesCount > 0 else { throw NewsCacheError.unknownFeed(feed) }
            if let schedule { try FeedScheduleRows.record(schedule, for: feed, db) }
        }
    }
}

/// Reading `Feed` values: the row, the title rule and the counts.
enum FeedRows {
    /// The user's title, else the feed's own, else the URL (the rule `Feed.title` documents).
    static let titleSQL = "COALESCE(NULLIF(feed.userTitle, ''), NULLIF(feed.feedTitle, ''), feed.url)"

    /// All feeds, with the counts the triggers keep (`FeedCountRows`); a display-mode killfile
    /// (`shown` other than "1") hides articles, so then one pass over the covering index
    /// `article_feed_unread` counts what it shows.
    private static func allSQL(shown: String) -> String {
        let counts = shown == "1" ? "feedCount"
            : "(SELECT feedID, SUM(isRead = 0) AS unread, COUNT(*) AS total FROM article WHERE \(shown) GROUP BY feedID)"
        return """
            SELECT feed.id, feed.url, \(titleSQL) AS title, feed.siteLink, feed.tags,
                   COALESCE(counts.unread, 0), COALESCE(counts.total, 0),
                   feed.lastSuccess, feed.lastError, feed.lastErrorAt
            FROM feed LEFT JOIN \(counts) AS counts ON counts.feedID = feed.id
            WHERE feed.subscribed = 1
            ORDER BY feed.position, feed.id
            """
    }

    /// One feed: its own index ranges only (`shown` as in `allSQL`).
    private static func oneSQL(shown: String) -> String { """
        SELECT feed.id, feed.url, \(titleSQL) AS title, feed.siteLink, feed.tags,
               (SELECT COUNT(*) FROM article WHERE article.feedID = feed.id AND article.isRead = 0 AND \(shown)),
               (SELECT COUNT(*) FROM article WHERE article.feedID = feed.id AND \(shown)),
               feed.lastSuccess, feed.lastError, feed.lastErrorAt
        FROM feed WHERE feed.url = ? AND feed.subscribed = 1
        """ }

    static func fetchAll(_ db: Database, hiding killfile: Killfile, now: Date) throws -> [Feed] {
        let shown = KillfileSQL(killfile, now: now)
        return try Row.fetchAll(db, sql: allSQL(shown: shown.sql), arguments: shown.arguments).map(feed(from:))
    }

    static func fetchOne(_ db: Database, url: String, hiding killfile: Killfile, now: Date) throws -> Feed? {
        let shown = KillfileSQL(killfile, now: now)
        return try Row.fetchOne(db, sql: oneSQL(shown: shown.sql), arguments: shown.arguments + shown.arguments + [url])
            .map(feed(from:))
    }

    private static func feed(from row: Row) -> Feed {
        Feed(id: row[0], url: row[1], title: row[2], siteLink: row[3], tags: FeedTags.decode(row[4]),
             unreadCount: row[5], articleCount: row[6], lastSuccess: date(row[7]),
             lastError: row[8], lastErrorAt: date(row[9]))
    }

    static func date(_ seconds: Double?) -> Date? {
        seconds.map(Date.init(timeIntervalSince1970:))
    }
}

/// A feed's tags as a JSON array in one column.
enum FeedTags {
    static func encode(_ tags: [String]) -> String {
        (try? String(decoding: JSONEncoder().encode(tags), as: UTF8.self)) ?? "[]"
    }

    static func decode(_ text: String?) -> [String] {
        guard let text else { return [] }
        return (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    }
}
