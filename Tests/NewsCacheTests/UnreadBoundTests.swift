import Entities
import Foundation
import GRDB
import NewsCache
import TestSupport
import Testing

/// `merge(…, unreadKept:)`: a feed keeps at most that many unread articles.
@Suite struct UnreadBoundTests {
    @discardableResult
    private func merge(_ fixture: CacheFixture, _ items: [FeedItem], keep: Int, at date: Date = Fixtures.now) throws -> MergeSummary {
        try fixture.cache.merge(FeedDocument(title: "A", items: items), into: fixture.feedID("https://a.example/feed"),
                                validators: .none, fetchedAt: date, unreadKept: keep)
    }

    /// Items whose ids change at every fetch, as the attack feed's did.
    private func batch(_ fetch: Int, count: Int) -> [FeedItem] {
        (0..<count).map { item("f\(fetch)-\($0)", "fetch \(fetch) item \($0)", hoursAgo: Double(count - $0) / 100 - Double(fetch)) }
    }

    @Test("a feed that changes its ids at every fetch keeps the bound's newest unread articles")
    func changingIdsStayBounded() throws {
        let fixture = try CacheFixture()
        for fetch in 0..<4 { try merge(fixture, batch(fetch, count: 30), keep: 50) }
        let titles = try fixture.titles(ArticleQuery(unreadOnly: true))
        #expect(titles.count == 50)
        // The newest first: fetch 3's 30, then fetch 2's newest 20.
        #expect(titles.prefix(30).allSatisfy { $0.hasPrefix("fetch 3 ") })
        #expect(Set(titles.dropFirst(30).map { $0.prefix(8) }) == ["fetch 2 "])
        #expect(titles.contains("fetch 2 item 29") && !titles.contains("fetch 2 item 9"))
    }

    @Test("starred and read articles are not counted or pruned, and other feeds are untouched")
    func starredAndReadStay() throws {
        let fixture = try CacheFixture()
        try merge(fixture, batch(0, count: 10), keep: 5)
        try fixture.cache.merge(FeedDocument(title: "B", items: batch(9, count: 10)), into: fixture.feedID("https://b.example/feed"),
                                validators: .none, fetchedAt: Fixtures.now, unreadKept: 100)
        let starred = try fixture.article(titled: "fetch 0 item 0")
        let read = try fixture.article(titled: "fetch 0 item 1")
        try fixture.cache.setStarred([starred.id], true)
        try fixture.cache.setRead([read.id], true)
        try merge(fixture, batch(1, count: 5), keep: 5)
        let remaining = try fixture.titles()
        #expect(remaining.contains("fetch 0 item 0") && remaining.contains("fetch 0 item 1"))
        #expect(remaining.filter { $0.hasPrefix("fetch 0 ") }.count == 2)
        #expect(remaining.filter { $0.hasPrefix("fetch 1 ") }.count == 5)
        #expect(remaining.filter { $0.hasPrefix("fetch 9 ") }.count == 10)
    }

    @Test("an article the feed still lists is kept even when older ones it no longer lists are newer")
    func listedArticlesStay() throws {
        let fixture = try CacheFixture()
        try merge(fixture, [item("new", "Gone but new", hoursAgo: 1)], keep: 2)
        let listed = [item("old1", "Listed old 1", hoursAgo: 50), item("old2", "Listed old 2", hoursAgo: 60)]
        try merge(fixture, listed, keep: 2)
        #expect(try fixture.titles() == ["Listed old 1", "Listed old 2"])
    }

    @Test("the bound is looked at only when the kept unread count is over it")
    func theKeptCountDecides() throws {
        let fixture = try CacheFixture()
        try merge(fixture, batch(0, count: 10), keep: 12)
        // Tampered on purpose: the count says 3 unread, so the merge over the bound leaves them all.
        try DatabaseQueue(path: fixture.url.path).write { db in try db.execute(sql: "UPDATE feedCount SET unread = 3") }
        try merge(fixture, batch(1, count: 5), keep: 12)
        #expect(try fixture.titles(ArticleQuery(unreadOnly: true)).count == 15)
        try DatabaseQueue(path: fixture.url.path).write { db in try db.execute(sql: "UPDATE feedCount SET unread = 15") }
        try merge(fixture, batch(2, count: 1), keep: 12)
        #expect(try fixture.titles(ArticleQuery(unreadOnly: true)).count == 12)
    }

    @Test("a merge with nothing new prunes nothing, and no bound keeps everything")
    func nothingNewNothingPruned() throws {
        let fixture = try CacheFixture()
        try merge(fixture, batch(0, count: 10), keep: .max)
        #expect(try fixture.titles().count == 10)
        let summary = try merge(fixture, batch(0, count: 10), keep: 3)
        #expect(summary.inserted == 0)
        #expect(try fixture.titles().count == 10)
    }

    @Test("the search index loses the pruned articles")
    func searchForgetsPruned() throws {
        let fixture = try CacheFixture()
        try merge(fixture, [item("a", "Aardvark", hoursAgo: 5, text: "zebu")], keep: 1)
        try merge(fixture, [item("b", "Badger", hoursAgo: 1, text: "yak")], keep: 1)
        #expect(try fixture.titles(ArticleQuery(search: "zebu")) == [])
        #expect(try fixture.titles(ArticleQuery(search: "yak")) == ["Badger"])
    }
}
