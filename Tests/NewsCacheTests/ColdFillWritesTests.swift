import Entities
import Foundation
import GRDB
import NewsCache
import TestSupport
import Testing

/// Issue 28, items 2 and 3: what a refresh into an empty cache writes. The words of a merge, and
/// of merges written together, go into the search index as one segment (FTS5 wrote one at every
/// statement of several rows, and merged them again and again); the indexes ordered by date are
/// built once at the end of a fill instead of rewritten by every batch.
@Suite struct ColdFillWritesTests {
    let fixture: CacheFixture

    init() throws {
        fixture = try CacheFixture(feeds: (0..<5).map { "https://\($0).example/feed" })
    }

    /// 600 articles, every tenth in Japanese, dated an hour apart, their guids tagged with `feed`.
    func items(_ feed: Int, count: Int = 600) -> [FeedItem] {
        (0..<count).map { index in
            index % 10 == 0
                ? item("\(feed)-\(index)", "東京の記事 \(feed)-\(index)", hoursAgo: Double(index), text: "今日の東京は晴れです。")
                : item("\(feed)-\(index)", "Article \(feed)-\(index)", hoursAgo: Double(index), text: "The garden by the river, \(index).")
        }
    }

    func dateIndexes() throws -> Set<String> {
        try DatabaseQueue(path: fixture.url.path).read { db in
            try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE name IN ('article_newest', 'article_unread_newest')")
        }
    }

    @Test func aMergeOfSixHundredArticlesPutsItsWordsInOneSegment() throws {
        try fixture.merge(items(0), into: "https://0.example/feed")
        #expect(try fixture.searchIndexStructure().segments == 1)
        #expect(try fixture.cache.count(ArticleQuery(search: "garden river")) == 540)
        #expect(try fixture.cache.count(ArticleQuery(search: "東京")) == 60)
        #expect(try fixture.cache.count(ArticleQuery(search: "晴れ")) == 60)
        // A later merge that changes some: their old words out, the new ones in.
        var changed = items(0)
        changed[0] = item("0-0", "東京の記事 0-0", hoursAgo: 0, text: "大阪は雨です。")
        changed[1] = item("0-1", "Article 0-1", hoursAgo: 1, text: "Now a mountain.")
        try fixture.merge(changed, into: "https://0.example/feed")
        #expect(try fixture.cache.count(ArticleQuery(search: "東京")) == 60, "its title still says Tokyo")
        #expect(try fixture.cache.count(ArticleQuery(search: "晴れ")) == 59)
        #expect(try fixture.titles(ArticleQuery(search: "大阪")) == ["東京の記事 0-0"])
        #expect(try fixture.titles(ArticleQuery(search: "mountain")) == ["Article 0-1"])
        #expect(try fixture.cache.count(ArticleQuery(search: "garden river")) == 539)
    }

    @Test func mergesWaitingForTheWriterPutTheirWordsInOneSegment() async throws {
        // Another connection holds the write lock: the first merge waits alone, the other four together.
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let blocker = try DatabaseQueue(path: fixture.url.path, configuration: configuration)
        try await blocker.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        let ids = try (0..<5).map { try fixture.feedID("https://\($0).example/feed") }
        let cache = fixture.cache
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (feed, id) in ids.enumerated() {
                let document = FeedDocument(title: "F", items: items(feed, count: 20))
                group.addTask { _ = try await cache.merge(document, into: id, validators: .none, fetchedAt: Fixtures.now) }
            }
            try await Task.sleep(for: .milliseconds(300))
            try await blocker.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
            try await group.waitForAll()
        }
        #expect(try fixture.searchIndexStructure().segments <= 2, "one for the lone merge, one for the batch")
        #expect(try fixture.cache.count(ArticleQuery(search: "garden river")) == 90)
        #expect(try fixture.cache.count(ArticleQuery(search: "東京")) == 10)
    }

    @Test func aFillOfAnEmptyCacheBuildsTheDateIndexesAtItsEnd() async throws {
        let cache = fixture.cache
        let during = try await cache.fillingEmpty {
            try fixture.merge(items(0, count: 30), into: "https://0.example/feed")
            try fixture.merge(items(1, count: 30), into: "https://1.example/feed")
            return try dateIndexes()
        }
        #expect(during.isEmpty)
        #expect(try dateIndexes() == ["article_newest", "article_unread_newest"])
        // As the migration wrote them, and the lists walk them again.
        let fresh = try CacheFixture()
        let definitions = "SELECT name, sql FROM sqlite_master WHERE name LIKE 'article_%newest' ORDER BY name"
        let built = try DatabaseQueue(path: fixture.url.path).read { db in try Row.fetchAll(db, sql: definitions) }
        let migrated = try DatabaseQueue(path: fresh.url.path).read { db in try Row.fetchAll(db, sql: definitions) }
        #expect(built.map { $0["sql"] as String? }.map { $0?.replacingOccurrences(of: "IF NOT EXISTS ", with: "") }
            == migrated.map { $0["sql"] as String? })
        let plan = try await DatabaseQueue(path: fixture.url.path).read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT id FROM article WHERE isRead = 0 ORDER BY published DESC LIMIT 20")
                .map { $0["detail"] as String }
        }
        #expect(plan.joined().contains("article_unread_newest"), "\(plan)")
        let titles = try fixture.titles()
        #expect(titles.count == 60)
        #expect(titles.prefix(2) == ["東京の記事 1-0", "東京の記事 0-0"])
    }

    @Test func aFillOfACacheThatHoldsArticlesKeepsTheDateIndexes() async throws {
        try fixture.merge(items(0, count: 5), into: "https://0.example/feed")
        let during = try await fixture.cache.fillingEmpty {
            try fixture.merge(items(1, count: 5), into: "https://1.example/feed")
            return try dateIndexes()
        }
        #expect(during == ["article_newest", "article_unread_newest"])
    }

    @Test(arguments: [NewsCache.Opening.forReading, .forWriting])
    func aFillCutShortIsMendedByTheNextOpening(_ opening: NewsCache.Opening) throws {
        let url = fixture.url
        try fixture.merge(items(0, count: 5), into: "https://0.example/feed")
        // What a process killed during a fill leaves.
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "DROP INDEX article_newest; DROP INDEX article_unread_newest")
        }
        let reopened = try NewsCache(url: url, searchText: .bodies, opening: opening)
        #expect(try dateIndexes() == ["article_newest", "article_unread_newest"])
        #expect(try reopened.articles(ArticleQuery(), offset: 0, limit: 10).count == 5)
    }
}
