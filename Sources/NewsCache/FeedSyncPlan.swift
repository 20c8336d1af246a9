import Entities
import GRDB

/// What `NewsCache.sync` changes to make the feeds match the subscriptions, worked out by a read:
/// a sync that changes nothing writes nothing (a command that only lists never opens the writer).
/// Applied, it is worked out again inside the write transaction, on the rows as they are then.
struct FeedSyncPlan {
    enum Step {
        case insert(url: String, position: Int, title: String?, tags: String)
        case update(feed: Feed.ID, position: Int, title: String?, tags: String)
        case setAside(feed: Feed.ID)
        case unsubscribe(feed: Feed.ID)
    }

    private(set) var steps: [Step] = []

    /// The steps for `subscriptions` against the feed table as `db` sees it.
    init(_ subscriptions: [Subscription], removing: Set<String>, _ db: Database) throws {
        var stale: [String: Row] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, url, position, userTitle, tags, subscribed, leftFile FROM feed") {
            stale[row["url"]] = row
        }
        var listed = Set<String>()
        for subscription in subscriptions where listed.insert(subscription.url).inserted {
            let position = listed.count - 1
            let tags = FeedTags.encode(subscription.tags)
            if let row = stale.removeValue(forKey: subscription.url) {
                guard row["position"] != position || row["userTitle"] != subscription.title || row["tags"] != tags
                        || row["subscribed"] == false else { continue }
                steps.append(.update(feed: row["id"], position: position, title: subscription.title, tags: tags))
            } else {
                steps.append(.insert(url: subscription.url, position: position, title: subscription.title, tags: tags))
            }
        }
        for row in stale.values {
            if removing.contains(row["url"]) {
                steps.append(.unsubscribe(feed: row["id"]))
            } else if row["subscribed"] == true {
                steps.append(.setAside(feed: row["id"]))
            } else if row["leftFile"] == false, try Self.unsubscribingChanges(feed: row["id"], db) {
                steps.append(.unsubscribe(feed: row["id"]))  // removed by the user: kept while it has starred articles
            }
        }
    }

    /// Whether unsubscribing an already unsubscribed feed changes anything: an article was
    /// unstarred or is unread, its last starred one is gone, or it still has a schedule.
    private static func unsubscribingChanges(feed: Feed.ID, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: """
            SELECT EXISTS (SELECT 1 FROM article WHERE feedID = ?1 AND (isStarred = 0 OR isRead = 0))
                OR NOT EXISTS (SELECT 1 FROM article WHERE feedID = ?1)
                OR EXISTS (SELECT 1 FROM feedSchedule WHERE feedID = ?1)
            """, arguments: [feed]) ?? true
    }
}
