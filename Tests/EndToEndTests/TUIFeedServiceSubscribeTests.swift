import Foundation
import Testing
import TestSupport

/// The feeds pane's `a` with tt-rss as the source subscribes on tt-rss, as `adder feeds add` does:
/// the feeds file is left alone, the words after the URL name the category, a second `a` says
/// the service has it already, and the next refresh lists the feed.
@Suite(.onOwnThreads) struct TUIFeedServiceSubscribeTests {
    @Test func aSubscribesOnTTRSS() async throws {
        let server = try TTRSSServer()
        defer { server.stop() }
        try server.allowLoopbackFeeds()
        try server.seed(feed: FeedServiceNewsTabCommandTests.tech, category: "Tech", count: 1)
        let served = TemporaryDirectory("adder-e2e-ttrss-served")
        try Data(NewsCommandTests.newsRSS.utf8).write(to: served.file("news.rss"))
        let feeds = try LoopbackFeedServer(root: served.url)
        defer { feeds.stop() }
        let home = TemporaryDirectory("adder-e2e-ttrss-subscribe")
        try FeedServiceCommandTests.config(server).write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        _ = try await TodoCommandTests.succeed(["news", "refresh"], home: home)
        let url = feeds.url("/news.rss").absoluteString

        let report = try await withAdderInTmux(columns: 200, rows: 30, home: home) { pane in
            let session = pane.session
            try session.press("2")
            try await session.waitForScreen(containing: "Feed http://feeds.example/tech.xml")
            for _ in 0..<2 {
                try session.type("a")
                try await session.waitForScreen(containing: "Subscribe to")
                try session.type("\(url) Tech")
                try session.press("Enter")
                try await session.waitForScreen(containing: "on the service")
            }
            try await session.waitForScreen(containing: "\(url) is subscribed on the service already.")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        #expect(!FileManager.default.fileExists(atPath: home.file("feeds").path), "the feeds file is left alone")
        let category = try server.sql("\\pset tuples_only on\n\\pset format unaligned\n"
            + "SELECT c.title FROM ttrss_feeds f JOIN ttrss_feed_categories c ON c.id = f.cat_id WHERE f.feed_url = '\(url)';")
        #expect(category.trimmingCharacters(in: .whitespacesAndNewlines) == "Tech")
    }
}
