import Entities
import Foundation
import Testing
import TestSupport

/// The real TUI's edit goes to the edit journal (issue 28, item 4): another process sees it at
/// once, todos.json is left as it was until the TUI writes it whole, and quitting does that.
@Suite(.onOwnThreads) struct TUIEditJournalTests {
    private struct SavedTodo: Decodable {
        let title: String
        let done: Bool
    }

    private struct SavedDocument: Decodable {
        let todos: [SavedTodo]
    }

    @Test func anEditIsJournaledSeenByAnotherProcessAndWrittenIntoTodosJSONOnQuit() async throws {
        let home = TemporaryDirectory("adder-e2e-journal")
        _ = try Fixtures.store(in: home, todos: [Fixtures.todo(1, "alpha"), Fixtures.todo(2, "beta")])
        let url = home.file("todos.json")
        let journal = home.file("todos.edits.jsonl")
        let before = try Data(contentsOf: url)
        let report = try await withAdderInTmux(columns: 100, rows: 30, home: home) { pane in
            let session = pane.session
            try session.press("x")
            // The journal is written before the frame that acknowledges the edit; the TUI folds it
            // into todos.json after a second idle. So look as soon as it appears, not after reading
            // the screen, which a loaded machine made take longer than that second.
            let deadline = ContinuousClock.now + .seconds(20)
            while !FileManager.default.fileExists(atPath: journal.path), ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(2))
            }
            #expect(FileManager.default.fileExists(atPath: journal.path), "the edit went to the journal")
            #expect(try Data(contentsOf: url) == before, "todos.json was left as it was while the edit sat in the journal")
            try await session.waitForText("Done: “alpha”.")
            // Acknowledged on screen: another process sees it, folded or not.
            let listed = try await TodoCommandTests.succeed(["todo", "list", "--all"], home: home)
            #expect(listed.contains("[x]") && listed.contains("alpha"), "\(listed)")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        #expect(!FileManager.default.fileExists(atPath: journal.path), "quitting writes the journal into todos.json")
        let saved = try JSONDecoder().decode(SavedDocument.self, from: Data(contentsOf: url)).todos
        #expect(saved.map(\.title) == ["alpha", "beta"])
        #expect(saved.map(\.done) == [true, false])
    }
}
