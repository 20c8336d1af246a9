import Foundation
import Testing
import TestSupport

/// `adder todo agenda`, undo across restarts (commands and the full-screen program), and
/// `adder --version`, as the built binary runs them (clock: Friday 2026-01-02 09:00 UTC).
@Suite(.onOwnThreads) struct AgendaUndoVersionTests {
    static let dated = """
        {
          "version": 1, "nextID": 6,
          "todos": [
            {"id": 1, "title": "Someday", "created": "2026-01-01T08:00:00Z"},
            {"id": 2, "title": "Pay rent", "created": "2026-01-01T08:00:00Z", "due": "2025-12-31"},
            {"id": 3, "title": "Dentist", "created": "2026-01-01T08:00:00Z", "due": "2026-01-02", "priority": "high"},
            {"id": 4, "title": "Book flights", "created": "2026-01-01T08:00:00Z", "due": "2026-01-04"},
            {"id": 5, "title": "Filed taxes", "created": "2026-01-01T08:00:00Z", "due": "2026-01-02", "done": true,
             "completed": "2026-01-02T08:00:00Z"}
          ]
        }
        """

    @Test func agendaGroupsTheOpenToDos() async throws {
        let home = TemporaryDirectory("adder-agenda")
        try TodoCommandTests.writeTodos(Self.dated, in: home)
        let text = try await TodoCommandTests.succeed(["todo", "agenda"], home: home)
        #expect(text == """
            Overdue (1)
            2 [ ]     2025-12-31 Pay rent
            Today (1)
            3 [ ] !!! 2026-01-02 Dentist
            This week (1)
            4 [ ]     2026-01-04 Book flights
            No date (1)
            1 [ ]                Someday

            """)
        let json = try await TodoCommandTests.succeed(["todo", "agenda", "--json"], home: home)
        let groups = try JSONDecoder().decode([Group].self, from: Data(json.utf8))
        #expect(groups.map(\.group) == ["overdue", "today", "tomorrow", "this week", "later", "no date"])
        #expect(groups.map(\.count) == [1, 1, 0, 1, 0, 1])
        #expect(groups.map { $0.todos.map(\.id) } == [[2], [3], [], [4], [], [1]])
    }

    /// At 21:08 two to-dos due today at 09:30 and 16:00 were overdue in the agenda pane and under
    /// Today in `todo agenda`: one grouping, one clock.
    @Test func theAgendaPaneAndTheCommandGroupByTheSameClock() async throws {
        let home = TemporaryDirectory("adder-agenda-clock")
        let evening = ["ADDER_NOW": "2026-01-02T21:08:00Z"]
        for (title, due) in [("Morning call", "today 9:30"), ("Afternoon walk", "today 16:00"), ("Late show", "today 22:00")] {
            _ = try await TodoCommandTests.succeed(["todo", "add", title, "--due", due], home: home, environment: evening)
        }
        let text = try await TodoCommandTests.succeed(["todo", "agenda"], home: home, environment: evening)
        #expect(text.hasPrefix("Overdue (2)\n"), "\(text)")
        #expect(text.contains("Today (1)\n"))
        let json = try await TodoCommandTests.succeed(["todo", "agenda", "--json"], home: home, environment: evening)
        let groups = try JSONDecoder().decode([Group].self, from: Data(json.utf8))
        #expect(groups.map { $0.todos.map(\.id) } == [[1, 2], [3], [], [], [], []])
        let screen = try await TodoCommandTests.succeed(["snapshot", "--size", "80x12", "--keys", "w"], home: home, environment: evening)
        #expect(screen.contains("Overdue (2)") && screen.contains("Today (1)"), "\(screen)")
    }

    private struct Group: Decodable {
        struct Item: Decodable { let id: Int }
        let group: String
        let count: Int
        let todos: [Item]
    }

    @Test func undoTakesBackTheLastCommandInTheNextProcess() async throws {
        let home = TemporaryDirectory("adder-undo")
        try TodoCommandTests.writeTodos(Self.dated, in: home)
        _ = try await TodoCommandTests.succeed(["todo", "done", "2"], home: home)
        _ = try await TodoCommandTests.succeed(["todo", "edit", "3", "--title", "Dentist at 10"], home: home)
        #expect(try await TodoCommandTests.succeed(["todo", "undo"], home: home) == "Undid: rename “Dentist”.\n")
        #expect(try await TodoCommandTests.succeed(["todo", "undo"], home: home) == "Undid: mark “Pay rent” done.\n")
        let nothing = try await TodoCommandTests.adder(["todo", "undo"], home: home)
        #expect(nothing == TodoCommandTests.Outcome(status: 1, output: "", errors: "adder: There is nothing to undo.\n"))
        let titles = try await TodoCommandTests.succeed(["todo", "list"], home: home)
        #expect(titles.contains("Dentist\n") && titles.contains("Pay rent\n"))
    }

    @Test func undoRefusesWhenTheToDoChangedOutsideTheHistory() async throws {
        let home = TemporaryDirectory("adder-undo")
        try TodoCommandTests.writeTodos(Self.dated, in: home)
        _ = try await TodoCommandTests.succeed(["todo", "edit", "3", "--title", "Dentist at 10"], home: home)
        // Another program rewrites the title in the file itself.
        let path = home.file("todos.json")
        let text = try String(contentsOf: path, encoding: .utf8).replacingOccurrences(of: "Dentist at 10", with: "Dentist at 11")
        try Data(text.utf8).write(to: path)
        let refused = try await TodoCommandTests.adder(["todo", "undo"], home: home)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("Cannot undo “rename “Dentist””"))
        #expect(try String(contentsOf: path, encoding: .utf8).contains("Dentist at 11"), "the other change stays")
    }

    @Test func undoInTheFullScreenProgramAfterARestart() async throws {
        let home = TemporaryDirectory("adder-undo-tui")
        try TodoCommandTests.writeTodos(Self.dated, in: home)
        let first = try await withAdderInTmux(columns: 100, rows: 20, home: home) { pane in
            try await pane.session.waitForScreen(containing: "Someday")
            try pane.session.press("x")  // marks “Someday”, the first row, done
            try await pane.session.waitForScreen(containing: "Done: “Someday”")
            try pane.session.press("q")
            return try await pane.exitReport()
        }
        #expect(first == "EXIT=0 MODES=same")
        let second = try await withAdderInTmux(columns: 100, rows: 20, home: home) { pane in
            try await pane.session.waitForScreen(containing: "Someday")
            try pane.session.press("u")
            try await pane.session.waitForScreen(containing: "Undid: mark “Someday” done.")
            try pane.session.press("q")
            return try await pane.exitReport()
        }
        #expect(second == "EXIT=0 MODES=same")
        let open = try await TodoCommandTests.succeed(["todo", "list"], home: home)
        #expect(open.contains("Someday"))
    }

    @Test func agendaKeyOpensTheAgendaInTheFullScreenProgram() async throws {
        let home = TemporaryDirectory("adder-agenda-tui")
        try TodoCommandTests.writeTodos(Self.dated, in: home)
        let report = try await withAdderInTmux(columns: 100, rows: 20, home: home) { pane in
            try await pane.session.waitForScreen(containing: "Someday")
            try pane.session.type("w")
            try await pane.session.waitForScreen(containing: "Overdue (1)")
            try pane.session.press("x")  // “Pay rent”, the first to-do of the agenda
            try await pane.session.waitForScreen(containing: "Done: “Pay rent”")
            try pane.session.press("q")  // back to the list
            try await pane.session.waitForScreen(containing: "To-dos")
            try pane.session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        let all = try await TodoCommandTests.succeed(["todo", "list", "--all"], home: home)
        #expect(all.contains("[x]     2025-12-31 Pay rent"))
    }

    @Test func versionComesFromOneConstant() async throws {
        let home = TemporaryDirectory("adder-version")
        let version = try await TodoCommandTests.succeed(["--version"], home: home)
        #expect(version.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
        let help = try await TodoCommandTests.succeed(["--help"], home: home)
        let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")  // help wraps its lines
        #expect(words.contains("(Adder \(version.trimmingCharacters(in: .newlines)))."))
    }
}
