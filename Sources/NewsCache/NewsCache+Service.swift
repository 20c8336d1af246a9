import Entities
import Foundation
import GRDB

/// An article as a feed service (Tiny Tiny RSS, Fever) gives it, with its read and starred state there.
public struct ServiceArticle: Sendable, Hashable {
    /// The article's id on the service.
    public var serviceID: Int64
    /// The URL of its feed, as the service lists it (the cache's feeds follow the service's list).
    public var feedURL: String
    public var item: FeedItem
    public var isRead: Bool
    public var isStarred: Bool
    /// The article already cached from the feed itself that this one is, when the source found one:
    /// it takes the service id and state, keeping its text.
    public var matching: Article.ID?
    /// What identifies it in its feed when stored new (`ArticleIdentity`'s role), e.g. "sha1:<hex>".
    public var identity: String

    public init(serviceID: Int64, feedURL: String, item: FeedItem, isRead: Bool, isStarred: Bool,
                matching: Article.ID? = nil, identity: String) {
        self.serviceID = serviceID
        self.feedURL = feedURL
        self.item = item
        self.isRead = isRead
        self.isStarred = isStarred
        self.matching = matching
        self.identity = identity
    }
}

/// A read or starred mark made here that the service has not acknowledged yet.
public struct PendingMark: Sendable, Hashable {
    public enum Field: String, Sendable { case read, starred }
    /// Which mark: a newer one on the same article and field has another id.
    public let id: Int64
    public let serviceID: Int64
    public let field: Field
    public let value: Bool
}

extension NewsCache {
    /// Which service the cached service ids belong to, nil before the first sync.
    public func followedService() throws -> String? {
        try read { db in try String.fetchOne(db, sql: "SELECT service FROM serviceState") }
    }

    /// Follows `service` (its kind and URL). Another service's ids mean nothing there: they are
    /// forgotten with their pending marks, and the articles stay as local ones. Returns whether it changed.
    @discardableResult
    public func follow(service: String) throws -> Bool {
        try write { db in
            guard try String.fetchOne(db, sql: "SELECT service FROM serviceState") != service else { return false }
            try db.execute(sql: """
                DELETE FROM pendingMark;
                UPDATE article SET serviceID = NULL WHERE serviceID IS NOT NULL;
                DELETE FROM serviceHistory;
                UPDATE serviceState SET service = ?, watermark = NULL, newestStored = 0;
                """, arguments: [service])
            return true
        }
    }

    /// The highest service id cached: the next pull asks only for newer articles.
    public func lastServiceID() throws -> Int64 {
        try read { db in try Int64.fetchOne(db, sql: "SELECT MAX(serviceID) FROM article") ?? 0 }
    }

    /// Every service id cached.
    public func serviceIDs() throws -> Set<Int64> {
        try read { db in Set(try Int64.fetchAll(db, sql: "SELECT serviceID FROM article WHERE serviceID IS NOT NULL")) }
    }

