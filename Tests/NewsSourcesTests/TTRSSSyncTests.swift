import Entities
import Foundation
import NewsCache
import NewsSources
import Testing
import TestSupport

/// Against Debian's tt-rss on a private PostgreSQL, started per test (Tests/Support/ttrss-server).
@Suite(.serialized) struct TTRSSSyncTests {
    static let feedA = "http://feeds.example/a.xml"
    static let feedB = "http://feeds.example/b.xml"

    @Test func firstSyncBringsFeedsCategoriesArticlesAndStatePageByPage() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feedA, category: "Tech News", count: 450)
        try server.seed(feed: Self.feedB, count: 3, first: 1000)
        try server.sql("""
            UPDATE ttrss_user_entries SET unread = false WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title IN ('Item 2', 'Item 450'));
            UPDATE ttrss_user_entries SET marked = true WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title = 'Item 1001');
            """)
        let fixture = try SyncFixture()
        let report = try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server)).run()

        #expect(report.inserted == 453)
        #expect(report.feeds == 2)
        let feeds = try fixture.cache.feeds()
        #expect(feeds.map(\.url).sorted() == [Self.feedA, Self.feedB])
        #expect(feeds.first { $0.url == Self.feedA }?.tags == ["Tech-News"])
        #expect(feeds.first { $0.url == Self.feedB }?.tags == [])
        let articles = try fixture.articles()
        #expect(articles.count == 453)
        #expect(Set(articles.filter(\.isRead).map(\.title)) == ["Item 2", "Item 450"])
        #expect(articles.filter(\.isStarred).map(\.title) == ["Item 1001"])
        let seventh = try #require(try fixture.article(titled: "Item 7"))
        let body = try #require(try fixture.cache.body(of: seventh.id))
        #expect(body.content?.text.contains("Body of item 7") == true)

        let again = try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server)).run()
        #expect(again.inserted == 0 && again.updated == 0 && again.changedElsewhere == 0)
        #expect(try fixture.articles().count == 453)
    }

    @Test func marksMadeElsewhereArePulledAndNewArticlesFollow() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feedA, count: 5)
        let fixture = try SyncFixture()
        let sync = ServiceSync(cache: fixture.cache, service: fixture.ttrss(server))
        try await sync.run()
        try server.sql("""
            UPDATE ttrss_user_entries SET unread = false WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title = 'Item 3');
            UPDATE ttrss_user_entries SET marked = true WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title = 'Item 4');
            """)
        try server.seed(feed: Self.feedA, count: 2, first: 6)
        let report = try await sync.run()

        #expect(report.changedElsewhere == 2)
        #expect(report.inserted == 2)
        #expect(try fixture.article(titled: "Item 3")?.isRead == true)
        #expect(try fixture.article(titled: "Item 4")?.isStarred == true)
        #expect(try fixture.articles().count == 7)
    }

    @Test func marksMadeHereGoOutAndWinOverThePullUntilTaken() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feedA, count: 4)
        let fixture = try SyncFixture()
        let sync = ServiceSync(cache: fixture.cache, service: fixture.ttrss(server))
        try await sync.run()
        let one = try #require(try fixture.article(titled: "Item 1")), two = try #require(try fixture.article(titled: "Item 2"))
        try fixture.cache.setRead([one.id], true)
        try fixture.cache.setStarred([two.id], true)

        // A pull before the marks went out (the server still says unread, not starred) keeps them.
        let service = fixture.ttrss(server)
        try fixture.cache.applyServiceState(unread: try await service.unreadIDs(), starred: try await service.starredIDs())
        #expect(try fixture.article(titled: "Item 1")?.isRead == true)
        #expect(try fixture.article(titled: "Item 2")?.isStarred == true)
        #expect(try fixture.cache.pendingMarks().count == 2)

        let report = try await sync.run()
        #expect(report.pushed == 2)
        #expect(try fixture.cache.pendingMarks().isEmpty)
        let oneOnServer = try one.serviceIDOnServer(server)
        #expect(try server.ids(where: "NOT u.unread") == [oneOnServer].compactMap { $0 })
        #expect(try server.ids(where: "u.marked").count == 1)
        #expect(try fixture.article(titled: "Item 1")?.isRead == true)
    }

    @Test func tenThousandMarksGoOutInBatches() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feedA, count: 10_000)
        let fixture = try SyncFixture()
        // Every page at once (a sync's default, 25 pages of history, would cache 5,200 of them).
        let sync = ServiceSync(cache: fixture.cache, service: fixture.ttrss(server), historyPages: 100)
        try await sync.run()
        #expect(try fixture.cache.markAllRead(ArticleQuery()) == 10_000)
        #expect(try fixture.cache.pendingMarks().count == 10_000)

        let report = try await sync.run()
        #expect(report.pushed == 10_000)
        #expect(try server.ids(where: "u.unread").isEmpty)
        #expect(try fixture.cache.pendingMarks().isEmpty)
        #expect(try fixture.cache.count(ArticleQuery(unreadOnly: true)) == 0)
    }

    @Test func anArticleCachedFromTheFeedItselfIsMatchedNotDuplicated() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feedA, count: 3)
        let fixture = try SyncFixture()
        let feed = try #require(try fixture.cache.sync([Subscription(url: Self.feedA)]).first)
        let items = (1...2).map { FeedItem(id: "\(Self.feedA)#item-\($0)", title: "Local \($0)") }
            + [FeedItem(title: "Linked only", link: "\(Self.feedA)#item-3")]
        try await fixture.cache.merge(FeedDocument(title: "A", items: items), into: feed.id, validators: HTTPValidators(), fetchedAt: Date())
        try server.sql("UPDATE ttrss_user_entries SET unread = false WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title = 'Item 2');")

        let report = try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server)).run()
        #expect(report.inserted == 0)
        let articles = try fixture.articles()
        #expect(articles.map(\.title) == ["Local 1", "Local 2", "Linked only"])
        #expect(articles.map(\.isRead) == [false, true, false])
    }

    @Test func anExpiredSessionLogsInAgain() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feedA, count: 2)
        let fixture = try SyncFixture()
        let sync = ServiceSync(cache: fixture.cache, service: fixture.ttrss(server))
        try await sync.run()
        try server.sql("DELETE FROM ttrss_sessions;")
        try server.seed(feed: Self.feedA, count: 1, first: 3)
        let report = try await sync.run()
        #expect(report.inserted == 1)
    }
}

extension Article {
    /// This article's id on the tt-rss server, found by its title there.
    func serviceIDOnServer(_ server: TTRSSServer) throws -> Int64? {
        try server.ids(where: "e.title = '\(title)'").first
    }
}

/// Requests the server served, from php's log beside its web folder.
func requestsServed(by server: TTRSSServer) throws -> Int {
    let log = try String(contentsOf: server.webFolder.deletingLastPathComponent().appendingPathComponent("php.log"), encoding: .utf8)
    return log.split(separator: "\n").filter { $0.contains("POST /api/") }.count
}

@Suite(.serialized) struct TTRSSRequestTests {
    /// The first sync's articles carry their state: listing the unread and starred ids would
    /// cost a request per 200 unread articles for nothing.
    @Test func theFirstSyncAsksForNoIDLists() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: TTRSSSyncTests.feedA, count: 450)
        let before = try requestsServed(by: server)
        let fixture = try SyncFixture()
        try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server)).run()
        // login, getCategories, getFeeds (its list serves the pull too), the newest id, the feed's
        // newest page, the starred ones, then 2 pages of its history.
        #expect(try requestsServed(by: server) - before == 8)
        #expect(try fixture.cache.count(ArticleQuery(unreadOnly: true)) == 450)
    }
}
