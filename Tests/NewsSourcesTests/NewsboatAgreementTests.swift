import Entities
import Foundation
import NewsCache
import NewsSources
import Testing
import TestSupport

/// newsboat's own ttrss source (`urls-source "ttrss"`) and Adder on the same tt-rss.
@Suite(.serialized) struct NewsboatAgreementTests {
    /// `newsboat -x reload print-unread` with its files (and HOME) in `folder`: "N unread articles".
    private func newsboatUnread(_ server: TTRSSServer, in folder: TemporaryDirectory) throws -> String {
        let root = server.url.deletingLastPathComponent().absoluteString  // newsboat adds "api/"
        try """
            urls-source "ttrss"
            ttrss-url "\(root)"
            ttrss-login "\(server.login)"
            ttrss-password "\(server.password)"
            """.write(to: folder.file("config"), atomically: true, encoding: .utf8)
        try "".write(to: folder.file("urls"), atomically: true, encoding: .utf8)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/newsboat") else {
            throw NewsboatMissing()
        }
        return try ScriptRun.run(URL(fileURLWithPath: "/usr/bin/env"), [
            "HOME=\(folder.url.path)", "/usr/bin/newsboat", "-C", folder.file("config").path, "-u", folder.file("urls").path,
            "-c", folder.file("cache.db").path, "-x", "reload", "print-unread",
        ]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func whatAdderMarksReadNewsboatSeesRead() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: "http://feeds.example/a.xml", category: "Tech", count: 5)
        let newsboat = TemporaryDirectory("adder-newsboat")
        #expect(try newsboatUnread(server, in: newsboat) == "5 unread articles")

        let fixture = try SyncFixture()
        let sync = ServiceSync(cache: fixture.cache, service: fixture.ttrss(server))
        _ = try await sync.run()
        #expect(try fixture.cache.count(ArticleQuery(unreadOnly: true)) == 5)
        let read = try fixture.articles().prefix(2).map(\.id)
        try fixture.cache.setRead(read, true)
        _ = try await sync.run()
        #expect(try newsboatUnread(server, in: newsboat) == "3 unread articles")
    }

    @Test func whatIsReadElsewhereBothSeeRead() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: "http://feeds.example/a.xml", count: 4)
        let fixture = try SyncFixture()
        let sync = ServiceSync(cache: fixture.cache, service: fixture.ttrss(server))
        _ = try await sync.run()
        try server.sql("UPDATE ttrss_user_entries SET unread = false WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title = 'Item 4');")
        _ = try await sync.run()
        #expect(try fixture.cache.count(ArticleQuery(unreadOnly: true)) == 3)
        #expect(try newsboatUnread(server, in: TemporaryDirectory("adder-newsboat")) == "3 unread articles")
    }
}

struct NewsboatMissing: Error, CustomStringConvertible {
    var description: String { "newsboat is not installed (.ci/run installs it)" }
}