    /// The articles no service id names yet, with their identities, for a source to match.
    public func articlesWithoutServiceID() throws -> [(id: Article.ID, identity: String)] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT id, identity FROM article WHERE serviceID IS NULL").map { ($0[0], $0[1]) }
        }
    }

    /// Stores a page of the service's articles in one transaction: a known service id is updated
    /// when its text changed, a matched local article takes the service id (its text stays), the
    /// rest are inserted. Read and starred follow the service except where a mark made here waits
    /// for the service (`pendingMarks`): that one wins until acknowledged. An article whose feed
    /// is not in the cache is skipped (counted as `unchanged`). `history`, when given, is where
    /// this page leaves its feed, stored in the same transaction (a kill keeps both or neither).
    @discardableResult
    public func mergeServiceArticles(_ articles: [ServiceArticle], fetchedAt: Date, history: HistoryStep? = nil) throws -> MergeSummary {
        guard !articles.isEmpty || history != nil else { return MergeSummary() }
        let searchText = searchText
        return try write { db in
            try ServiceRows.pulling(db) {
                let writer = try ArticleWriter(db)
                // Prepared once a page, not once an article (19% of a first sync's CPU before).
                let findFeed = try db.cachedStatement(sql: "SELECT id FROM feed WHERE url = ?")
                let setState = try db.cachedStatement(sql: """
                    UPDATE article SET
                        isRead = CASE WHEN EXISTS (SELECT 1 FROM pendingMark WHERE articleID = :id AND field = 'read')
                                      THEN isRead ELSE :read END,
                        isStarred = CASE WHEN EXISTS (SELECT 1 FROM pendingMark WHERE articleID = :id AND field = 'starred')
                                         THEN isStarred ELSE :starred END
                    WHERE id = :id
                    """)
                var feeds: [String: Feed.ID?] = [:]
                var summary = MergeSummary()
                var killfile = ServiceKillfile(killfile, fetchedAt: fetchedAt)
                for article in articles {
                    let feed = try feeds[article.feedURL] ?? Feed.ID.fetchOne(findFeed, arguments: [article.feedURL])
                    feeds[article.feedURL] = feed
                    guard let feed, try !killfile.ignores(article, in: feed, db) else {
                        summary.unchanged += 1
                        continue
                    }
                    let id = try store(article, in: feed, writer, db, searchText, fetchedAt: fetchedAt, summary: &summary)
                    try setState.execute(arguments: ["id": id, "read": article.isRead, "starred": article.isStarred])
                }
                try writer.writePendingSearchRows()
                try IgnoredRecord.record(killfile.ignored, db)
                if let history { try record(history, db) }
                return summary
            }
        }
    }

    private func store(_ article: ServiceArticle, in feed: Feed.ID, _ writer: ArticleWriter, _ db: Database,
                       _ searchText: SearchText, fetchedAt: Date, summary: inout MergeSummary) throws -> Article.ID {
        let fingerprint = ItemFingerprint.of(article.item)
        let indexText = { searchText.indexText(of: article.item) }
        if let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT id, fingerprint FROM article WHERE serviceID = ?"),
                                      arguments: [article.serviceID]) {
            if row[1] as Int64 == fingerprint {
                summary.unchanged += 1
            } else {
                try writer.update(row[0], with: article.item, fingerprint: fingerprint, indexText: indexText())
                summary.updated += 1
            }
            return row[0]
        }
        let local = try article.matching.flatMap {
            try Article.ID.fetchOne(db, sql: "SELECT id FROM article WHERE id = ? AND serviceID IS NULL", arguments: [$0])
        } ?? Article.ID.fetchOne(db.cachedStatement(sql: "SELECT id FROM article WHERE feedID = ? AND identity = ?"),
                                 arguments: [feed, article.identity])
        let setServiceID = try db.cachedStatement(sql: "UPDATE article SET serviceID = ? WHERE id = ?")
        if let local {
            try setServiceID.execute(arguments: [article.serviceID, local])
            summary.unchanged += 1
            return local
        }
        let id = try writer.insert(article.item, into: feed, identity: article.identity, fingerprint: fingerprint,
                                   firstSeen: fetchedAt, indexText: indexText())
        try setServiceID.execute(arguments: [article.serviceID, id])
        summary.inserted += 1
        return id
    }

    /// Makes every service article's read and starred state the service's (`unread` and `starred`:
    /// the service's id sets), except where a mark made here waits: changes made elsewhere.
    /// Returns how many articles changed.
    @discardableResult
    public func applyServiceState(unread: Set<Int64>, starred: Set<Int64>) throws -> Int {
        let unreadJSON = Self.jsonArray(unread), starredJSON = Self.jsonArray(starred)
        return try write { db in
            try ServiceRows.pulling(db) {
                try db.execute(sql: """
                    WITH unread(id) AS (SELECT value FROM json_each(:unread)),
                         starred(id) AS (SELECT value FROM json_each(:starred)),
                         wanted AS (
                             SELECT article.id, article.serviceID NOT IN unread AS isRead, article.serviceID IN starred AS isStarred,
                                    EXISTS (SELECT 1 FROM pendingMark WHERE articleID = article.id AND field = 'read') AS readWaits,
                                    EXISTS (SELECT 1 FROM pendingMark WHERE articleID = article.id AND field = 'starred') AS starWaits
                             FROM article WHERE serviceID IS NOT NULL
                         )
                    UPDATE article SET
                        isRead = CASE WHEN wanted.readWaits THEN article.isRead ELSE wanted.isRead END,
                        isStarred = CASE WHEN wanted.starWaits THEN article.isStarred ELSE wanted.isStarred END
                    FROM wanted
                    WHERE wanted.id = article.id
                      AND ((NOT wanted.readWaits AND article.isRead != wanted.isRead)
                           OR (NOT wanted.starWaits AND article.isStarred != wanted.isStarred))
                    """, arguments: ["unread": unreadJSON, "starred": starredJSON])
                return db.changesCount
            }
        }
    }

    /// A sync with the service worked: every listed feed counts as fetched at `date`.
    public func recordServiceSync(at date: Date) throws {
        try write { db in
            try db.execute(sql: "UPDATE feed SET lastSuccess = ?, lastError = NULL, lastErrorAt = NULL WHERE subscribed = 1",
                           arguments: [date.timeIntervalSince1970])
        }
    }

    /// The marks made here that the service has not acknowledged, oldest first.
    public func pendingMarks() throws -> [PendingMark] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT pendingMark.id, article.serviceID, pendingMark.field, pendingMark.value
                FROM pendingMark JOIN article ON article.id = pendingMark.articleID
                WHERE article.serviceID IS NOT NULL ORDER BY pendingMark.id
                """).compactMap { row in
                PendingMark.Field(rawValue: row[2]).map { PendingMark(id: row[0], serviceID: row[1], field: $0, value: row[3]) }
            }
        }
    }

    /// The service took these marks: they stop waiting. A mark made again since (another id) still waits.
    public func acknowledge(_ marks: [PendingMark]) throws {
        guard !marks.isEmpty else { return }
        try write { db in
            try db.execute(sql: "DELETE FROM pendingMark WHERE id IN (SELECT value FROM json_each(?))",
                           arguments: [Self.jsonArray(marks.map(\.id))])
        }
    }

    private static func jsonArray(_ ids: some Sequence<Int64>) -> String {
        "[" + ids.map(String.init).joined(separator: ",") + "]"
    }
}
