import Entities
import Foundation
import GRDB

extension NewsCache {
    /// Merges a fetched document into a feed, in one transaction: new articles are inserted
    /// (unread), known ones (same guid, else link, else title and date) that changed are updated
    /// in place keeping read and starred, unchanged ones are not written, and articles that left
    /// the feed stay. An item without a date is dated `fetchedAt` when first seen and keeps that
    /// date. Stores `validators`, the feed's own title and site link, and marks the fetch a success.
    /// When new articles leave the feed more than `unreadKept` unread ones, the oldest unread
    /// ones go, in the same transaction, but never a starred one or one the document lists.
    ///
    /// The search index's text (`searchText`) is rendered only for items inserted or changed, so
    /// an unchanged feed costs no rendering. Those texts are rendered
    /// before the write transaction (against a read of the feed's fingerprints), so merges running
    /// at the same time render in parallel instead of one after another behind the single writer.
    @discardableResult
    public func merge(_ document: FeedDocument, into feed: Feed.ID, validators: HTTPValidators,
                      fetchedAt: Date, unreadKept: Int = .max) throws -> MergeSummary {
        let merge = try plan(document, into: feed, validators: validators, fetchedAt: fetchedAt, unreadKept: unreadKept)
        return try write { db in try merge.apply(db) }
    }

    /// The same merge for a refresh: the task waits for the single writer without holding a
    /// thread, which goes on parsing and rendering other feeds meanwhile. Merges that wait
    /// together are written in one transaction (`MergeBatcher`), each all or nothing.
    @discardableResult
    public func merge(_ document: FeedDocument, into feed: Feed.ID, validators: HTTPValidators,
                      fetchedAt: Date, unreadKept: Int = .max) async throws -> MergeSummary {
        let merge = try plan(document, into: feed, validators: validators, fetchedAt: fetchedAt, unreadKept: unreadKept)
        return try await merges.write(merge)
    }

    private func plan(_ document: FeedDocument, into feed: Feed.ID, validators: HTTPValidators,
                      fetchedAt: Date, unreadKept: Int) throws -> PlannedMerge {
        let searchText = searchText
        let indexText: @Sendable (FeedItem) -> String = { searchText.body(summary: $0.summary, content: $0.content) }
        let known = try read { db in try PlannedMerge.knownArticles(db, feed: feed) }
        var items: [PlannedMerge.Item] = []
        var seen = Set<String>()
        for item in document.items {
            let identity = ArticleIdentity.of(item)
            // A feed that lists an item twice: the first (usually newest) wins.
            guard seen.insert(identity).inserted else { continue }
            let fingerprint = ItemFingerprint.of(item)
            let changed = known[identity]?.fingerprint != fingerprint
            items.append(.init(item: item, identity: identity, fingerprint: fingerprint, indexText: changed ? indexText(item) : nil))
        }
        let (kept, ignored) = try applyKillfile(to: items, feed: feed, document: document, known: Set(known.keys), fetchedAt: fetchedAt)
        return PlannedMerge(document: document, items: kept, feed: feed, validators: validators, fetchedAt: fetchedAt,
                            unreadKept: unreadKept, indexText: indexText, ignored: ignored)
    }
}

/// A merge with its search texts rendered, ready to be written. The write reads the feed's
/// articles again, so a merge written in between (another process's) is taken into account.
struct PlannedMerge: Sendable {
    /// An item with what the merge compares it by, worked out once.
    struct Item: Sendable {
        let item: FeedItem
        let identity: String
        let fingerprint: Int64
        /// Rendered for the items that were new or changed when planned.
        let indexText: String?
        /// New, and selected by a display-mode killfile rule: stored, but hidden from every list.
        var hidden = false
    }

    let document: FeedDocument
    /// The document's items, each identity once.
    let items: [Item]
    let feed: Feed.ID
    let validators: HTTPValidators
    let fetchedAt: Date
    /// Unread articles the feed keeps at most (see `NewsCache.merge`).
    let unreadKept: Int
    let indexText: @Sendable (FeedItem) -> String
    /// New items the killfile dropped, recorded with the merge.
    var ignored: [IgnoredArticle] = []

    func apply(_ db: Database) throws -> MergeSummary {
        guard try Bool.fetchOne(db, sql: "SELECT 1 FROM feed WHERE id = ?", arguments: [feed]) != nil else {
            throw NewsCacheError.unknownFeed(feed)
        }
        let known = try Self.knownArticles(db, feed: feed)
        let writer = try ArticleWriter(db)
        var summary = MergeSummary()
        var listed = Set<Article.ID>()
        for planned in items {
            // Rendered when planned, unless a merge written in between made the item differ.
            let text = { planned.indexText ?? indexText(planned.item) }
            if let stored = known[planned.identity] {
                listed.insert(stored.id)
                guard stored.fingerprint != planned.fingerprint else {
                    summary.unchanged += 1
                    continue
                }
                try writer.update(stored.id, with: planned.item, fingerprint: planned.fingerprint, indexText: text())
                summary.updated += 1
            } else {
                try writer.insert(planned.item, into: feed, identity: planned.identity, fingerprint: planned.fingerprint,
                                  firstSeen: fetchedAt, indexText: text())
                listed.insert(db.lastInsertedRowID)
                summary.inserted += 1
                if planned.hidden { summary.insertedHidden += 1 }
            }
        }
        try writer.writePendingSearchRows()
        try db.execute(sql: """
            UPDATE feed SET feedTitle = ?, siteLink = ?, etag = ?, lastModified = ?,
                            lastSuccess = ?, lastError = NULL, lastErrorAt = NULL
            WHERE id = ?
            """, arguments: [document.title, document.link, validators.etag, validators.lastModified,
                             fetchedAt.timeIntervalSince1970, feed])
        if summary.inserted > 0 { try UnreadBound.apply(db, feed: feed, keep: unreadKept, listed: listed) }
        try IgnoredRecord.record(ignored, db)
        return summary
    }

