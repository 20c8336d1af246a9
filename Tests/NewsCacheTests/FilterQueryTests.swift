import Entities
import Foundation
import NewsCache
import TestSupport
import Testing

/// Query feeds run as SQL on the cache; the killfile runs the same expressions in memory on
/// fetched items. Both must pick the same articles.
@Suite struct FilterQueryTests {
    /// Days ago, half a day off the boundary so the test's and the cache's clocks agree on `age`.
    private static func daysAgo(_ days: Double) -> Date { Date().addingTimeInterval(-(days + 0.5) * 86400) }

    private static let items: [(feed: String, item: FeedItem)] = [
        ("https://a.example/feed", FeedItem(id: "1", title: "Linux 6.12 released", link: "https://a.example/linux", author: "Frank",
                                            published: daysAgo(0), content: FeedText("<p>The kernel</p>", format: .html))),
        ("https://a.example/feed", FeedItem(id: "2", title: "Sponsored: buy now", link: "https://a.example/ad", author: "Ads",
                                            published: daysAgo(3), summary: FeedText("promo words", format: .plain))),
        ("https://a.example/feed", FeedItem(id: "3", title: "FreeBSD notes", author: "John", published: daysAgo(12))),
        ("https://b.example/feed", FeedItem(id: "4", title: "Gentoo news", link: "http://b.example/g", published: daysAgo(40),
                                            content: FeedText("linux distribution", format: .plain))),
        ("https://b.example/feed", FeedItem(id: "5", title: "日本語の記事", author: "著者", published: daysAgo(1))),
    ]

    private func fixture() throws -> CacheFixture {
        let fixture = try CacheFixture()
        try fixture.cache.sync([Subscription(url: "https://a.example/feed", tags: ["tech", "news"], title: "Alpha"),
                                Subscription(url: "https://b.example/feed", tags: ["two words", "distro"])])
        for url in ["https://a.example/feed", "https://b.example/feed"] {
            try fixture.merge(Self.items.filter { $0.feed == url }.map(\.item), into: url, title: url.contains("a.") ? "A" : "B")
        }
        try fixture.cache.setRead([try fixture.article(titled: "FreeBSD notes").id], true)
        try fixture.cache.setStarred([try fixture.article(titled: "Gentoo news").id], true)
        return fixture
    }

    private func subjects(_ fixture: CacheFixture) throws -> [String: FilterSubject] {
        let feeds = try fixture.cache.feeds()
        var subjects: [String: FilterSubject] = [:]
        for (url, item) in Self.items {
            let article = try fixture.article(titled: item.title)
            let feed = try #require(feeds.first { $0.url == url })
            subjects[item.title] = FilterSubject(
                title: item.title, content: (item.content ?? item.summary)?.text ?? "", author: item.author ?? "",
                link: item.link ?? "", isRead: article.isRead, isStarred: article.isStarred, published: article.published,
                feedTitle: feed.title, feedURL: feed.url, feedLink: feed.siteLink ?? "", tags: feed.tags)
        }
        return subjects
    }

    private func sqlTitles(_ fixture: CacheFixture, _ expression: String) throws -> Set<String> {
        Set(try fixture.titles(ArticleQuery(filter: expression)))
    }

