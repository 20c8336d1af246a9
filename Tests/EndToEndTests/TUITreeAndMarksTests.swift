import Foundation
import Testing
import TestSupport

/// The real binary in tmux: subtasks made with > and < , and many to-dos marked and done at once.
@Suite(.onOwnThreads) struct TUITreeAndMarksTests {
    private struct SavedTodo: Decodable {
        let id: Int
        let title: String
        let done: Bool
        let parent: Int?
    }

    private struct SavedDocument: Decodable {
        let todos: [SavedTodo]
    }

    @Test func indentingMarkingAndCompletingAllSavesTheTreeAndTheMarks() async throws {
        let home = TemporaryDirectory("adder-e2e-tree")
        let report = try await withAdderInTmux(columns: 100, rows: 30, home: home) { pane in
            let session = pane.session
            for title in ["Plan trip", "Book flights", "Pack", "Buy milk"] {
                try session.type("a")
                try session.type(title)
                try session.press("Enter")
                try await session.waitForScreen(containing: title)
            }
            // Book flights and Pack become subtasks of Plan trip.
            try session.type("gj>j>")
            try await session.waitForScreen(containing: "Plan trip 0/2")
            // Mark both subtasks (m moves down), then complete them at once.
            try session.type("gjmm")
            try await session.waitForScreen(containing: "2 marked")
            try session.type("x")
            try await session.waitForScreen(containing: "Marked 2 to-dos done")
            try await session.waitForScreen(containing: "Plan trip 2/2")
            try session.type("c")
            // Folding hides the subtasks.
            try session.type("g-")
            let folded = try await session.pollScreen { !$0.joined().contains("Book flights") }
            #expect(folded.satisfied, "- folds Plan trip: its subtasks leave the screen")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")

        let data = try Data(contentsOf: home.file("todos.json"))
        let saved = try JSONDecoder().decode(SavedDocument.self, from: data).todos
        #expect(saved.map(\.title) == ["Plan trip", "Book flights", "Pack", "Buy milk"])
        #expect(saved.map(\.parent) == [nil, 1, 1, nil])
        #expect(saved.map(\.done) == [false, true, true, false])
    }
}
