import Foundation
import Testing
import TestSupport

/// The real binary in tmux: a query feed from the feeds file shows its count after a refresh,
/// opens to its articles, and a search saved with F becomes a query feed in the feeds file.
@Suite(.onOwnThreads) struct TUIQueryFeedTests {
    @Test func aQueryFeedOpensAndASearchIsSavedAsOne() async throws {
        let served = TemporaryDirectory("adder-e2e-query-feeds")
        let items = ["Rust 2.0 ships", "Gardening in March", "Rusty bikes and you"].enumerated().map { index, title in
            "<item><guid>g\(index)</guid><title>\(title)</title><pubDate>Thu, 01 Jan 2026 0\(index):00:00 GMT</pubDate></item>"
        }.joined()
        try Data("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Mixed</title>\(items)</channel></rss>".utf8)
            .write(to: served.file("mixed.xml"))
        let server = try LoopbackFeedServer(root: served.url)
        defer { server.stop() }
        let home = TemporaryDirectory("adder-e2e-query")
        try Data("\(server.url("/mixed.xml")) misc\n\"query:Rust things:title =~ \\\"^rust\\\"\" dev\n".utf8).write(to: home.file("feeds"))

        let report = try await withAdderInTmux(columns: 120, rows: 30, home: home) { pane in
            let session = pane.session
            try session.press("2")
            // Never fetched, the feed is fetched as the news side opens (auto-refresh = 0 included).
            try await session.waitForScreen(containing: "Refreshed 1 feed: 3 new articles")
            #expect(try session.screen().joined(separator: "\n").contains("Rust things #dev  query"))
            try session.press("j")
            try session.press("j")
            try session.press("Enter")
            try await session.waitForScreen(containing: "Rust things 1/2")
            let list = try session.screen().joined(separator: "\n")
            #expect(list.contains("Rusty bikes and you") && list.contains("Rust 2.0 ships") && !list.contains("Gardening"))
            try session.press("q")
            try session.press("/")
            try session.type("garden")
            try session.press("Enter")
            try await session.waitForScreen(containing: "Search: garden")
            try session.press("F")
            try await session.waitForScreen(containing: "Save the search as a query feed")
            try session.type("Plants")
            try session.press("Enter")
            try await session.waitForScreen(containing: "Saved the search as the query feed “Plants”")
            try session.press("q")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        let feeds = try String(contentsOf: home.file("feeds"), encoding: .utf8)
        #expect(feeds.hasSuffix("\"query:Plants:(title =~ \\\"garden\\\" or content =~ \\\"garden\\\")\"\n"), "\(feeds)")
    }
}
