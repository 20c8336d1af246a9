import Entities
import Foundation
import NewsCache
import TestSupport
import Testing

/// The killfile in download mode: an article a rule selects never enters the cache, and the
/// cache remembers which rule dropped what (a bounded record).
@Suite struct KillfileTests {
    private func rules(_ rules: (String, String)...) throws -> Killfile {
        Killfile(rules: try rules.map { try IgnoreRule(feed: $0.0, filter: $0.1) })
    }

    @Test func anIgnoredArticleNeverEntersTheCacheAndIsRecordedByItsRule() throws {
        let fixture = try CacheFixture()
        fixture.cache.killfile = try rules(("*", #"title =~ "sponsored""#),
                                           ("https://b.example/feed", #"author = "Spam""#))
        let summary = try fixture.merge([item("1", "Kept"), item("2", "SPONSORED: buy", hoursAgo: 2),
                                         FeedItem(id: "3", title: "By Spam", author: "Spam", published: Fixtures.now)])
        #expect(summary.inserted == 2)
        #expect(try fixture.titles() == ["By Spam", "Kept"])  // the second rule is another feed's
        try fixture.merge([FeedItem(id: "4", title: "By Spam too", author: "Spam", published: Fixtures.now)], into: "https://b.example/feed")
        #expect(try fixture.titles().contains("By Spam too") == false)
        let ignored = try fixture.cache.ignoredArticles()
        #expect(ignored.map(\.title) == ["SPONSORED: buy", "By Spam too"])  // dropped at once: by rule
        #expect(Set(ignored.map { "\($0.rule) | \($0.feedURL) | \($0.title)" }) == [
            #"* title =~ "sponsored" | https://a.example/feed | SPONSORED: buy"#,
            #"https://b.example/feed author = "Spam" | https://b.example/feed | By Spam too"#,
        ])
    }

    @Test func anItemDroppedAtEveryRefreshIsOneRecord() throws {
        let fixture = try CacheFixture()
        fixture.cache.killfile = try rules(("*", #"title =~ "ad""#))
        for hour in 0..<3 {
            try fixture.merge([item("1", "An ad")], at: Fixtures.now.addingTimeInterval(Double(hour) * 3600))
        }
        let ignored = try fixture.cache.ignoredArticles()
        #expect(ignored.count == 1)
        #expect(ignored.first?.droppedAt == Fixtures.now.addingTimeInterval(2 * 3600))
    }

    @Test func theRecordKeepsTheLatestDropsOfEachRule() throws {
        let fixture = try CacheFixture()
        fixture.cache.killfile = try rules(("*", #"title =~ "ad""#))
        let count = NewsCache.ignoredKeptPerRule + 20
        try fixture.merge((0..<count).map { item("\($0)", "ad \($0)", hoursAgo: Double($0)) })
        try fixture.merge([item("late", "ad late")], at: Fixtures.now.addingTimeInterval(60))
        let ignored = try fixture.cache.ignoredArticles()
        #expect(ignored.count == NewsCache.ignoredKeptPerRule)
        #expect(ignored.first?.title == "ad late")
        #expect(try fixture.titles() == [])
    }

    @Test func anArticleAlreadyCachedIsKeptAndUpdatedWhenARuleComesLater() throws {
        let fixture = try CacheFixture()
        try fixture.merge([item("1", "An ad")])
        fixture.cache.killfile = try rules(("*", #"title =~ "ad""#))
        try fixture.merge([item("1", "An ad, updated"), item("2", "Another ad")])
        #expect(try fixture.titles() == ["An ad, updated"])
    }

    @Test func displayModeStoresEverything() throws {
        let fixture = try CacheFixture()
        fixture.cache.killfile = Killfile(rules: try [IgnoreRule(feed: "*", filter: #"title =~ "ad""#)], mode: .display)
        let summary = try fixture.merge([item("1", "An ad"), item("2", "News", hoursAgo: 1)])
        // Both stored; the refresh says one new article, the one the lists show.
        #expect(summary == MergeSummary(inserted: 2, insertedHidden: 1))
        #expect(try fixture.merge([item("1", "An ad"), item("2", "News", hoursAgo: 1)]) == MergeSummary(unchanged: 2))
        #expect(try fixture.cache.ignoredArticles() == [])
        // Hidden from lists, counts and the feed list's counts; there again without the rule.
        #expect(try fixture.titles() == ["News"])
        #expect(try fixture.cache.count(ArticleQuery(unreadOnly: true)) == 1)
        #expect(try fixture.cache.feeds().first?.unreadCount == 1)
        #expect(try fixture.cache.feeds().first?.articleCount == 1)
        fixture.cache.killfile = Killfile()
        #expect(try fixture.cache.feeds().first?.unreadCount == 2)
        #expect(try fixture.titles() == ["An ad", "News"])
    }

    @Test func displayModeHidesTheSameArticlesFromEveryListAndCount() throws {
        let fixture = try CacheFixture()
        try fixture.merge([item("1", "An ad"), item("2", "News", hoursAgo: 1), item("3", "Old ad", hoursAgo: 2)])
        try fixture.cache.setStarred([try fixture.article(titled: "An ad").id], true)
        fixture.cache.killfile = Killfile(rules: try [IgnoreRule(feed: "https://a.example/feed", filter: #"title =~ "ad""#)],
                                          mode: .display)
        let feedID = try fixture.feedID("https://a.example/feed")
        let one = try #require(try fixture.cache.feed(url: "https://a.example/feed"))
        #expect((one.unreadCount, one.articleCount) == (1, 1), "one feed counts as the feed list does")
        #expect(try fixture.cache.feeds().first.map { ($0.unreadCount, $0.articleCount) } ?? (0, 0) == (1, 1))
        #expect(try fixture.titles(ArticleQuery(feedID: feedID)) == ["News"])
        #expect(try fixture.titles(ArticleQuery(starredOnly: true)) == [])
        #expect(try fixture.cache.count(ArticleQuery(feedID: feedID, unreadOnly: true)) == 1)
        #expect(try fixture.cache.counts(ArticleQuery(filter: #"title =~ "s|ad""#)) == (1, 1), "a query feed counts what shows")
        #expect(try fixture.cache.markAllRead(ArticleQuery(feedID: feedID)) == 1, "a hidden article is not marked")
        fixture.cache.killfile = Killfile()
        #expect(try fixture.cache.feed(url: "https://a.example/feed").map { ($0.unreadCount, $0.articleCount) } ?? (0, 0) == (2, 3))
    }

    @Test func ageInADisplayModeRuleCountsFromTheInstantGiven() throws {
        let fixture = try CacheFixture()
        try fixture.merge([item("1", "Today"), item("2", "Last week", hoursAgo: 24 * 7)])
        fixture.cache.killfile = Killfile(rules: try [IgnoreRule(feed: "*", filter: "age > 3")], mode: .display)
        let later = Fixtures.now.addingTimeInterval(5 * 86_400)
        #expect(try fixture.titles(ArticleQuery(now: Fixtures.now)) == ["Today"])
        #expect(try fixture.titles(ArticleQuery(now: later)) == [])
        #expect(try fixture.cache.feeds(now: Fixtures.now).first?.articleCount == 1)
        #expect(try fixture.cache.feed(url: "https://a.example/feed", now: Fixtures.now)?.articleCount == 1)
        #expect(try fixture.cache.feeds(now: later).first?.articleCount == 0)
        #expect(try fixture.cache.sync([Subscription(url: "https://a.example/feed")], now: Fixtures.now).first?.articleCount == 1)
        fixture.cache.killfile = Killfile()
        #expect(try fixture.titles(ArticleQuery(filter: "age < 3", now: Fixtures.now)) == ["Today"])
        #expect(try fixture.titles(ArticleQuery(filter: "age < 3", now: later)) == [])
        #expect(try fixture.cache.counts(ArticleQuery(filter: "age < 8", now: Fixtures.now)) == (2, 2))
    }
}
