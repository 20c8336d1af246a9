import Entities
import Foundation
import NewsCache
import NewsSources
import Testing
import TestSupport

/// tt-rss pages by `skip` in an order of dates (a feed: score, date entered, date updated; the new
/// articles: date updated), none of them unique. With many articles of one date across every page
/// boundary, no page may skip or repeat one (issue 31 item 3), against Debian's tt-rss. On
/// PostgreSQL its `SELECT DISTINCT ON (id, <the order's columns>)` makes PostgreSQL sort by id
/// after the dates, so equal dates keep one order from page to page.
@Suite(.serialized) struct TTRSSEqualDatesTests {
    static let feed = TTRSSSyncTests.feedA

    /// 1,000 articles entered and updated at the same instant: every boundary falls among equals.
    static func serverWithOneDate() throws -> TTRSSServer {
        let server = try TTRSSServer()
        try server.seed(feed: feed, count: 1000)
        try server.sql("""
            UPDATE ttrss_entries SET updated = timestamp '2026-01-01', date_entered = timestamp '2026-01-01',
                date_updated = timestamp '2026-01-01';
            """)
        return server
    }

    @Test func historyPagesOfOneDateSkipAndRepeatNone() async throws {
        let server = try Self.serverWithOneDate()
        let service = TTRSSService(url: server.url, login: server.login, password: server.password)
        _ = try await service.subscriptions()
        var seen: [Int64] = []
        var skip = 0
        while true {
            let page = try await service.page(ofFeed: Self.feed, skip: skip)
            seen += page.articles.map(\.serviceID)
            skip += page.received
            if page.isLast { break }
        }
        #expect(seen.count == 1000 && Set(seen).count == 1000, "\(seen.count) read, \(Set(seen).count) different")
        #expect(Set(seen) == Set(try server.ids(where: "true")))
    }

    @Test func aSyncOfOneDateStoresEveryArticleOnce() async throws {
        let server = try Self.serverWithOneDate()
        let fixture = try SyncFixture()
        let service = fixture.ttrss(server)
        // The first sync's feed page and history pages, then the new ones in pages after the watermark.
        try await ServiceSync(cache: fixture.cache, service: service, historyPages: 100).run()
        #expect(try fixture.cache.serviceIDs() == Set(try server.ids(where: "true")))
        try server.seed(feed: Self.feed, count: 700, first: 2001)
        try server.sql("UPDATE ttrss_entries SET updated = timestamp '2026-02-01' WHERE title ~ '^Item 2[0-9]{3}$';")
        let report = try await ServiceSync(cache: fixture.cache, service: service).run()
        #expect(report.inserted == 700)
        let articles = try fixture.articles()
        #expect(articles.count == 1700 && Set(articles.map(\.title)).count == 1700)
        #expect(try fixture.cache.serviceIDs() == Set(try server.ids(where: "true")))
    }
}
