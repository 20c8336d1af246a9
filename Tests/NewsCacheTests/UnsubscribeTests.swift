import Entities
import Foundation
import NewsCache
import TestSupport
import Testing

/// A feed removed with `adder feeds rm` (`sync(removing:)`) takes its articles with it, except the
/// starred ones. (A feed whose line left the file otherwise keeps them all: FeedsFileGoneTests.)
@Suite struct UnsubscribeTests {
    let b = "https://b.example/feed"

    /// Feed b with three articles, "Keep me" starred; then b unsubscribed by `adder feeds rm`.
    private func unsubscribedB() throws -> CacheFixture {
        let fixture = try CacheFixture()
        try fixture.merge([item("1", "Keep me", hoursAgo: 1), item("2", "Let go", hoursAgo: 2), item("3", "Also go", hoursAgo: 3)],
                          into: b, title: "Bee news", validators: HTTPValidators(etag: "\"v1\"", lastModified: nil))
        try fixture.cache.setStarred([fixture.article(titled: "Keep me").id], true)
        #expect(try fixture.cache.starredCount(feedURL: b) == 1)
        try fixture.cache.sync([Subscription(url: "https://a.example/feed")], removing: [b])
        return fixture
    }

    @Test func starredArticlesStayUnderStarredWithTheirFeedsName() throws {
        let fixture = try unsubscribedB()
        #expect(try fixture.cache.feeds().map(\.url) == ["https://a.example/feed"])
        #expect(try fixture.cache.feed(url: b) == nil)
        let starred = try fixture.cache.articles(ArticleQuery(starredOnly: true), offset: 0, limit: 10)
        #expect(starred.map(\.title) == ["Keep me"])
        #expect(starred.map(\.feedTitle) == ["Bee news"])
        #expect(try fixture.titles() == ["Keep me"], "the unstarred ones went")
        #expect(starred.map(\.isRead) == [true], "All unread shows no more than the listed feeds' count")
        #expect(try fixture.cache.count(ArticleQuery(unreadOnly: true)) == 0)
        #expect(try fixture.cache.feedURLs().values.contains(b))
        #expect(try fixture.cache.body(of: starred[0].id) != nil)
    }

    @Test func subscribingAgainGivesTheFeedItsStarredArticlesWithoutDuplicatesAndFetchesItWhole() throws {
        let fixture = try unsubscribedB()
        try fixture.cache.sync([Subscription(url: "https://a.example/feed"), Subscription(url: b)])
        let feed = try #require(try fixture.cache.feed(url: b))
        #expect(feed.articleCount == 1)
        #expect(try fixture.cache.validators(for: feed.id) == HTTPValidators.none, "no 304 for a feed whose articles went")
        try fixture.merge([item("1", "Keep me", hoursAgo: 1), item("2", "Let go", hoursAgo: 2)], into: b, title: "Bee news")
        #expect(try fixture.titles(ArticleQuery(feedID: feed.id)) == ["Keep me", "Let go"])
        #expect(try fixture.titles(ArticleQuery(starredOnly: true)) == ["Keep me"])
    }

    @Test func aFeedThatMovesToTheURLOfAnUnsubscribedOneGetsItsStarredArticles() throws {
        let fixture = try unsubscribedB()
        let a = try fixture.feedID("https://a.example/feed")
        try fixture.merge([item("1", "Keep me", hoursAgo: 1), item("9", "A's own", hoursAgo: 9)], into: "https://a.example/feed")
        try fixture.cache.changeURL(of: a, to: b)
        let moved = try #require(try fixture.cache.feed(url: b))
        #expect(moved.id == a)
        #expect(try fixture.titles(ArticleQuery(feedID: a)) == ["Keep me", "A's own"], "the same item once")
        #expect(try fixture.titles(ArticleQuery(starredOnly: true)) == ["Keep me"])
        #expect(try fixture.cache.feedURLs().count == 1)
    }

    @Test func aFeedWhoseLastStarredArticleIsUnstarredGoesAtTheNextSync() throws {
        let fixture = try unsubscribedB()
        try fixture.cache.setStarred([fixture.article(titled: "Keep me").id], false)
        try fixture.cache.sync([Subscription(url: "https://a.example/feed")])
        #expect(try fixture.titles() == [])
        #expect(try !fixture.cache.feedURLs().values.contains(b))
    }
}
