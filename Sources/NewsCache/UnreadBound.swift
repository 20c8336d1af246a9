import Entities
import GRDB

/// The most unread articles one feed keeps: a feed that changes its items' ids at every fetch
/// would otherwise add all of them as unread each time, and unread articles are never pruned.
/// Over the bound the oldest unread go (by date, then by age in the cache), but never a starred
/// one and never one the feed lists now, which could only come back as new at the next fetch.
enum UnreadBound {
    /// `beforeDeleting` runs once, before the first article goes.
    static func apply(_ db: Database, feed: Feed.ID, keep: Int, listed: Set<Article.ID>,
                      beforeDeleting: () throws -> Void = {}) throws {
        guard keep < Int.max else { return }
        // While the feed's unread articles (kept counted by FeedCountRows) fit, none can go: this
        // spares a merge the walk of all of them (every merge of a cold refresh).
        let unread = try Int.fetchOne(db.cachedStatement(sql: "SELECT unread FROM feedCount WHERE feedID = ?"), arguments: [feed])
        guard (unread ?? 0) > keep else { return }
        var unreadListed = 0
        var others: [Article.ID] = []  // newest first
        let rows = try Article.ID.fetchCursor(db, sql: """
            SELECT id FROM article WHERE feedID = ? AND isRead = 0 AND isStarred = 0 ORDER BY published DESC, id DESC
            """, arguments: [feed])
        while let id = try rows.next() {
            if listed.contains(id) { unreadListed += 1 } else { others.append(id) }
        }
        let doomed = others.dropFirst(max(0, keep - unreadListed))
        guard !doomed.isEmpty else { return }
        try beforeDeleting()
        for start in stride(from: doomed.startIndex, to: doomed.endIndex, by: 500) {
            let chunk = Array(doomed[start..<min(start + 500, doomed.endIndex)])
            try db.execute(sql: "DELETE FROM article WHERE id IN (\(databaseQuestionMarks(count: chunk.count)))",
                           arguments: StatementArguments(chunk))
        }
    }
}
