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
        let known = try read { db in try PlannedMerge.knownArticles(db, feed: feed) }
        var items: [PlannedMerge.Item] = []
        var seen = Set<String>()
        for item in document.items {
            let identity = ArticleIdentity.of(item)
            // A feed that lists an item twice: the first (usually newest) wins.
            guard seen.insert(identity).inserted else { continue }
            let fingerprint = ItemFingerprint.of(item)
            let changed = known[identity]?.fingerprint != fingerprint
            items.append(.init(item: item, identity: identity, fingerprint: fingerprint, indexText: changed ? searchText.indexText(of: item) : nil))
        }
        let (kept, ignored) = try applyKillfile(to: items, feed: feed, document: document, known: Set(known.keys), fetchedAt: fetchedAt)
        return PlannedMerge(document: document, items: kept, feed: feed, validators: validators, fetchedAt: fetchedAt,
                            unreadKept: unreadKept, searchText: searchText, ignored: ignored)
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
        let indexText: IndexText?
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
    let searchText: SearchText
    /// New items the killfile dropped, recorded with the merge.
    var ignored: [IgnoredArticle] = []

    func apply(_ db: Database) throws -> MergeSummary {
        let writer = try ArticleWriter(db)
        let summary = try apply(db, with: writer)
        try writer.writePendingSearchRows()
        return summary
    }

    /// The merge with `writer`, which may hold the words of the transaction's earlier merges and
    /// keeps this one's: the caller has it write them (`writePendingSearchRows`) before the commit.
    func apply(_ db: Database, with writer: ArticleWriter) throws -> MergeSummary {
        guard try Bool.fetchOne(db, sql: "SELECT 1 FROM feed WHERE id = ?", arguments: [feed]) != nil else {
            throw NewsCacheError.unknownFeed(feed)
        }
        let known = try Self.knownArticles(db, feed: feed)
        var summary = MergeSummary()
        var listed = Set<Article.ID>()
        var newArticles: [ArticleWriter.NewArticle] = []
        for planned in items {
            // Rendered when planned, unless a merge written in between made the item differ.
            let text = { planned.indexText ?? searchText.indexText(of: planned.item) }
            if let stored = known[planned.identity] {
                listed.insert(stored.id)
                guard stored.fingerprint != planned.fingerprint else {
                    summary.unchanged += 1
                    continue
                }
                try writer.update(stored.id, with: planned.item, fingerprint: planned.fingerprint, indexText: text())
                summary.updated += 1
            } else {
                newArticles.append(.init(item: planned.item, identity: planned.identity, fingerprint: planned.fingerprint, indexText: text()))
                summary.inserted += 1
                if planned.hidden { summary.insertedHidden += 1 }
            }
        }
        // After the updates, in the document's order: the same ids as inserted one at a time in between.
        listed.formUnion(try writer.insertAll(newArticles, into: feed, firstSeen: fetchedAt))
        try db.execute(sql: """
            UPDATE feed SET feedTitle = ?, siteLink = ?, etag = ?, lastModified = ?,
                            lastSuccess = ?, lastError = NULL, lastErrorAt = NULL
            WHERE id = ?
            """, arguments: [document.title, document.link, validators.etag, validators.lastModified,
                             fetchedAt.timeIntervalSince1970, feed])
        if summary.inserted > 0 {
            // A deleted article's words come out of the index, so every word put in must be there first.
            try UnreadBound.apply(db, feed: feed, keep: unreadKept, listed: listed, beforeDeleting: writer.writePendingSearchRows)
        }
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
