import Entities
import Foundation
import Testing
import TestSupport

/// `E` hands the terminal to an interactive `$VISUAL` that reads it, and takes it back.
@Suite(.onOwnThreads) struct TUIExternalEditorTests {
    private struct SavedTodo: Decodable {
        let title: String
        let notes: String?
    }

    private struct SavedDocument: Decodable {
        let todos: [SavedTodo]
    }

    private func savedNotes(in home: TemporaryDirectory) throws -> [String] {
        let data = try Data(contentsOf: home.file("todos.json"))
        return try JSONDecoder().decode(SavedDocument.self, from: data).todos.map { $0.notes ?? "" }
    }

    /// An editor that reads a line from the terminal, as every interactive editor does: in a
    /// process group of its own the terminal would stop it there (SIGTTIN) and Adder would hang.
    @Test func anEditorThatReadsTheTerminalRunsAndItsTextBecomesTheNotes() async throws {
        let home = TemporaryDirectory("adder-e2e-editor")
        _ = try Fixtures.store(in: home, todos: [Fixtures.todo(1, "alpha")])
        let editor = home.file("read-a-line.sh")
        try """
            printf 'READY: type a line\\n'
            IFS= read -r line </dev/tty
            printf '%s\\n' "$line" >> "$1"
            """.write(to: editor, atomically: true, encoding: .utf8)
        let report = try await withAdderInTmux(columns: 80, rows: 24, home: home,
                                               environment: ["VISUAL": "sh \(editor.path)", "EDITOR": "false"]) { pane in
            let session = pane.session
            try session.press("E")
            try await session.waitForScreen(containing: "READY: type a line")
            try session.type("from the terminal")
            try session.press("Enter")
            try await session.waitForScreen(containing: "Saved the notes of “alpha”")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        #expect(try savedNotes(in: home) == ["from the terminal"])
    }

    @Test(.enabled(if: TUIProcess.tool("vi") != nil, "vi is not installed (apt-get install vim-tiny)"))
    func viEditsTheNotes() async throws {
        let home = TemporaryDirectory("adder-e2e-vi")
        var todo = Fixtures.todo(1, "alpha")
        todo.notes = "first line"
        _ = try Fixtures.store(in: home, todos: [todo])
        // Wide enough that vi's "file, 1 line" message fits on one row without a "Press ENTER".
        let report = try await withAdderInTmux(columns: 140, rows: 24, home: home,
                                               environment: ["VISUAL": "vi -u NONE -i NONE -n", "EDITOR": "false"]) { pane in
            let session = pane.session
            try session.press("E")
            try await session.waitForScreen(containing: "first line")
            try await session.waitForScreen(containing: "~")
            try session.type("Gosecond line")
            try session.press("Escape")
            try session.type(":wq")
            try session.press("Enter")
            try await session.waitForScreen(containing: "Saved the notes of “alpha”")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        #expect(try savedNotes(in: home) == ["first line\nsecond line"])
    }

    @Test func anEditorThatFailsIsReportedOnScreen() async throws {
        let home = TemporaryDirectory("adder-e2e-editor-fails")
        _ = try Fixtures.store(in: home, todos: [Fixtures.todo(1, "alpha")])
        let editor = home.file("killed.sh")
        try "kill -9 $$\n".write(to: editor, atomically: true, encoding: .utf8)
        try await withAdderInTmux(columns: 100, rows: 24, home: home,
                                  environment: ["VISUAL": "sh \(editor.path)", "EDITOR": "false"]) { pane in
            let session = pane.session
            try session.press("E")
            try await session.waitForScreen(containing: "The editor was killed by signal 9")
            try session.press("q")
            _ = try await pane.exitReport()
        }
    }
}
