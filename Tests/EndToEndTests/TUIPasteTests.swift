import Entities
import Foundation
import Testing
import TestSupport

/// A paste of several lines is text for the open editor, never keys that run commands.
@Suite(.onOwnThreads) struct TUIPasteTests {
    private struct SavedTodo: Decodable {
        let title: String
    }

    private struct SavedDocument: Decodable {
        let todos: [SavedTodo]
    }

    @Test func pastingLinesIntoTheAddPromptAddsOneTodoAndDeletesNothing() async throws {
        let home = TemporaryDirectory("adder-e2e-paste")
        _ = try Fixtures.store(in: home, todos: [Fixtures.todo(1, "alpha"), Fixtures.todo(2, "beta")])
        let report = try await withAdderInTmux(columns: 100, rows: 30, home: home) { pane in
            let session = pane.session
            try session.type("a")
            try await session.waitForScreen(containing: "New to-do:")
            try session.paste("Buy eggs\nsee doctor\nxx dd\n")
            try await session.waitForScreen(containing: "New to-do: Buy eggs see doctor xx dd")
            try session.press("Enter")
            try await session.waitForScreen(containing: "Added “Buy eggs see doctor xx dd”.")
            try session.paste("dd\n")
            try await session.waitForScreen(containing: "this paste was ignored")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        let saved = try JSONDecoder().decode(SavedDocument.self, from: Data(contentsOf: home.file("todos.json"))).todos
        #expect(saved.map(\.title) == ["alpha", "beta", "Buy eggs see doctor xx dd"])
    }
}
