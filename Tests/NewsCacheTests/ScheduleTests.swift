import Entities
import Foundation
import GRDB
import NewsCache
import TestSupport
import Testing

/// The feed schedule table ("v5 feed schedule"): what a fetch said about the next one.
@Suite struct ScheduleTests {
    @Test func aScheduleIsWrittenReadAndReplaced() throws {
        let fixture = try CacheFixture()
        let a = try fixture.feedID("https://a.example/feed")
        #expect(try fixture.cache.schedules().isEmpty, "feeds never fetched have none")
        let first = FeedSchedule(lastFetch: Fixtures.now, notBefore: Fixtures.now.addingTimeInterval(600), notBeforeReason: .maxAge,
                                 updates: FeedUpdates(source: .syndication, interval: 3600, base: Fixtures.now.addingTimeInterval(-60)))
        try fixture.cache.recordSchedule(first, for: a)
        #expect(try fixture.cache.schedule(for: a) == first)
        let second = FeedSchedule(lastFetch: Fixtures.now.addingTimeInterval(900))
        try fixture.cache.recordSchedule(second, for: a)
        #expect(try fixture.cache.schedules() == [a: second])
    }

    @Test func aFeedLeavingTheSubscriptionsTakesItsScheduleAlong() throws {
        let fixture = try CacheFixture()
        try fixture.cache.recordSchedule(FeedSchedule(lastFetch: Fixtures.now), for: try fixture.feedID("https://a.example/feed"))
        try fixture.cache.sync([Subscription(url: "https://b.example/feed")])
        #expect(try fixture.cache.schedules().isEmpty)
    }

    @Test func anUnsubscribedFeedKeptForItsStarredArticlesIsFetchedAtOnceWhenSubscribedAgain() throws {
        let fixture = try CacheFixture()
        try fixture.merge([item("1", "Kept")])
        let a = try fixture.feedID("https://a.example/feed")
        try fixture.cache.setStarred([try fixture.article(titled: "Kept").id], true)
        try fixture.cache.recordSchedule(FeedSchedule(lastFetch: Fixtures.now, notBefore: Fixtures.now.addingTimeInterval(3600),
                                                      notBeforeReason: .ttl), for: a)
        try fixture.cache.sync([Subscription(url: "https://b.example/feed")], removing: ["https://a.example/feed"])
        try fixture.cache.sync([Subscription(url: "https://a.example/feed")])
        #expect(try fixture.cache.schedule(for: a) == nil)
        #expect(try fixture.cache.feed(url: "https://a.example/feed")?.lastSuccess == nil, "so it counts as never fetched")
    }

    /// A cache from before the schedule (v4) opens with its feeds and articles, without rows:
    /// a feed's last success or failure is its last fetch (`RefreshSchedule.implied`).
    @Test func aVersion4CacheUpgrades() throws {
        let fixture = try CacheFixture(feeds: ["https://a.example/feed", "https://b.example/feed"])
        try fixture.merge([item("1", "One")], at: Fixtures.now.addingTimeInterval(-7200))
        let url = fixture.url
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "DROP TABLE feedSchedule; DELETE FROM grdb_migrations WHERE identifier = 'v5 feed schedule'")
        }
        let reopened = try NewsCache(url: url, searchText: .bodies)
        #expect(try reopened.schedules() == [:])
        #expect(try reopened.feeds().map(\.lastSuccess) == [Fixtures.now.addingTimeInterval(-7200), nil])
        #expect(try reopened.articles(ArticleQuery(), offset: 0, limit: 10).map(\.title) == ["One"])
        let a = try fixture.feedID("https://a.example/feed")
        try reopened.recordSchedule(FeedSchedule(lastFetch: Fixtures.now), for: a)
        #expect(try reopened.schedules() == [a: FeedSchedule(lastFetch: Fixtures.now)])
    }

    @Test func aCacheFromANewerAdderIsStillRefused() throws {
        let fixture = try CacheFixture()
        let url = fixture.url
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v6 from a newer Adder')")
        }
        #expect(throws: NewsCacheError.newerSchema(file: url.path)) { try NewsCache(url: url, searchText: .bodies) }
    }
}
