import Entities
import Foundation
import NewsCache
import TestSupport
import Testing

@Suite struct FeedTests {
    @Test func syncAddsReordersRenamesAndRemoves() throws {
        let fixture = try CacheFixture(feeds: [])
        try fixture.cache.sync([Subscription(url: "https://a.example/feed", tags: ["tech"]),
                                Subscription(url: "https://b.example/feed", title: "Bee")])
        try fixture.merge([item("1", "Kept")], into: "https://a.example/feed")
        try fixture.merge([item("1", "Dropped")], into: "https://b.example/feed")
        let idA = try fixture.feedID("https://a.example/feed")

        let feeds = try fixture.cache.sync([
            Subscription(url: "https://c.example/feed"),
            Subscription(url: "https://a.example/feed", tags: ["tech", "daily"], title: "My A"),
            Subscription(url: "https://c.example/feed", title: "listed twice"),
        ])
        #expect(feeds.map(\.url) == ["https://c.example/feed", "https://a.example/feed"])
        #expect(feeds.map(\.title) == ["https://c.example/feed", "My A"])
        #expect(feeds[1].id == idA && feeds[1].tags == ["tech", "daily"] && feeds[1].articleCount == 1)
        #expect(try fixture.cache.feeds() == feeds)
        #expect(try fixture.titles() == ["Kept"])
        #expect(try fixture.titles(ArticleQuery(search: "dropped")) == [])
    }

    @Test func feedTitleIsTheUsersElseTheFeedsElseTheURL() throws {
        let fixture = try CacheFixture(feeds: ["https://a.example/feed"])
        #expect(try fixture.cache.feeds()[0].title == "https://a.example/feed")
        try fixture.merge([], title: "Feed's own")
        #expect(try fixture.cache.feeds()[0].title == "Feed's own")
        try fixture.cache.sync([Subscription(url: "https://a.example/feed", title: "Mine")])
        #expect(try fixture.cache.feeds()[0].title == "Mine")
        try fixture.merge([item("1", "One")], title: "Feed's own")
        #expect(try fixture.cache.articles(ArticleQuery(), offset: 0, limit: 1)[0].feedTitle == "Mine")
    }

    @Test func failureIsShownUntilTheNextSuccess() throws {
        let fixture = try CacheFixture()
        let id = try fixture.feedID("https://a.example/feed")
        try fixture.merge([item("1", "One")], at: Fixtures.now)
        let later = Fixtures.now.addingTimeInterval(600)
        try fixture.cache.recordFailure(id, message: "The server answered 500.", at: later)
        var feed = try #require(try fixture.cache.feed(url: "https://a.example/feed"))
        #expect(feed.lastError == "The server answered 500." && feed.lastErrorAt == later)
        #expect(feed.lastSuccess == Fixtures.now)

        let latest = later.addingTimeInterval(600)
        try fixture.cache.recordNotModified(id, at: latest)
        feed = try #require(try fixture.cache.feed(url: "https://a.example/feed"))
        #expect(feed.lastError == nil && feed.lastErrorAt == nil && feed.lastSuccess == latest)

        try fixture.cache.recordFailure(id, message: "Timed out.", at: latest)
        try fixture.merge([item("1", "One")], at: latest.addingTimeInterval(60))
        #expect(try fixture.cache.feed(url: "https://a.example/feed")?.lastError == nil)
    }

    @Test func validatorsAreReplacedByEachMerge() throws {
        let fixture = try CacheFixture()
        let id = try fixture.feedID("https://a.example/feed")
        #expect(try fixture.cache.validators(for: id) == .none)
        try fixture.merge([], validators: HTTPValidators(etag: "\"v1\"", lastModified: "Thu, 01 Jan 2026 00:00:00 GMT"))
        try fixture.cache.recordNotModified(id, at: Fixtures.now)
        #expect(try fixture.cache.validators(for: id).etag == "\"v1\"")
        try fixture.merge([], validators: HTTPValidators(etag: "\"v2\""))
        #expect(try fixture.cache.validators(for: id) == HTTPValidators(etag: "\"v2\""))
        #expect(throws: NewsCacheError.unknownFeed(999)) { try fixture.cache.validators(for: 999) }
        #expect(throws: NewsCacheError.unknownFeed(999)) { try fixture.cache.recordFailure(999, message: "x", at: Fixtures.now) }
    }

    @Test func aPermanentRedirectKeepsTheArticles() throws {
        let fixture = try CacheFixture()
        let id = try fixture.feedID("https://a.example/feed")
        try fixture.merge([item("1", "One")], validators: HTTPValidators(etag: "\"old\""))
        try fixture.cache.changeURL(of: id, to: "https://a.example/new-feed")
        let moved = try #require(try fixture.cache.feed(url: "https://a.example/new-feed"))
        #expect(moved.id == id && moved.articleCount == 1)
        #expect(try fixture.cache.feed(url: "https://a.example/feed") == nil)
        #expect(try fixture.cache.validators(for: id) == .none)
        #expect(throws: NewsCacheError.feedURLTaken("https://b.example/feed")) {
            try fixture.cache.changeURL(of: id, to: "https://b.example/feed")
        }
    }
}
