import Foundation
import Testing
import TestSupport

/// A window resize alone (SIGWINCH, no key) re-lays out the running TUI.
@Suite(.onOwnThreads) struct TUIResizeTests {
    @Test func shrinkingTheWindowRelaysOutWithoutAKeypress() async throws {
        let keys: [TUIKey] = [.text("a"), .text("Water the plants"), .enter]
        let snapshotHome = TemporaryDirectory("adder-e2e-snapshot")
        let home = TemporaryDirectory("adder-e2e-resize")
        try await withAdderInTmux(columns: 120, rows: 30, home: home) { pane in
            let session = pane.session
            for key in keys { try key.send(to: session) }
            try await expectScreen(of: session, columns: 120, rows: 30, keys: keys, snapshotHome: snapshotHome)
            #expect(try session.screen().contains { $0.contains("Details") }, "two panes at 120 columns")

            try session.resizeWindow(columns: 70, rows: 20)
            try await expectScreen(of: session, columns: 70, rows: 20, keys: keys, snapshotHome: snapshotHome)
            #expect(try !session.screen().contains { $0.contains("Details") }, "one pane, the list, at 70 columns")

            try session.resizeWindow(columns: 30, rows: 8)
            try await expectScreen(of: session, columns: 30, rows: 8, keys: keys, snapshotHome: snapshotHome)
            #expect(try session.screen().first?.hasPrefix("Too small") == true)
        }
    }

    /// Waits for the pane to show what `adder snapshot` prints at that size, then compares.
    private func expectScreen(of session: TmuxSession, columns: Int, rows: Int, keys: [TUIKey],
                              snapshotHome: TemporaryDirectory,
                              sourceLocation: SourceLocation = #_sourceLocation) async throws {
        #expect(try session.query("#{window_width}x#{window_height}") == "\(columns)x\(rows)",
                sourceLocation: sourceLocation)
        let expected = try adderSnapshot(columns: columns, rows: rows, keys: keys, home: snapshotHome)
        let seen = try await session.pollScreen {
            trimmingTrailingSpaces($0) == trimmingTrailingSpaces(expected)
        }.screen
        expectSameScreen(tmux: seen, snapshot: expected, "after resize to \(columns)x\(rows)", sourceLocation: sourceLocation)
    }
}
