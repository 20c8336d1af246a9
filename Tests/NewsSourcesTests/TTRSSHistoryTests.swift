import Entities
import Foundation
import NewsCache
import NewsSources
import Testing
import TestSupport

/// The first sync stores what a reader needs first (each feed's newest page, as newsboat's ttrss
/// source keeps, and every starred article); the older articles come in later syncs, a few pages
/// at each, against Debian's tt-rss (Tests/Support/ttrss-server).
@Suite(.serialized) struct TTRSSHistoryTests {
    static let feedA = TTRSSSyncTests.feedA, feedB = TTRSSSyncTests.feedB

    static func titles(_ numbers: some Sequence<Int>) -> Set<String> { Set(numbers.map { "Item \($0)" }) }

    @Test func aFirstSyncStoresEachFeedsNewestPageAndEveryStarredArticle() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feedA, count: 450)
        try server.seed(feed: Self.feedB, count: 3, first: 1000)
        try server.sql("""
            UPDATE ttrss_user_entries SET marked = true WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title = 'Item 5');
            UPDATE ttrss_user_entries SET unread = false WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title IN ('Item 2', 'Item 449'));
            """)
        let fixture = try SyncFixture()
        var storedWhenUsable: Int?
        let report = try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server), historyPages: 0).run {
            storedWhenUsable = try? fixture.articles().count
        }

        let articles = try fixture.articles()
        #expect(Set(articles.map(\.title)) == Self.titles(251...450).union(Self.titles(1000...1002)).union(["Item 5"]))
        #expect(report.inserted == 204 && storedWhenUsable == 204)
        #expect(articles.filter(\.isStarred).map(\.title) == ["Item 5"])
        #expect(articles.filter(\.isRead).map(\.title) == ["Item 449"])
        #expect(try !fixture.cache.historyComplete())
    }

    /// Articles arriving between syncs push the older ones further down each feed: a history page
    /// then repeats a few cached ones, and none is skipped or stored twice.
    @Test func laterSyncsFillTheHistoryAFewPagesEachUntilTheCacheHoldsWhatTheServerHolds() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feedA, count: 1000)
        try server.seed(feed: Self.feedB, count: 3, first: 5000)
        let fixture = try SyncFixture()
        let service = fixture.ttrss(server)
        try await ServiceSync(cache: fixture.cache, service: service, historyPages: 0).run()
        #expect(try fixture.articles().count == 203)

        try server.seed(feed: Self.feedA, count: 2, first: 1001)
        let second = try await ServiceSync(cache: fixture.cache, service: service, historyPages: 2).run()
        // The 2 new ones, then feed A's articles 200-399 and 400-599 counted from the newest:
        // Items 802 and 801 were cached already.
        #expect(second.inserted == 2 + 198 + 200)
        #expect(Set(try fixture.articles().map(\.title)) == Self.titles(403...1002).union(Self.titles(5000...5002)))
        #expect(try !fixture.cache.historyComplete())

        try await ServiceSync(cache: fixture.cache, service: service, historyPages: 10).run()
        let articles = try fixture.articles()
        #expect(articles.count == 1005)
        #expect(Set(articles.map(\.title)).count == 1005)
        #expect(try fixture.cache.serviceIDs() == Set(try server.ids(where: "true")))
        #expect(try fixture.cache.historyComplete())
    }

    /// Marks made on the server to articles not cached yet arrive with them; marks made either
    /// side to cached ones go both ways while the history waits, and the id lists stay one page.
    @Test func marksOfHistoryArticlesAgreeWithTheServer() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feedA, count: 600)
        let fixture = try SyncFixture()
        let service = fixture.ttrss(server)
        try await ServiceSync(cache: fixture.cache, service: service, historyPages: 0).run()
        #expect(try fixture.articles().count == 200)
        try server.sql("""
            UPDATE ttrss_user_entries SET unread = false WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title IN ('Item 10', 'Item 590'));
            UPDATE ttrss_user_entries SET marked = true WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title = 'Item 20');
            """)
        let five = try #require(try fixture.article(titled: "Item 500"))
        try fixture.cache.setRead([five.id], true)

        let before = try requestsServed(by: server)
        let report = try await ServiceSync(cache: fixture.cache, service: service, historyPages: 0).run()
        // getCategories, getFeeds, updateArticle, getHeadlines after the watermark, getUnread, one
        // page of read ids (not the 597 unread ones: three pages), one of starred (logged in already).
        let served = try requestsServed(by: server) - before
        #expect(served == 7)
        #expect(report.pushed == 1 && report.changedElsewhere == 1)
        #expect(try fixture.article(titled: "Item 590")?.isRead == true)
        #expect(try fixture.articles().count == 200)

        try await ServiceSync(cache: fixture.cache, service: service, historyPages: 10).run()
        let articles = try fixture.articles()
        #expect(articles.count == 600)
        #expect(Set(articles.filter(\.isRead).map(\.title)) == ["Item 10", "Item 500", "Item 590"])
        #expect(articles.filter(\.isStarred).map(\.title) == ["Item 20"])
        let readOnServer = Set(try server.ids(where: "NOT u.unread"))
        #expect(Set(articles.filter(\.isRead).compactMap { try? $0.serviceIDOnServer(server) }) == readOnServer)

        let settled = try await ServiceSync(cache: fixture.cache, service: service).run()
        #expect(settled.changedElsewhere == 0 && settled.inserted == 0)
    }
}
