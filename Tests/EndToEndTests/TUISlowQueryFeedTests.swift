import Foundation
import Testing
import TestSupport

/// Issue 33, item 7, with the real binary in tmux: a query feed whose pattern glibc matched in
/// quadratic time (`[0-9]+x` over a long body of digits: minutes) froze the TUI as the selection
/// moved onto it, `q` and Ctrl-C ignored. Now the list opens and either quits at once.
@Suite(.onOwnThreads) struct TUISlowQueryFeedTests {
    @Test(arguments: ["q", "C-c"])
    func aQueryFeedOverALongBodyOpensAndTheKeyQuits(key: String) async throws {
        let served = TemporaryDirectory("adder-e2e-slow-query")
        let digits = String(repeating: "7", count: 200_000)
        let items = [("Numbers", digits), ("Sizes", digits + "x")].enumerated().map { index, item in
            "<item><guid>g\(index)</guid><title>\(item.0)</title><pubDate>Thu, 01 Jan 2026 0\(index):00:00 GMT</pubDate>"
                + "<description>\(item.1)</description></item>"
        }.joined()
        try Data("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Long</title>\(items)</channel></rss>".utf8)
            .write(to: served.file("long.xml"))
        let server = try LoopbackFeedServer(root: served.url)
        defer { server.stop() }
        let home = TemporaryDirectory("adder-e2e-slow-query-home")
        try Data("\(server.url("/long.xml"))\n\"query:Digits:content =~ \\\"[0-9]+x\\\"\"\n".utf8).write(to: home.file("feeds"))

        let report = try await withAdderInTmux(columns: 120, rows: 30, home: home) { pane in
            let session = pane.session
            try session.press("2")
            try await session.waitForScreen(containing: "Refreshed 1 feed: 2 new articles")
            try session.press("j")
            try session.press("j")
            try await session.waitForScreen(containing: "▸Digits")
            // The query feed's list beside it: "Sizes" alone (before, the loop froze here).
            var screen = try await session.waitForScreen(containing: "Sizes", timeout: .seconds(10))
            let deadline = ContinuousClock.now + .seconds(10)
            while screen.joined().contains("Numbers"), ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(100))
                screen = try session.screen()
            }
            #expect(!screen.joined().contains("Numbers"), "\(screen.joined(separator: "\n"))")
            try session.press(key)
            return try await pane.exitReport(timeout: .seconds(10))
        }
        #expect(report.hasPrefix("EXIT=") && report.hasSuffix("MODES=same"), "\(report)")
    }
}
