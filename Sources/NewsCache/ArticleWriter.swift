import Entities
import Foundation
import GRDB

/// The per-item statements of a merge, prepared once per connection and reused.
///
/// An inserted article's words wait in `pendingSearchRows` until `writePendingSearchRows`: FTS5
/// writes what it holds in memory to the file as a segment of its own at every statement that
/// opens a statement journal, as every article insert does since the feed-count triggers (schema
/// v8). Written one article at a time, the index got a segment per article and merged them over
/// and over (BENCHMARKS.md, "A cold refresh's index written per merge"). One writer serves every
/// merge of a batch (`MergeBatcher`), so a batch's words make one segment, not one per feed.
///
/// A merge's new articles go in `rowsPerInsert` to a statement (`insertAll`): each statement pays
/// for its statement journal (a copy of every page it touches, there for the triggers) and for
/// its own execution once, not once an article.
final class ArticleWriter {
    /// Rows in one multi-row INSERT at most (a power of two): 2,048 bound parameters, far under
    /// SQLite's 32,766. Measured on a replay of a cold refresh's rows: 50 to a statement cut
    /// SQLite's CPU by a third, 256 by 40 %, more by nothing.
    static let rowsPerInsert = 256

    let insertSearch, updateArticle, updateBody, removeWords: Statement
    let db: Database
    /// The index's title and body of each article inserted, in order.
    private var pendingSearchRows: [(id: Article.ID, text: IndexText)] = []

    /// A new article as `insertAll` writes it.
    struct NewArticle {
        let item: FeedItem
        let identity: String
        let fingerprint: Int64
        let indexText: IndexText
    }

    init(_ db: Database) throws {
        self.db = db
        insertSearch = try db.cachedStatement(sql: "INSERT INTO articleSearch (rowid, title, body) VALUES (?, ?, ?)")
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

    /// One article, as `insertAll` writes them; returns its id. Its words wait for
    /// `writePendingSearchRows`, which must run before the transaction ends and before any
    /// statement that takes words out of the index (an update, a delete).
    func insert(_ item: FeedItem, into feed: Feed.ID, identity: String, fingerprint: Int64,
                firstSeen: Date, indexText: IndexText) throws -> Article.ID {
        let article = NewArticle(item: item, identity: identity, fingerprint: fingerprint, indexText: indexText)
        return try insertAll([article], into: feed, firstSeen: firstSeen)[0]
    }

    /// Inserts `articles` into `feed` in their order, with the ids SQLite would have given them
    /// one at a time (one past the largest), and returns those ids. Their words wait, as `insert`'s.
    func insertAll(_ articles: [NewArticle], into feed: Feed.ID, firstSeen: Date) throws -> [Article.ID] {
        guard !articles.isEmpty else { return [] }
        let first = try Article.ID.fetchOne(db, sql: "SELECT IFNULL(MAX(id), 0) + 1 FROM article") ?? 1
        let ids = articles.indices.map { first + Article.ID($0) }
        try Self.inChunks(articles.indices) { chunk in
            let size = chunk.count.trailingZeroBitCount
            var articleRows = SlotBinder(try db.cachedStatement(sql: Self.insertArticleSQL[size]))
            var bodyRows = SlotBinder(try db.cachedStatement(sql: Self.insertBodySQL[size]))
            for index in chunk {
                articleRows.bind(ids[index])
                Self.bindArticle(articles[index], feed: feed, firstSeen: firstSeen, to: &articleRows)
                bodyRows.bind(ids[index])
                Self.bindBody(of: articles[index].item, to: &bodyRows)
                pendingSearchRows.append((ids[index], articles[index].indexText))
            }
            try articleRows.execute()
            try bodyRows.execute()
        }
        return ids
    }

    func update(_ id: Article.ID, with item: FeedItem, fingerprint: Int64, indexText: IndexText) throws {
        // Words are only taken out once every word put in is there: the article may be one inserted just now.
        try writePendingSearchRows()
        // Out of the index while the stored title and body are still the ones it was given.
        try removeWords.execute(arguments: [id])
        try updateArticle.execute(arguments: [fingerprint, item.title, item.link, item.author,
                                              item.published?.timeIntervalSince1970, id])
        var body = SlotBinder(updateBody)
        Self.bindBody(of: item, to: &body)
        body.bind(id)
        try body.execute()
        try insertSearch.execute(arguments: [id, indexText.title, indexText.body])
    }

    /// Puts the inserted articles' words in the index, after every other statement of theirs.
    /// One row a statement: an INSERT of several rows opens a statement journal, and FTS5 writes
    /// what it holds as a segment at each, where one-row statements leave it all to one segment.
    func writePendingSearchRows() throws {
        for row in pendingSearchRows {
            var slots = SlotBinder(insertSearch)
            slots.bind(row.id)
            slots.bind(row.text.title)
            slots.bind(row.text.body)
            try slots.execute()
        }
        pendingSearchRows.removeAll()
    }

    /// Splits `rows` into runs of `rowsPerInsert`, then of powers of two for the rest (250 rows:
    /// 128, 64, 32, 16, 8, 2), so a connection prepares a few statements of each kind, not one a size.
    private static func inChunks(_ rows: Range<Int>, _ body: (Range<Int>) throws -> Void) rethrows {
        var start = rows.lowerBound
        while start < rows.upperBound {
            let left = min(rows.upperBound - start, rowsPerInsert)
            let count = 1 << (Int.bitWidth - 1 - left.leadingZeroBitCount)  // the largest power of two up to `left`
            try body(start..<(start + count))
            start += count
        }
    }

    /// feedID, identity, fingerprint, title, link, author, published.
    private static func bindArticle(_ article: NewArticle, feed: Feed.ID, firstSeen: Date, to slots: inout SlotBinder) {
        let item = article.item
        slots.bind(feed)
        slots.bind(article.identity)
        slots.bind(article.fingerprint)
        slots.bind(item.title)
        slots.bind(item.link)
        slots.bind(item.author)
        slots.bind((item.published ?? firstSeen).timeIntervalSince1970)
    }

    /// updated, summary, summaryFormat, content, contentFormat, enclosures.
    private static func bindBody(of item: FeedItem, to slots: inout SlotBinder) {
        slots.bind(item.updated?.timeIntervalSince1970)
        slots.bind(item.summary?.text)
        slots.bind(item.summary?.format.rawValue)
        slots.bind(item.content?.text)
        slots.bind(item.content?.format.rawValue)
        slots.bind(Enclosures.encode(item.enclosures))
    }

    /// The statements for 1, 2, 4… `rowsPerInsert` rows, by the power of two (built once, not once a chunk).
    private static let insertArticleSQL = statements(
        "INSERT INTO article (id, feedID, identity, fingerprint, title, link, author, published) VALUES ",
        row: "(?, ?, ?, ?, ?, ?, ?, ?)")
    private static let insertBodySQL = statements(
        "INSERT INTO articleBody (articleID, updated, summary, summaryFormat, content, contentFormat, enclosures) VALUES ",
        row: "(?, ?, ?, ?, ?, ?, ?)")

    private static func statements(_ start: String, row: String) -> [String] {
        (0...rowsPerInsert.trailingZeroBitCount).map { start + repeatElement(row, count: 1 << $0).joined(separator: ", ") }
    }
}
