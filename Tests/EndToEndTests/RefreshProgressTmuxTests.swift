import Foundation
import Testing
import TestSupport

/// `adder news refresh` on a terminal (a tmux pane) while its last feed is slow: the progress
/// line names that feed instead of standing still, and the summary replaces it at the end.
@Suite(.onOwnThreads) struct RefreshProgressTmuxTests {
    static let script = """
        "$1" news refresh
        printf 'REFRESH-ENDED\\n'
        sleep 600
        """

    @Test func theProgressLineNamesTheFeedItWaitsOn() async throws {
        let server = try LoopbackFeedServer()
        defer { server.stop() }
        let home = TemporaryDirectory("adder-refresh-tmux")
        let slow = server.url("/slow?seconds=4").absoluteString
        try "\(server.url("/etag/quick").absoluteString)\n\(slow)\n".write(to: home.file("feeds"), atomically: true, encoding: .utf8)
        let scratch = TemporaryDirectory("adder-refresh-tmux-scratch")
        let scriptFile = scratch.file("refresh.sh")
        try Self.script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let adder = try TUIProcess.adderExecutable()
        try await withTmuxSession(columns: 160, rows: 10, command: ["/bin/sh", scriptFile.path, adder.path],
                                  environment: adderEnvironment(home: home), scratch: scratch) { session in
            let waiting = try await session.waitForScreen(containing: "Refreshing 1/2", timeout: .seconds(4))
            #expect(waiting.contains { $0.hasPrefix("Refreshing 1/2 feeds · 2 new articles · waiting for \(slow)") }, "\(waiting)")
            let ended = try await session.waitForScreen(containing: "REFRESH-ENDED", timeout: .seconds(20))
            #expect(ended.first == "2 feeds: 2 updated (4 new articles), 0 unchanged, 0 failed.", "\(ended)")
            #expect(!ended.joined().contains("Refreshing"), "the progress line is cleared")
        }
    }
}
