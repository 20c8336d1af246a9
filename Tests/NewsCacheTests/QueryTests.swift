import Entities
import Foundation
import NewsCache
import TestSupport
import Testing

@Suite struct QueryTests {
    @Test func feedListCountsUnreadAndAllArticles() throws {
        let fixture = try CacheFixture()
        try fixture.merge([item("1", "One"), item("2", "Two"), item("3", "Three")])
        try fixture.merge([item("1", "B one")], into: "https://b.example/feed", title: "B")
        try fixture.cache.setRead([fixture.article(titled: "Two").id], true)
        let feeds = try fixture.cache.feeds()
        #expect(feeds.map(\.unreadCount) == [2, 1])
        #expect(feeds.map(\.articleCount) == [3, 1])
    }

    @Test func filtersByFeedUnreadAndStarred() throws {
        let fixture = try CacheFixture()
        try fixture.merge([item("1", "One", hoursAgo: 3), item("2", "Two", hoursAgo: 2), item("3", "Three", hoursAgo: 1)])
        try fixture.merge([item("1", "B one")], into: "https://b.example/feed", title: "B")
        try fixture.cache.setRead([fixture.article(titled: "Two").id], true)
        try fixture.cache.setStarred([fixture.article(titled: "One").id, fixture.article(titled: "Two").id], true)
        let feedA = try fixture.feedID("https://a.example/feed")

        #expect(try fixture.titles(ArticleQuery(feedID: feedA)) == ["Three", "Two", "One"])
        #expect(try fixture.titles(ArticleQuery(unreadOnly: true)) == ["B one", "Three", "One"])
        #expect(try fixture.titles(ArticleQuery(feedID: feedA, unreadOnly: true)) == ["Three", "One"])
        #expect(try fixture.titles(ArticleQuery(starredOnly: true)) == ["Two", "One"])
        #expect(try fixture.titles(ArticleQuery(unreadOnly: true, starredOnly: true)) == ["One"])
        #expect(try fixture.cache.count(ArticleQuery(feedID: feedA, unreadOnly: true)) == 2)

        try fixture.cache.setStarred([fixture.article(titled: "One").id], false)
        #expect(try fixture.titles(ArticleQuery(starredOnly: true)) == ["Two"])
    }

    @Test func anUnreadOnlyListKeepsTheReadArticlesItIsGiven() throws {
        let fixture = try CacheFixture()
        try fixture.merge([item("1", "One", hoursAgo: 3), item("2", "Two", hoursAgo: 2), item("3", "Three", hoursAgo: 1)])
        let two = try fixture.article(titled: "Two").id, three = try fixture.article(titled: "Three").id
        try fixture.cache.setRead([two, three], true)
        var query = ArticleQuery(unreadOnly: true)
        query.keptRead = [two]
        #expect(try fixture.titles(query) == ["Two", "One"], "kept in its place, newest first")
        #expect(try fixture.cache.count(query) == 2)
        query.starredOnly = true
        #expect(try fixture.titles(query) == [], "the other conditions still hold")
    }

    @Test func pagesAreContiguousAndNewestFirst() throws {
        let fixture = try CacheFixture()
        try fixture.merge((0..<25).map { item("\($0)", "Article \($0)", hoursAgo: Double($0)) })
        var pages: [[String]] = []
        for offset in stride(from: 0, to: 30, by: 10) {
            pages.append(try fixture.cache.articles(ArticleQuery(), offset: offset, limit: 10).map(\.title))
        }
        #expect(pages.map(\.count) == [10, 10, 5])
        #expect(pages.flatMap { $0 } == (0..<25).map { "Article \($0)" })
    }

    @Test func equalDatesKeepAStableOrder() throws {
        let fixture = try CacheFixture()
        try fixture.merge((0..<5).map { item("\($0)", "Same time \($0)") })
        let first = try fixture.cache.articles(ArticleQuery(), offset: 0, limit: 3).map(\.id)
        let rest = try fixture.cache.articles(ArticleQuery(), offset: 3, limit: 3).map(\.id)
        #expect(Set(first + rest).count == 5)
        #expect(first + rest == (first + rest).sorted(by: >))
    }

    @Test func markAllReadFollowsTheQuery() throws {
        let fixture = try CacheFixture()
        try fixture.merge([item("1", "One"), item("2", "Two")])
        try fixture.merge([item("1", "B one")], into: "https://b.example/feed", title: "B")
        #expect(try fixture.cache.markAllRead(ArticleQuery(feedID: fixture.feedID("https://a.example/feed"))) == 2)
        #expect(try fixture.titles(ArticleQuery(unreadOnly: true)) == ["B one"])
        #expect(try fixture.cache.markAllRead(ArticleQuery()) == 1)
        #expect(try fixture.cache.count(ArticleQuery(unreadOnly: true)) == 0)
    }

    @Test func markingReadThenUnreadRestoresCounts() throws {
        let fixture = try CacheFixture()
        try fixture.merge((0..<1200).map { item("\($0)", "A\($0)", hoursAgo: Double($0)) })
        let ids = try fixture.cache.articles(ArticleQuery(), offset: 0, limit: 2000).map(\.id)
        try fixture.cache.setRead(ids, true)  // more IDs than one statement takes
        #expect(try fixture.cache.feeds()[0].unreadCount == 0)
        try fixture.cache.setRead(Array(ids.prefix(7)), false)
        #expect(try fixture.cache.feeds()[0].unreadCount == 7)
    }

    @Test func retentionDropsOldestReadButNeverStarredOrUnread() throws {
        let fixture = try CacheFixture()
        // Newest first: a0 … a9; a9 is the oldest.
        try fixture.merge((0..<10).map { item("\($0)", "a\($0)", hoursAgo: Double($0)) })
        try fixture.merge([item("1", "b0")], into: "https://b.example/feed", title: "B")
        let all = try fixture.cache.articles(ArticleQuery(), offset: 0, limit: 100)
        func ids(_ titles: [String]) -> [Article.ID] { all.filter { titles.contains($0.title) }.map(\.id) }
        try fixture.cache.setRead(ids(["a0", "a1", "a2", "a3", "a5", "a6", "a8", "a9", "b0"]), true)
        try fixture.cache.setStarred(ids(["a9"]), true)
        // a4 and a7 unread, a9 starred: of the 10, 6 must go; the read, unstarred ones are a8, a6,
        // a5, a3, a2, a1, a0: the oldest six of them go.
        #expect(try fixture.cache.prune(keepPerFeed: 4) == 6)
        #expect(try fixture.titles(ArticleQuery(feedID: fixture.feedID("https://a.example/feed"))) == ["a0", "a4", "a7", "a9"])
        #expect(try fixture.titles(ArticleQuery(feedID: fixture.feedID("https://b.example/feed"))) == ["b0"])
        #expect(try fixture.titles(ArticleQuery(search: "a5")) == [])
        #expect(try fixture.cache.prune(keepPerFeed: 0) == 2)  // a0 and b0; unread and starred stay
        #expect(try fixture.titles() == ["a4", "a7", "a9"])
    }
}
