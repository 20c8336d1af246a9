import Foundation
import Testing
import TestSupport

/// A resize redraws at once, not at the loop's next idle tick (issue 19, item 2: it took
/// 0.7-1.0 s, because SIGWINCH was handled on another thread and never woke the loop's poll).
@Suite(.onOwnThreads) struct TUIResizeLatencyTests {
    @Test func theNewLayoutShowsWellWithinTheIdleTick() async throws {
        let keys: [TUIKey] = [.text("a"), .text("Water the plants"), .enter]
        let sizes = [(70, 20), (120, 35), (80, 24), (150, 40), (100, 30), (90, 28), (130, 36)]
        let snapshotHome = TemporaryDirectory("adder-e2e-snapshot")
        let expected = try sizes.map { try adderSnapshot(columns: $0.0, rows: $0.1, keys: keys, home: snapshotHome) }
        let home = TemporaryDirectory("adder-e2e-resize-latency")
        try await withAdderInTmux(columns: 120, rows: 30, home: home) { pane in
            let session = pane.session
            for key in keys { try key.send(to: session) }
            try await session.waitForScreen(containing: "Water the plants")
            var milliseconds: [Double] = []
            for (index, (columns, rows)) in sizes.enumerated() {
                let start = ContinuousClock.now
                try session.resizeWindow(columns: columns, rows: rows)
                let seen = try await session.pollScreen(timeout: .seconds(5)) {
                    trimmingTrailingSpaces($0) == trimmingTrailingSpaces(expected[index])
                }
                let elapsed = ContinuousClock.now - start
                expectSameScreen(tmux: seen.screen, snapshot: expected[index], "after resize to \(columns)x\(rows)")
                milliseconds.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
            }
            // Each resize comes right after the last frame, so the old loop waited its full 1 s
            // tick every time. The median of seven, with room for the harness: each poll starts a
            // tmux client, and with the whole suite running on two loaded cores single samples of
            // 1-2.5 s were seen (Benchmarks/resize-to-frame.py measures the redraw itself).
            let median = milliseconds.sorted()[milliseconds.count / 2]
            #expect(median < 400, "resize to new layout, ms: \(milliseconds.map { Int($0) }) (median \(Int(median)))")
        }
    }
}
