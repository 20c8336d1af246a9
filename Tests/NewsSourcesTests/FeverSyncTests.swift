import Entities
import Foundation
import NewsCache
import NewsSources
import Testing
import TestSupport

/// The Fever API against Coldsweat (PyPI), which fetches a feed served on 127.0.0.1.
@Suite(.serialized) struct FeverSyncTests {
    static let rss = """
        <?xml version="1.0"?><rss version="2.0"><channel><title>A</title><link>http://x.example/</link>
        <item><guid>a1</guid><title>First</title><link>http://x.example/1</link><description>One</description>
          <pubDate>Mon, 01 Dec 2025 10:00:00 GMT</pubDate></item>
        <item><guid>a2</guid><title>Second</title><link>http://x.example/2</link><description>Two</description>
          <pubDate>Tue, 02 Dec 2025 10:00:00 GMT</pubDate></item>
        <item><guid>a3</guid><title>Third</title><link>http://x.example/3</link><description>Three</description>
          <pubDate>Wed, 03 Dec 2025 10:00:00 GMT</pubDate></item>
        </channel></rss>
        """

    @Test func syncPullsGroupsArticlesAndStatePushesMarksAndPullsChangesMadeElsewhere() async throws {
        let files = TemporaryDirectory("adder-fever-feeds")
        try Self.rss.write(to: files.file("a.xml"), atomically: true, encoding: .utf8)
        let feeds = try LoopbackFeedServer(root: files.url)
        let feedURL = feeds.url("/a.xml").absoluteString
        let server = try ColdsweatServer(feeds: [(feedURL, "Tech News")])
        let fixture = try SyncFixture()
        let service = FeverService(url: server.url, login: server.email, password: server.password)
        let sync = ServiceSync(cache: fixture.cache, service: service)

        let first = try await sync.run()
        #expect(first.inserted == 3)
        #expect(try fixture.cache.feeds().map(\.url) == [feedURL])
        #expect(try fixture.cache.feeds().first?.tags == ["Tech-News"])
        #expect(try fixture.articles().map(\.title) == ["First", "Second", "Third"])

        let firstArticle = try #require(try fixture.article(titled: "First"))
        let second = try #require(try fixture.article(titled: "Second"))
        try fixture.cache.setRead([firstArticle.id], true)
        try fixture.cache.setStarred([second.id], true)
        let pushed = try await sync.run()
        #expect(pushed.pushed == 2)
        #expect(try await server.ids("unread_item_ids").count == 2)
        #expect(try await server.ids("saved_item_ids").count == 1)

        let third = try #require(try await server.call("items&since_id=0")["items"] as? [[String: Any]])
            .first { $0["title"] as? String == "Third" }?["id"] as? Int
        _ = try await server.call("", form: ["mark": "item", "as": "read", "id": String(try #require(third))])
        let pulled = try await sync.run()
        #expect(pulled.changedElsewhere == 1)
        #expect(try fixture.article(titled: "Third")?.isRead == true)
        #expect(try fixture.article(titled: "First")?.isRead == true)
        #expect(try fixture.article(titled: "Second")?.isStarred == true)
    }

    /// The killfile and search work on Fever's articles as on a feed's: Coldsweat gives no guid,
    /// so the text and link are all a rule or a search has, and all they need.
    @Test func theKillfileAndSearchWorkOnFeverArticles() async throws {
        let files = TemporaryDirectory("adder-fever-feeds")
        try Self.rss.write(to: files.file("a.xml"), atomically: true, encoding: .utf8)
        let feeds = try LoopbackFeedServer(root: files.url)
        let feedURL = feeds.url("/a.xml").absoluteString
        let server = try ColdsweatServer(feeds: [(feedURL, "Tech")])
        let fixture = try SyncFixture()
        fixture.cache.killfile = Killfile(rules: [try IgnoreRule(feed: "*", filter: #"title = "Second" or tags # "Sport""#)])
        let service = FeverService(url: server.url, login: server.email, password: server.password)
        try await ServiceSync(cache: fixture.cache, service: service).run()

        #expect(try fixture.articles().map(\.title) == ["First", "Third"])
        #expect(try fixture.cache.ignoredArticles().map(\.title) == ["Second"])
        #expect(try fixture.cache.articles(ArticleQuery(search: "thre"), offset: 0, limit: 10).map(\.title) == ["Third"])
    }

    @Test func aWrongPasswordIsRefusedAndTheCacheStaysEmpty() async throws {
        let files = TemporaryDirectory("adder-fever-feeds")
        try Self.rss.write(to: files.file("a.xml"), atomically: true, encoding: .utf8)
        let feeds = try LoopbackFeedServer(root: files.url)
        let server = try ColdsweatServer(feeds: [(feeds.url("/a.xml").absoluteString, "Tech")])
        let fixture = try SyncFixture()
        let service = FeverService(url: server.url, login: server.email, password: "not-the-password")
        await #expect(throws: ServiceError.loginRefused(service: service.name, login: server.email)) {
            try await ServiceSync(cache: fixture.cache, service: service).run()
        }
        #expect(try fixture.articles().isEmpty)
    }
}
