import Foundation
import Testing
import TestSupport

/// The real binary in tmux with tt-rss as the source (issue 31 item 4): synced once, then read
/// with the server stopped: the feeds and articles are there, an article saves, pipes and becomes
/// a to-do, and a refresh says in one sentence that the service cannot be reached.
@Suite(.onOwnThreads) struct TUIFeedServiceOfflineTests {
    @Test func readSaveAndTurnIntoATodoWithTheServiceStopped() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: "http://feeds.example/tech.xml", category: "Tech", count: 3)
        let home = TemporaryDirectory("adder-e2e-ttrss-offline")
        let scratch = TemporaryDirectory("adder-e2e-ttrss-saved")
        let piped = scratch.file("piped.txt")
        try FeedServiceCommandTests.config(server)
            .replacingOccurrences(of: "[news]\n", with: "[news]\nsave-folder = \"\(scratch.url.path)\"\n")
            .write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        _ = try await TodoCommandTests.succeed(["news", "refresh"], home: home)
        server.stop()

        let report = try await withAdderInTmux(columns: 170, rows: 30, home: home) { pane in
            let session = pane.session
            try session.press("2")
            try await session.waitForScreen(containing: "Feed http://feeds.example/tech.xml")
            try session.press("R")
            try await session.waitForScreen(containing: "The refresh failed: Tiny Tiny RSS at \(server.url.absoluteString) could not be reached")
            try session.press("Enter")  // All unread
            try await session.waitForScreen(containing: "Item 2")
            try session.press("Enter")  // the newest article, into the reader
            try await session.waitForScreen(containing: "Body of item 3")
            try session.type("S")
            try await session.waitForScreen(containing: "Save the article to: \(scratch.url.path)/")
            try session.press("Enter")
            try await session.waitForScreen(containing: "Saved “Item 3” to")
            try session.type("|")
            try await session.waitForScreen(containing: "Pipe the article to:")
            try session.type("dd 'of=\(piped.path)' status=none")
            try session.press("Enter")
            try await session.waitForScreen(containing: "Press Enter to return to Adder.")
            try session.press("Enter")
            try await session.waitForScreen(containing: "it exited with status 0.")
            try session.press("T")
            try await session.waitForScreen(containing: "Added the to-do")
            try session.press("q", "q", "q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        let saved = try String(contentsOf: scratch.file("Item 3.txt"), encoding: .utf8)
        #expect(saved.hasPrefix("Title: Item 3\nFeed: Feed http://feeds.example/tech.xml\n"), "\(saved)")
        #expect(saved.contains("Body of item 3"))
        #expect(try String(contentsOf: piped, encoding: .utf8) == saved, "the pipe got the same text as the file")
        #expect(try String(contentsOf: home.file("todos.json"), encoding: .utf8).contains("\"Read: Item 3"))
    }
}
