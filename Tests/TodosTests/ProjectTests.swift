import Entities
import Foundation
@testable import Todos
import Testing
import TestSupport

/// A to-do's project (issue 29, item 4): kept in todos.json, in the undo history across
/// restarts, read by quick add, and matched with the projects under it.
@Suite("Projects")
struct ProjectTests {
    let folder = TemporaryDirectory()

    private func process(_ todos: [Todo] = []) throws -> TodoHistory {
        let store = try Fixtures.store(in: folder, todos: todos)
        let history = TodoHistory(store: store)
        history.keep(in: TodoHistoryFile.beside(store.file.url))
        return history
    }

    @Test("a project is saved, read back by a new process, undone and redone after a restart")
    func savedAndUndoneAcrossRestarts() throws {
        let first = try process([Fixtures.todo(1, "Write report")])
        try first.perform(.update(1, TodoPatch(project: .some("work.reports"))), description: "set the project")
        let text = try String(contentsOf: folder.file("todos.json"), encoding: .utf8)
        #expect(text.contains(#""project" : "work.reports""#))
        #expect(try process().store.todos[0].project == "work.reports")

        let second = try process()
        #expect(try second.undo()?.description == "set the project")
        #expect(try process().store.todos[0].project == nil)
        #expect(try process().redo()?.description == "set the project")
        #expect(try process().store.todos[0].project == "work.reports")
    }

    @Test("an added to-do keeps its project, and a deleted one gets it back with undo")
    func addAndRestoreKeepIt() throws {
        let history = try process()
        try history.perform(.add(TodoDraft(title: "Pay rent", project: " home..bills ")), description: "add")
        #expect(history.store.todos[0].project == "home.bills", "empty parts and spaces go")
        try history.perform(.delete(1), description: "delete")
        _ = try process().undo()
        #expect(try process().store.todos.first?.project == "home.bills")
    }

    @Test("the next to-do of a repeating one keeps its project")
    func nextOccurrenceKeepsTheProject() throws {
        var plants = Fixtures.todo(1, "Water the plants")
        (plants.project, plants.recurrence, plants.due) = ("home.garden", Recurrence("every week"), CalendarDay(year: 2026, month: 1, day: 2))
        let history = try process([plants])
        try history.perform(.marking(plants, done: true, today: CalendarDay(year: 2026, month: 1, day: 2)), description: "done")
        #expect(history.store.todos.map(\.project) == ["home.garden", "home.garden"])
    }

    @Test("a file written before projects still loads, without one, and is upgraded to version 3")
    func olderFileLoads() throws {
        try Data(#"{"version": 2, "nextID": 2, "todos": [{"id": 1, "title": "Old", "created": "2026-01-01T08:00:00Z"}]}"#.utf8)
            .write(to: folder.file("todos.json"))
        let store = try process().store
        #expect(store.todos.map(\.title) == ["Old"] && store.todos[0].project == nil)
        // Upgraded to version 3, the old file backed up: an Adder of version 2 refuses it rather than drop projects.
        #expect(try String(contentsOf: folder.file("todos.json"), encoding: .utf8).contains(#""version" : 3"#))
        #expect(FileManager.default.fileExists(atPath: folder.file("todos.json.v2.bak").path))
    }

    @Test("quick add reads project:NAME, +tag and pri:H; a backslash keeps them words")
    func quickAdd() throws {
        let today = CalendarDay(year: 2026, month: 1, day: 2)
        let parsed = try QuickAdd.parse("Buy nails project:home.diy !", today: today)
        #expect(parsed.draft.title == "Buy nails" && parsed.draft.project == "home.diy" && parsed.draft.priority == .low)
        #expect(parsed.understood.contains("project home.diy"))
        #expect(try QuickAdd.parse(#"Read \project:x"#, today: today).draft.title == "Read project:x")
        // What a taskwarrior user types (issue 29, item 5).
        let taskwarrior = try QuickAdd.parse("Buy nails project:home +errand pri:H due:fri", today: today).draft
        #expect(taskwarrior.title == "Buy nails" && taskwarrior.project == "home" && taskwarrior.tags == ["errand"])
        #expect(taskwarrior.priority == .high && taskwarrior.due == CalendarDay(year: 2026, month: 1, day: 9))
        #expect(try QuickAdd.parse(#"Call +1 555 and \+me about pri:X"#, today: today).draft.title == "Call +1 555 and +me about pri:X")
    }

    @Test("work matches work and the projects under it, not workshop")
    func hierarchy() {
        #expect(TodoProject.project("work", isWithin: "work"))
        #expect(TodoProject.project("work.reports", isWithin: "work"))
        #expect(!TodoProject.project("workshop", isWithin: "work"))
        #expect(!TodoProject.project("work", isWithin: "work.reports"))
        #expect(!TodoProject.project(nil, isWithin: "work"))
    }
}
