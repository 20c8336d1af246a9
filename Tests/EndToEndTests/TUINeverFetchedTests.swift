import Foundation
import Testing
import TestSupport

/// The real binary in tmux with `auto-refresh = 0` (the default): a feed added to the feeds file
/// while Adder was not running is fetched at start (newsboat #1493), and the feed fetched before
/// is not fetched again.
@Suite(.onOwnThreads) struct TUINeverFetchedTests {
    @Test func aFeedAddedWhileAdderWasNotRunningIsFetchedAtStartAndNoOther() async throws {
        let server = try LoopbackFeedServer()
        defer { server.stop() }
        let home = TemporaryDirectory("newsgaps-e2e-never-fetched")
        let first = server.url("/etag/first").absoluteString
        let added = server.url("/etag/added").absoluteString
        try Data("\(first)\n".utf8).write(to: home.file("feeds"))
        _ = try await TodoCommandTests.succeed(["news", "refresh"], home: home)
        try Data("\(first)\n\(added)\n".utf8).write(to: home.file("feeds"))

        let report = try await withAdderInTmux(columns: 100, rows: 24, home: home, socketPrefix: "newsgaps-e2e") { pane in
            let session = pane.session
            try session.press("2")
            try await session.waitForScreen(containing: "Refreshed 1 feed", timeout: .seconds(15))
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        #expect(try await server.requests(to: "/etag/added").count == 1)
        #expect(try await server.requests(to: "/etag/first").count == 1, "only the CLI's refresh asked for it")
    }
}
