import Foundation
import Testing
import TestSupport

/// The real binary in tmux against feeds on a loopback server: subscribe, refresh in the
/// background with R, read an article, turn it into a to-do, find it on the To-dos tab.
@Suite(.onOwnThreads) struct TUINewsTests {
    private static func writeFeeds(into folder: TemporaryDirectory, count: Int) throws {
        for feed in 0..<count {
            let items = (0..<5).map { item in
                """
                <item><guid>f\(feed)-\(item)</guid><title>Story \(feed)-\(item) from feed \(feed)</title>
                <link>https://example.com/\(feed)/\(item)</link>
                <pubDate>Thu, 01 Jan 2026 0\(item):0\(feed % 10):00 GMT</pubDate>
                <description>&lt;p&gt;Body of story \(feed)-\(item), &lt;b&gt;bold&lt;/b&gt; and a &lt;a href="/more"&gt;link&lt;/a&gt;.&lt;/p&gt;</description></item>
                """
            }.joined()
            let rss = "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Feed \(feed)</title>\(items)</channel></rss>"
            try Data(rss.utf8).write(to: folder.file("feed\(feed).xml"))
        }
    }

    @Test func refreshInTheBackgroundReadAnArticleAndTurnItIntoATodo() async throws {
        let served = TemporaryDirectory("adder-e2e-feeds")
        try Self.writeFeeds(into: served, count: 3)
        let server = try LoopbackFeedServer(root: served.url)
        defer { server.stop() }
        let home = TemporaryDirectory("adder-e2e-news")
        let lines = (0..<3).map { server.url("/feed\($0).xml").absoluteString } + [server.url("/missing.xml").absoluteString]
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: home.file("feeds"))

        let report = try await withAdderInTmux(columns: 120, rows: 30, home: home) { pane in
            let session = pane.session
            try session.press("2")
            // No feed was ever fetched, so opening the news side fetches them all (auto-refresh = 0
            // still fetches feeds never fetched), off the loop's thread: its summary arrives without a key.
            try await session.waitForScreen(containing: "Refreshed 4 feeds: 15 new articles; 1 failed")
            let feeds = try session.screen().joined(separator: "\n")
            #expect(feeds.contains("2 News 15"), "the tab bar shows the unread count")
            #expect(feeds.contains("! \(lines[3])"), "the failed feed is marked")
            try session.press("R")
            try await session.waitForScreen(containing: "Refreshed 4 feeds: 0 new articles; 1 failed")
            try session.press("Enter")  // All unread; the selection followed its article as feeds landed
            try await session.waitForScreen(containing: "/15 ─")
            try session.press("Enter")  // the newest article, into the reader
            try await session.waitForScreen(containing: "Links")
            let reader = try session.screen().joined(separator: "\n")
            #expect(reader.contains("Body of story"))
            try session.press("T")
            try await session.waitForScreen(containing: "Added the to-do")
            try session.press("1")
            try await session.waitForScreen(containing: "Read: Story")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        let todos = try String(contentsOf: home.file("todos.json"), encoding: .utf8)
        #expect(todos.contains("\"Read: Story"))
        #expect(todos.contains("\"read\""))
        #expect(todos.contains("https://example.com/"))
    }

    @Test func theNewsCacheIsCreatedOnlyWhenTheNewsTabShows() async throws {
        let home = TemporaryDirectory("adder-e2e-news-lazy")
        let cache = home.file("news.sqlite")
        let todosOnly = try await withAdderInTmux(columns: 100, rows: 24, home: home) { pane in
            let session = pane.session
            try await session.waitForScreen(containing: "Nothing to do. Press a to add a to-do.")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(todosOnly == "EXIT=0 MODES=same")
        #expect(!FileManager.default.fileExists(atPath: cache.path), "keeping to-dos only creates no news cache")
        let withNews = try await withAdderInTmux(columns: 100, rows: 24, home: home) { pane in
            let session = pane.session
            try session.press("2")
            try await session.waitForScreen(containing: "No feeds yet")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(withNews == "EXIT=0 MODES=same")
        #expect(FileManager.default.fileExists(atPath: cache.path))
    }
}
