import Foundation
import Testing
import TestSupport

/// Issue 22, items 2 and 8, with the real binary in tmux: picking a tag on the feeds pane, and
/// the feeds file edited in $EDITOR (a script) and applied when it ends.
@Suite(.onOwnThreads) struct TUIFeedsPaneTests {
    /// Three small feeds served from a folder: "Feed 0" to "Feed 2", two items each (the folder
    /// lives as long as the value returned holds it).
    private static func serve() throws -> (LoopbackFeedServer, [String], TemporaryDirectory) {
        let served = TemporaryDirectory("adder-e2e-feeds-pane")
        for feed in 0..<3 {
            let items = (0..<2).map { "<item><guid>f\(feed)-\($0)</guid><title>Story \(feed)-\($0)</title></item>" }.joined()
            let rss = "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Feed \(feed)</title>\(items)</channel></rss>"
            try Data(rss.utf8).write(to: served.file("feed\(feed).xml"))
        }
        let server = try LoopbackFeedServer(root: served.url)
        return (server, (0..<3).map { server.url("/feed\($0).xml").absoluteString }, served)
    }

    @Test func tPicksATagTheFeedsPaneShowsOnlyItsFeedsAndCtrlTClearsIt() async throws {
        let (server, urls, served) = try Self.serve()
        defer { server.stop(); _ = served }
        let home = TemporaryDirectory("adder-e2e-tags")
        try "\(urls[0]) dev\n\(urls[1]) news\n\(urls[2]) dev\n".write(to: home.file("feeds"), atomically: true, encoding: .utf8)
        let report = try await withAdderInTmux(columns: 120, rows: 24, home: home) { pane in
            let session = pane.session
            try session.press("2")
            // Never fetched, the feeds are fetched as the news side opens (auto-refresh = 0 included).
            try await session.waitForScreen(containing: "Refreshed 3 feeds: 6 new articles.")
            try session.press("t")
            try await session.waitForScreen(containing: "All feeds")
            let picker = try session.screen().joined(separator: "\n")
            #expect(picker.contains("#dev") && picker.contains("2 feeds · 4 unread"))
            #expect(picker.contains("#news") && picker.contains("1 feed · 2 unread"))
            try session.press("j")
            try session.press("Enter")
            try await session.waitForScreen(containing: "Feeds #dev")
            let filtered = try session.screen()
            #expect(filtered[0].contains("2 News #dev 6"), "the tab bar names the tag: \(filtered[0])")
            #expect(filtered.contains { $0.contains("Feed 0 #dev") } && filtered.contains { $0.contains("Feed 2 #dev") })
            #expect(!filtered.contains { $0.contains("Feed 1 #news") })
            try session.press("C-t")
            try await session.waitForScreen(containing: "Feed 1 #news")
            #expect(try !session.screen()[0].contains("#dev"))
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
    }

    @Test func eEditsTheFeedsFileABadLineIsNamedAndTheRestApplies() async throws {
        let (server, urls, served) = try Self.serve()
        defer { server.stop(); _ = served }
        let home = TemporaryDirectory("adder-e2e-edit-feeds")
        let original = "\(urls[0])\n"
        try original.write(to: home.file("feeds"), atomically: true, encoding: .utf8)
        let editor = home.file("editor.sh")
        // Reads a line from the terminal first, as every interactive editor does.
        try """
            printf 'EDITING %s\\n' "$1"
            IFS= read -r line </dev/tty
            printf 'not a url\\n%s news\\n' '\(urls[1])' >> "$1"
            """.write(to: editor, atomically: true, encoding: .utf8)
        let report = try await withAdderInTmux(columns: 200, rows: 24, home: home,
                                               environment: ["VISUAL": "sh \(editor.path)", "EDITOR": "false"]) { pane in
            let session = pane.session
            try session.press("2")
            // The cache is open and its feed, never fetched, fetched.
            try await session.waitForScreen(containing: "Refreshed 1 feed: 2 new articles.")
            try session.press("E")
            try await session.waitForScreen(containing: "EDITING")
            try session.press("Enter")
            // Said at once, and again after the new feed's fetch ends (its summary names the line too).
            try await session.waitForScreen(containing: "/feeds, line 2: “not” is not an http")
            try await session.waitForScreen(containing: "Feed 1 #news")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        let text = try String(contentsOf: home.file("feeds"), encoding: .utf8)
        #expect(text == original + "not a url\n\(urls[1]) news\n", "the file is exactly what the editor left")
    }
}
