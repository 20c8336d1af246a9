import Basics
import Entities
import Foundation
import GRDB
@testable import NewsCache
import TestSupport
import Testing

/// The counts the triggers keep (`FeedCountRows`) are always what counting every article gives,
/// whatever changed the articles: merges, pruning, marks, feeds set aside, removed or back.
@Suite struct FeedCountTests {
    let directory = TemporaryDirectory("adder-news-counts")
    var url: URL { directory.file("news.sqlite") }
    private static let feeds = ["https://a.example/feed", "https://b.example/feed", "https://c.example/feed"]

    /// Unread and total per subscribed feed, counted from the articles themselves.
    private func counted(_ cache: NewsCache) throws -> [String: [Int]] {
        try cache.read { db in
            var counts: [String: [Int]] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT feed.url, (SELECT COUNT(*) FROM article WHERE feedID = feed.id AND isRead = 0),
                       (SELECT COUNT(*) FROM article WHERE feedID = feed.id)
                FROM feed WHERE subscribed = 1
                """) {
                counts[row[0]] = [row[1], row[2]]
            }
            return counts
        }
    }

    /// What `NewsCache.count` answers for all and unread articles, of every feed and of each one,
    /// against counting the articles themselves with `ArticleFilter`'s rules (feeds set aside left
    /// out of the all-feeds counts).
    private func expectQueryCountsTrue(_ cache: NewsCache, _ comment: Comment) throws {
        var queries = [ArticleQuery(), ArticleQuery(unreadOnly: true)]
        for feed in try cache.read({ db in try Int64.fetchAll(db, sql: "SELECT id FROM feed") }) {
            queries += [ArticleQuery(feedID: feed), ArticleQuery(feedID: feed, unreadOnly: true)]
        }
        for query in queries {
            var conditions = [query.unreadOnly ? "isRead = 0" : "1"]
            conditions.append(query.feedID.map { "feedID = \($0)" } ?? "feedID NOT IN (SELECT id FROM feed WHERE leftFile = 1)")
            let sql = "SELECT COUNT(*) FROM article WHERE " + conditions.joined(separator: " AND ")
            let scanned = try cache.read { db in try Int.fetchOne(db, sql: sql) ?? 0 }
            #expect(try cache.count(query) == scanned, comment)
        }
    }

    private func listed(_ cache: NewsCache) throws -> [String: [Int]] {
        Dictionary(uniqueKeysWithValues: try cache.feeds().map { ($0.url, [$0.unreadCount, $0.articleCount]) })
    }

    @Test func seededChangesKeepTheCountsTrue() throws {
        try OpeningTests.makeThreeFeedCache(at: url)
        let cache = try NewsCache(url: url, searchText: .bodies)
        var random = SplitMix64(seed: 8)
        for step in 0..<60 {
            let feed = Self.feeds.randomElement(using: &random)!
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                let items = (0..<Int.random(in: 1..<20, using: &random)).map {
                    item("s\(step)-\($0)", "Step \(step) item \($0)", hoursAgo: Double(Int.random(in: 0..<500, using: &random)))
                }
                if let id = try cache.feed(url: feed)?.id {
                    try cache.merge(FeedDocument(title: feed, items: items), into: id, validators: .none, fetchedAt: Fixtures.now,
                                    unreadKept: Int.random(in: 5..<60, using: &random))
                }
            case 2:
                let ids = try cache.articles(ArticleQuery(), offset: 0, limit: 500).map(\.id).shuffled(using: &random).prefix(7)
                try cache.setRead(Array(ids), Bool.random(using: &random))
            case 3:
                _ = try cache.markAllRead(ArticleQuery(feedID: try cache.feed(url: feed)?.id))
            case 4:
                _ = try cache.prune(keepPerFeed: Int.random(in: 10..<80, using: &random))
            default:
                // A feed's line leaves and comes back, or the feed is removed and subscribed again.
                let removing: Set<String> = Bool.random(using: &random) ? [feed] : []
                try cache.sync(Self.feeds.filter { $0 != feed }.map { Subscription(url: $0) }, removing: removing)
                try expectQueryCountsTrue(cache, "with a feed's line gone, step \(step)")
                try cache.sync(Self.feeds.map { Subscription(url: $0) })
            }
            #expect(try listed(cache) == counted(cache), "after step \(step)")
            try expectQueryCountsTrue(cache, "after step \(step)")
        }
    }

    /// The News tab's "All unread" and a feed's list read the kept counts, not every article; a
    /// search, a filter, starred or a display-mode killfile count the articles.
    @Test func plainCountsAreReadFromTheKeptCounts() throws {
        try OpeningTests.makeThreeFeedCache(at: url)
        let cache = try NewsCache(url: url, searchText: .bodies)
        let first = try #require(try cache.feed(url: Self.feeds[0])).id
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "UPDATE feedCount SET unread = 1000, total = 2000 WHERE feedID = ?", arguments: [first])
        }
        #expect(try cache.count(ArticleQuery(unreadOnly: true)) == 1080)
        #expect(try cache.count(ArticleQuery()) == 2080)
        #expect(try cache.count(ArticleQuery(feedID: first, unreadOnly: true)) == 1000)
        #expect(try cache.count(ArticleQuery(feedID: first, search: "news")) == 40)
        #expect(try cache.count(ArticleQuery(feedID: first, filter: "unread = \"yes\"")) == 40)
        #expect(try cache.count(ArticleQuery(feedID: first, starredOnly: true)) == 0)
        cache.killfile = Killfile(rules: [try IgnoreRule(feed: "*", filter: "title =~ \"Article 1\"")], mode: .display)
        #expect(try cache.count(ArticleQuery(feedID: first, unreadOnly: true)) == 29)
    }

    @Test func aCacheFromBeforeTheCountsGetsThemOnOpening() throws {
        try OpeningTests.makeThreeFeedCache(at: url)
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: """
                DROP TRIGGER article_count_insert; DROP TRIGGER article_count_delete; DROP TRIGGER article_count_update;
                DROP TABLE feedCount; DELETE FROM grdb_migrations WHERE identifier = 'v8 feed counts kept by triggers';
                UPDATE article SET isRead = 1 WHERE id % 3 = 0;
                """)
        }
        let cache = try NewsCache(url: url, searchText: .bodies)
        #expect(try listed(cache) == counted(cache))
        #expect(try listed(cache)[Self.feeds[0]] == [27, 40])
    }

    /// Retention finds the feeds over the bound from the kept totals: tampered on purpose, they decide.
    @Test func retentionReadsTheKeptTotals() throws {
        let fixture = try CacheFixture()
        try fixture.merge((0..<10).map { item("\($0)", "a\($0)", hoursAgo: Double($0)) })
        try fixture.cache.setRead(try fixture.cache.articles(ArticleQuery(), offset: 0, limit: 100).map(\.id), true)
        try DatabaseQueue(path: fixture.url.path).write { db in try db.execute(sql: "UPDATE feedCount SET total = 4") }
        #expect(try fixture.cache.prune(keepPerFeed: 4) == 0, "the kept total says the feed is within the bound")
        try DatabaseQueue(path: fixture.url.path).write { db in try db.execute(sql: "UPDATE feedCount SET total = 10") }
        #expect(try fixture.cache.prune(keepPerFeed: 4) == 6)
        #expect(try fixture.titles() == ["a0", "a1", "a2", "a3"])
    }
}