    static func knownArticles(_ db: Database, feed: Feed.ID) throws -> [String: (id: Article.ID, fingerprint: Int64)] {
        var known: [String: (id: Article.ID, fingerprint: Int64)] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT identity, id, fingerprint FROM article WHERE feedID = ?", arguments: [feed])
        while let row = try rows.next() {
            known[row[0]] = (row[1], row[2])
        }
        return known
    }
}

/// The per-item statements of a merge, prepared once per connection and reused.
///
/// An inserted article's words wait in `pendingSearchRows` until `writePendingSearchRows`: FTS5
/// writes what it holds in memory to the file as a segment of its own at every statement that
/// opens a statement journal, as every article insert does since the feed-count triggers (schema
/// v8). Written one article at a time, the index got a segment per article and merged them over
/// and over (BENCHMARKS.md, "A cold refresh's index written per merge").
final class ArticleWriter {
    let insertArticle, insertBody, insertSearch, updateArticle, updateBody, removeWords: Statement
    let db: Database
    private var pendingSearchRows: [(id: Article.ID, title: String, text: String)] = []

    init(_ db: Database) throws {
        self.db = db
        insertArticle = try db.cachedStatement(sql: """
            INSERT INTO article (feedID, identity, fingerprint, title, link, author, published)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        insertBody = try db.cachedStatement(sql: """
            INSERT INTO articleBody (articleID, updated, summary, summaryFormat, content, contentFormat, enclosures)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        insertSearch = try db.cachedStatement(
            sql: "INSERT INTO articleSearch (rowid, title, body) VALUES (?, \(SearchIndex.titleFunction)(?), ?)")
        // A date the feed stopped giving keeps the one stored (first seen, or the feed's earlier one).
        updateArticle = try db.cachedStatement(sql: """
            UPDATE article SET fingerprint = ?, title = ?, link = ?, author = ?, published = COALESCE(?, published)
            WHERE id = ?
            """)
        updateBody = try db.cachedStatement(sql: """
            UPDATE articleBody SET updated = ?, summary = ?, summaryFormat = ?, content = ?, contentFormat = ?, enclosures = ?
            WHERE articleID = ?
            """)
        removeWords = try db.cachedStatement(sql: SearchIndex.removeWordsSQL)
    }

    /// Its words wait for `writePendingSearchRows`, which must run before the transaction ends
    /// and before any statement that takes words out of the index (an update, a delete).
    func insert(_ item: FeedItem, into feed: Feed.ID, identity: String, fingerprint: Int64,
                firstSeen: Date, indexText: String) throws {
        let published = (item.published ?? firstSeen).timeIntervalSince1970
        try insertArticle.execute(arguments: [feed, identity, fingerprint, item.title, item.link, item.author, published])
        let id = db.lastInsertedRowID
        try insertBody.execute(arguments: [id] + bodyValues(of: item))
        pendingSearchRows.append((id, item.title, indexText))
    }

    func update(_ id: Article.ID, with item: FeedItem, fingerprint: Int64, indexText: String) throws {
        // Words are only taken out once every word put in is there: the article may be one inserted just now.
        try writePendingSearchRows()
        // Out of the index while the stored title and body are still the ones it was given.
        try removeWords.execute(arguments: [id])
        try updateArticle.execute(arguments: [fingerprint, item.title, item.link, item.author,
                                              item.published?.timeIntervalSince1970, id])
        try updateBody.execute(arguments: bodyValues(of: item) + [id])
        try insertSearch.execute(arguments: [id, item.title, indexText])
    }

    /// Puts the inserted articles' words in the index, after every other statement of theirs.
    func writePendingSearchRows() throws {
        for row in pendingSearchRows {
            try insertSearch.execute(arguments: [row.id, row.title, row.text])
        }
        pendingSearchRows.removeAll()
    }

    /// updated, summary, summaryFormat, content, contentFormat, enclosures.
    private func bodyValues(of item: FeedItem) -> StatementArguments {
        [item.updated?.timeIntervalSince1970, item.summary?.text, item.summary?.format.rawValue,
         item.content?.text, item.content?.format.rawValue, Enclosures.encode(item.enclosures)]
    }
}

/// Attachments as a JSON array in one column; NULL when there are none (most items).
enum Enclosures {
    static func encode(_ enclosures: [Enclosure]) -> String? {
        guard !enclosures.isEmpty, let data = try? JSONEncoder().encode(enclosures) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    static func decode(_ text: String?) -> [Enclosure] {
        guard let text else { return [] }
        return (try? JSONDecoder().decode([Enclosure].self, from: Data(text.utf8))) ?? []
    }
}
