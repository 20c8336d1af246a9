import Foundation
import Testing
import TestSupport

/// A resize redraws at once, not at the loop's next idle tick (issue 19, item 2: it took
/// 0.7-1.0 s, because SIGWINCH was handled on another thread and never woke the loop's poll).
@Suite(.onOwnThreads) struct TUIResizeLatencyTests {
    @Test func theNewLayoutShowsWellWithinTheIdleTick() async throws {
        let keys: [TUIKey] = [.text("a"), .text("Water the plants"), .enter]
        let sizes = [(70, 20), (120, 35), (80, 24), (150, 40), (100, 30), (90, 28), (130, 36), (110, 32), (140, 38)]
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
            // Each resize comes right after the last frame, so the old loop, waiting for its 1 s
            // idle tick, took about 1 s every time (1010 ms median here). Now a resize is drawn in
            // one frame (a few ms, see Benchmarks/resize-to-frame.py), but what this test sees also
            // holds the harness: each poll starts a tmux client, and with the whole suite on two
            // loaded cores half the samples took 0.6-2.9 s while the rest took 15-40 ms. So the
            // fastest of nine must be well under the tick.
            let fastest = milliseconds.min() ?? .infinity
            #expect(fastest < 300, "resize to new layout, ms: \(milliseconds.map { Int($0) })")
        }
    }
}
