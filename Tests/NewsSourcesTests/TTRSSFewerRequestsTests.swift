import Entities
import Foundation
import NewsCache
import NewsSources
import Testing
import TestSupport

/// What tt-rss is asked, and how much work each answer costs it: each page of 200 (articles or
/// ids) costs it a query per article and a parse of its HTML, so a sync asks for as few as it can.
@Suite(.serialized) struct TTRSSFewerRequestsTests {
    static let feed = TTRSSSyncTests.feedA

    /// Mostly unread: the read ones are listed (one page) instead of the unread ones (five).
    @Test func aSyncWithNothingNewListsTheReadOnesWhenTheyAreFewer() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feed, count: 1_000)
        try server.sql("UPDATE ttrss_user_entries SET unread = false WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title IN ('Item 1', 'Item 2', 'Item 3'));")
        let fixture = try SyncFixture()
        try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server)).run()

        let before = try requestsServed(by: server)
        let report = try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server)).run()
        // login, getCategories, getFeeds, getHeadlines after the last id, getUnread, one page of
        // read ids, one of starred ids; listing the 997 unread ids alone took 5.
        #expect(try requestsServed(by: server) - before == 7)
        #expect(report.changedElsewhere == 0)
        #expect(try fixture.cache.count(ArticleQuery(unreadOnly: true)) == 997)

        // Changes made elsewhere both ways still arrive through the read list.
        try server.sql("""
            UPDATE ttrss_user_entries SET unread = false WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title IN ('Item 500', 'Item 501'));
            UPDATE ttrss_user_entries SET unread = true WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title = 'Item 2');
            """)
        let changed = try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server)).run()
        #expect(changed.changedElsewhere == 3)
        #expect(Set(try fixture.articles().filter(\.isRead).map(\.title)) == ["Item 1", "Item 3", "Item 500", "Item 501"])
    }

    /// The read list tells the unread ones only when the server's articles are the cached ones;
    /// one purged there makes the counts disagree, and the unread ids are listed as before.
    @Test func anArticleGoneFromTheServerMakesTheSyncListTheUnreadOnes() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feed, count: 10)
        let fixture = try SyncFixture()
        try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server)).run()
        try server.sql("""
            DELETE FROM ttrss_user_entries WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title = 'Item 4');
            UPDATE ttrss_user_entries SET unread = false WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title = 'Item 5');
            """)

        let report = try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server)).run()
        #expect(report.changedElsewhere == 2)
        #expect(Set(try fixture.articles().filter(\.isRead).map(\.title)) == ["Item 4", "Item 5"])
    }

    /// The content comes as tt-rss stored it from the feed: its sanitizer (which parses and
    /// rewrites every article's HTML, most of a page's time on articles of a few KB) is not asked for.
    @Test func articlesComeWithTheContentTTRSSStored() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feed, count: 2)
        let stored = #"<p>See <a href="/notes/1">the notes</a>.</p>"#
        try server.sql("UPDATE ttrss_entries SET content = '\(stored)' WHERE title = 'Item 1';")
        let fixture = try SyncFixture()
        try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server)).run()

        let article = try #require(try fixture.article(titled: "Item 1"))
        #expect(try fixture.cache.body(of: article.id)?.content?.text == stored)
    }
}
