import Foundation
import Testing
import TestSupport

/// What tmux shows of the real TUI is what `adder snapshot` prints for the same size and keys.
@Suite(.onOwnThreads) struct TUISnapshotParityTests {
    @Test func twoPanesAt100x30() async throws {
        try await expectParity(columns: 100, rows: 30, keys: [
            .text("a"), .text("Buy milk"), .enter,
            .text("a"), .text("Réserver 寿司 🍣"), .enter,
            .text("x"), .up,
        ])
    }

    @Test func onePaneWithDetailsAt80x24() async throws {
        try await expectParity(columns: 80, rows: 24, keys: [
            .text("a"), .text("Buy milk"), .enter,
            .text("a"), .text("Call 山田さん"), .enter,
            .space, .enter,
        ])
    }

    private func expectParity(columns: Int, rows: Int, keys: [TUIKey],
                              sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let snapshotHome = TemporaryDirectory("adder-e2e-snapshot")
        let expected = try adderSnapshot(columns: columns, rows: rows, keys: keys, home: snapshotHome)
        #expect(expected.count == rows, "adder snapshot printed \(expected.count) rows for \(columns)x\(rows)",
                sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: snapshotHome.file("todos.json").path),
                "adder snapshot must never write its data folder", sourceLocation: sourceLocation)

        let home = TemporaryDirectory("adder-e2e-parity")
        let seen = try await withAdderInTmux(columns: columns, rows: rows, home: home) { pane in
            for key in keys { try key.send(to: pane.session) }
            return try await pane.session.pollScreen {
                trimmingTrailingSpaces($0) == trimmingTrailingSpaces(expected)
            }.screen
        }
        expectSameScreen(tmux: seen, snapshot: expected, "\(columns)x\(rows)", sourceLocation: sourceLocation)
    }
}
