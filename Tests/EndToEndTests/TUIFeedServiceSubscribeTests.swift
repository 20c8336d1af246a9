import Foundation
import Testing
import TestSupport

/// The feeds pane's `a` with tt-rss as the source subscribes on tt-rss, as `adder feeds add` does:
/// the feeds file is left alone, the words after the URL name the category, a second `a` says
/// the service has it already, and the next refresh lists the feed.
@Suite(.onOwnThreads) struct TUIFeedServiceSubscribeTests {
    @Test func aSubscribesOnTTRSS() async throws {
        let setup = try FeedServiceSubscribeCommandTests.Subscribing()
        let (server, feeds, home, url) = (setup.server, setup.feeds, setup.home, setup.url)
        defer { server.stop() }
        defer { feeds.stop() }
        _ = try await TodoCommandTests.succeed(["news", "refresh"], home: home)

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
        #expect(try setup.category(of: url) == "Tech")
    }
}
