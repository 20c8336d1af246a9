import Foundation
import Testing
import TestSupport

/// The real binary in a real terminal: keys in, todos.json out.
@Suite(.onOwnThreads) struct TUIEditingTests {
    private struct SavedTodo: Decodable {
        let title: String
        let done: Bool
    }

    private struct SavedDocument: Decodable {
        let todos: [SavedTodo]
    }

    @Test func addingTwoTodosTogglingOneAndQuittingSavesBoth() async throws {
        let home = TemporaryDirectory("adder-e2e-edit")
        let report = try await withAdderInTmux(columns: 100, rows: 30, home: home) { pane in
            let session = pane.session
            try session.type("a")
            try session.type("Buy milk")
            try session.press("Enter")
            try await session.waitForScreen(containing: "Buy milk")
            try session.type("a")
            try session.type("寿司 🍣 bento")
            try session.press("Enter")
            try await session.waitForScreen(containing: "寿司 🍣 bento")
            // A new to-do is selected, so this marks the sushi one done.
            try session.press("x")
            try await session.waitForScreen(containing: "1 open · 1 done")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same", "q ends adder with status 0 and the tty modes restored")

        let data = try Data(contentsOf: home.file("todos.json"))
        let saved = try JSONDecoder().decode(SavedDocument.self, from: data).todos
        #expect(saved.map(\.title) == ["Buy milk", "寿司 🍣 bento"])
        #expect(saved.map(\.done) == [false, true])
    }
}