    @Test(arguments: [
        (#"unread = "yes""#, ["Linux 6.12 released", "Sponsored: buy now", "Gentoo news", "日本語の記事"]),
        (#"unread = "no""#, ["FreeBSD notes"]),
        (#"flags # "s""#, ["Gentoo news"]),
        (#"flags = """#, ["Linux 6.12 released", "Sponsored: buy now", "FreeBSD notes", "日本語の記事"]),
        (#"title =~ "^linux""#, ["Linux 6.12 released"]),
        (#"title !~ "s""#, ["日本語の記事"]),
        (#"content =~ "linux|kernel""#, ["Linux 6.12 released", "Gentoo news"]),
        (#"content =~ "promo""#, ["Sponsored: buy now"]),
        (#"content =~ "KERNEL</p>$""#, ["Linux 6.12 released"]),
        (#"content =~ "dist.ibution""#, ["Gentoo news"]),
        (#"content !~ "^promo w+ords""#, ["Linux 6.12 released", "FreeBSD notes", "Gentoo news", "日本語の記事"]),
        (#"content # "linux""#, ["Gentoo news"]),
        (#"content # "distri""#, []),
        (#"content !# "words""#, ["Linux 6.12 released", "FreeBSD notes", "Gentoo news", "日本語の記事"]),
        ("age between 0:3", ["Linux 6.12 released", "Sponsored: buy now", "日本語の記事"]),
        ("age > 10", ["FreeBSD notes", "Gentoo news"]),
        ("age <= 1", ["Linux 6.12 released", "日本語の記事"]),
        ("age = 12", ["FreeBSD notes"]),
        (#"tags # "tech""#, ["Linux 6.12 released", "Sponsored: buy now", "FreeBSD notes"]),
        (#"tags # "two words""#, ["Gentoo news", "日本語の記事"]),
        (#"tags !# "tech""#, ["Gentoo news", "日本語の記事"]),
        (#"feedtitle = "Alpha""#, ["Linux 6.12 released", "Sponsored: buy now", "FreeBSD notes"]),
        (#"rssurl =~ "^https://b\.""#, ["Gentoo news", "日本語の記事"]),
        (#"link =~ "^http:""#, ["Gentoo news"]),
        (#"author = "著者""#, ["日本語の記事"]),
        (#"author = """#, ["Gentoo news"]),
        (#"( author =~ "Frank" or author =~ "John" ) and ( title =~ "Linux" or title =~ "FreeBSD" )"#,
         ["Linux 6.12 released", "FreeBSD notes"]),
        (#"unread = "yes" and not_there = 1"#, nil),
    ] as [(String, [String]?)])
    func theCacheAndTheMatcherPickTheSameArticles(expression: String, expected: [String]?) throws {
        let fixture = try fixture()
        guard let expected else {
            #expect(throws: FilterError.self) { try sqlTitles(fixture, expression) }
            return
        }
        #expect(try sqlTitles(fixture, expression) == Set(expected))
        let parsed = try FilterExpression.parse(expression)
        let matched = try subjects(fixture).filter { parsed.matches($0.value, now: Date()) }.keys
        #expect(Set(matched) == Set(expected))
    }

    @Test func dateComparesAsUTCText() throws {
        let fixture = try CacheFixture()
        try fixture.merge([FeedItem(id: "1", title: "New year", published: Date(timeIntervalSince1970: 1_767_225_600)),  // 2026-01-01 00:00 UTC
                           FeedItem(id: "2", title: "Eve", published: Date(timeIntervalSince1970: 1_767_225_599))])
        #expect(try sqlTitles(fixture, #"date >= "2026-01-01""#) == ["New year"])
        #expect(try sqlTitles(fixture, #"date =~ "^2025-12-31 23:59:59$""#) == ["Eve"])
        let subject = FilterSubject(title: "Eve", published: Date(timeIntervalSince1970: 1_767_225_599))
        #expect(try FilterExpression.parse(#"date = "2025-12-31 23:59:59""#).matches(subject, now: Date()))
    }

    @Test func aFilterCombinesWithTheListsOwnConditionsAndCounts() throws {
        let fixture = try fixture()
        #expect(try fixture.cache.count(ArticleQuery(unreadOnly: true, filter: #"tags # "tech""#)) == 2)
        #expect(try fixture.cache.count(ArticleQuery(starredOnly: true, filter: "age > 10")) == 1)
        #expect(try fixture.cache.markAllRead(ArticleQuery(filter: #"feedurl = "https://b.example/feed""#)) == 2)
        #expect(try fixture.cache.count(ArticleQuery(unreadOnly: true)) == 2)
    }
}
