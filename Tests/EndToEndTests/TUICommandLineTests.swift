import Foundation
import Testing
import TestSupport

/// The real binary in tmux: `:` runs actions by name with Tab completion, `?` opens help at the
/// pane's section and finds with `/`, Ctrl-G shows what the status bar said.
@Suite(.onOwnThreads) struct TUICommandLineTests {
    private struct SavedTodo: Decodable {
        let title: String
        let done: Bool
    }

    private struct SavedDocument: Decodable {
        let todos: [SavedTodo]
    }

    @Test func commandsHelpAndTheMessageLogInATerminal() async throws {
        let home = TemporaryDirectory("adder-e2e-command")
        _ = try Fixtures.store(in: home, todos: [Fixtures.todo(1, "alpha"), Fixtures.todo(2, "beta")])
        let report = try await withAdderInTmux(columns: 100, rows: 30, home: home) { pane in
            let session = pane.session
            try session.type(":add gamma #home")
            try await session.waitForScreen(containing: ": add gamma #home")
            try session.press("Enter")
            try await session.waitForScreen(containing: "Added “gamma”")
            try session.type(":toggle-d")
            try session.press("Tab")
            try await session.waitForScreen(containing: ": toggle-done")
            try session.press("Enter")
            try await session.waitForScreen(containing: "2 open · 1 done")
            try session.type(":nonsense")
            try session.press("Enter")
            try await session.waitForScreen(containing: "“:nonsense” is not a command")
            try session.type("?")
            try await session.waitForScreen(containing: "To-do list")
            try session.type("/repeat")
            try await session.waitForScreen(containing: "Set the repeat rule")
            try session.press("Enter")
            try await session.waitForScreen(containing: "Keys matching “repeat”")
            try session.press("Escape")
            try session.press("Escape")
            try await session.waitForScreen(containing: "2 open · 1 done")
            try session.press("C-g")
            try await session.waitForScreen(containing: "Newest first")
            try await session.waitForScreen(containing: "“:nonsense” is not a command")
            try session.press("q")
            try session.type(":q")
            try session.press("Enter")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        let saved = try JSONDecoder().decode(SavedDocument.self, from: Data(contentsOf: home.file("todos.json"))).todos
        #expect(saved.map(\.title) == ["alpha", "beta", "gamma"])
        #expect(saved.map(\.done) == [false, false, true])
    }
}
