import Entities
import Foundation
import GRDB
@testable import NewsCache
import TestSupport
import Testing

/// Issue 28, items 2 and 3 (cold refresh): a merge writes its new articles many to a statement.
/// One at a time, every article insert paid for a statement of its own and, for the feed-count
/// trigger, a statement journal holding a copy of every page it touched.
@Suite struct MergeStatementsTests {
    let fixture: CacheFixture

    init() throws {
        fixture = try CacheFixture()
    }

    final class StatementList: @unchecked Sendable {
        var sql: [String] = []
    }

    /// The statements the writer runs while `body` runs (a trigger's own are not listed).
    func statementsRun(during body: () throws -> Void) throws -> [String] {
        let statements = StatementList()
        let pool = try fixture.cache.writer().pool
        pool.writeWithoutTransaction { db in
            db.trace(options: .statement) { event in
                if case .statement(let statement) = event, !statement.sql.hasPrefix("--") { statements.sql.append(statement.sql) }
            }
        }
        defer { pool.writeWithoutTransaction { db in db.trace(options: .statement, nil) } }
        try body()
        return statements.sql
    }

    /// A refresh's batch of merges keeps its statement journals in memory (SQLite reads
    /// `temp_store` as the transaction begins), and leaves the setting as it was for other writes:
    /// one UPDATE of every article keeps a journal of the whole table, which may spill to a file.
    @Test func aBatchOfMergesJournalsInMemoryAndOnlyItDoes() async throws {
        let statements = StatementList()
        let pool = try fixture.cache.writer().pool
        try await pool.writeWithoutTransaction { db in
            db.trace(options: .statement) { event in
                if case .statement(let statement) = event, !statement.sql.hasPrefix("--") { statements.sql.append(statement.sql) }
            }
        }
        let items = (0..<20).map { item("\($0)", "Article \($0)") }
        try await fixture.cache.merge(FeedDocument(title: "A", items: items), into: try fixture.feedID("https://a.example/feed"),
                                      validators: .none, fetchedAt: Fixtures.now)
        try await pool.writeWithoutTransaction { db in db.trace(options: .statement, nil) }
        let memory = try #require(statements.sql.firstIndex(of: "PRAGMA temp_store = MEMORY"))
        let begin = try #require(statements.sql.firstIndex { $0.hasPrefix("BEGIN") })
        let back = try #require(statements.sql.firstIndex(of: "PRAGMA temp_store = DEFAULT"))
        let commit = try #require(statements.sql.firstIndex(of: "COMMIT TRANSACTION"))
        #expect(memory < begin && commit < back, "\(statements.sql)")
        #expect(try await pool.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA temp_store") } == 0)
        #expect(try fixture.cache.count(ArticleQuery()) == 20)
    }

    @Test func threeHundredNewArticlesTakeAFewStatementsNotThreeAnArticle() throws {
        let items = (0..<301).map { item("guid-\($0)", "Article \($0)", hoursAgo: Double($0), text: "The garden by the river, \($0).") }
        let statements = try statementsRun { try fixture.merge(items) }
        // The index's rows go one a statement, after the rest: an INSERT of several rows would
        // make FTS5 write a segment at each (ColdFillWritesTests).
        let (words, others) = (statements.filter { $0.hasPrefix("INSERT INTO articleSearch") },
                               statements.filter { !$0.hasPrefix("INSERT INTO articleSearch") })
        #expect(others.count < 40, "\(others.count) statements besides the index's for 301 new articles")
        #expect(words.count == 301 && words.allSatisfy { !$0.contains("), (") })
        #expect(statements.lastIndex { !$0.hasPrefix("INSERT INTO articleSearch") && !$0.hasPrefix("COMMIT") }
            .map { $0 < statements.firstIndex { $0.hasPrefix("INSERT INTO articleSearch") }! } == true)
        // What one insert at a time wrote: ids in the feed's order, each body and its words.
        let identities = try DatabaseQueue(path: fixture.url.path).read { db in
            try String.fetchAll(db, sql: "SELECT identity FROM article ORDER BY id")
        }
        #expect(identities == items.map { ArticleIdentity.of($0) })
        #expect(try fixture.cache.count(ArticleQuery(search: "garden river")) == 301)
        #expect(try fixture.titles(ArticleQuery(search: "300")) == ["Article 300"])
        let last = try fixture.article(titled: "Article 300")
        #expect(try fixture.cache.body(of: last.id)?.content?.text == "The garden by the river, 300.")
    }

    @Test func newArticlesAfterOthersWentTakeTheIdsSQLiteWouldGive() throws {
        try fixture.merge((0..<60).map { item("old-\($0)", "Old \($0)", hoursAgo: Double(1000 + $0)) })
        try fixture.cache.setRead(try fixture.cache.articles(ArticleQuery(), offset: 0, limit: 100).map(\.id), true)
        #expect(try fixture.cache.prune(keepPerFeed: 10) == 50)  // the oldest go, the largest ids among them
        let largest = try #require(try fixture.cache.articles(ArticleQuery(), offset: 0, limit: 100).map(\.id).max())
        try fixture.merge((0..<55).map { item("new-\($0)", "New \($0)", hoursAgo: Double($0)) })
        let ids = try fixture.cache.articles(ArticleQuery(), offset: 0, limit: 100).filter { $0.title.hasPrefix("New") }.map(\.id)
        #expect(ids.sorted() == Array((largest + 1)...(largest + 55)))
        #expect(try fixture.cache.count(ArticleQuery(search: "new")) == 55)
    }
}
