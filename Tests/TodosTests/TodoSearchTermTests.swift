import Entities
import Foundation
@testable import Todos
import Testing
import TestSupport

/// The filter words of the `/` search and `adder todo list` (issue 29, item 5).
@Suite("Filter words")
struct TodoSearchTermTests {
    /// Friday 2026-01-02: eow is Sunday 2026-01-04.
    static let today = CalendarDay(year: 2026, month: 1, day: 2)

    static let todos: [Todo] = {
        func todo(_ id: Int, _ title: String, project: String? = nil, tags: [String] = [], due: Int? = nil,
                  priority: Priority? = nil, done: Bool = false, archived: Bool = false) -> Todo {
            var todo = Fixtures.todo(id, title, done: done)
            (todo.project, todo.tags, todo.priority, todo.archived) = (project, tags, priority, archived)
            todo.due = due.map { today.adding(days: $0) }
            return todo
        }
        return [
            todo(1, "Write report", project: "work.reports", tags: ["urgent"], due: 0, priority: .high),
            todo(2, "Plan the week", project: "work", due: 2, priority: .low),
            todo(3, "Sand the bench", project: "workshop", tags: ["home"], due: 3),
            todo(4, "Water the Crème plants", tags: ["home", "garden"], due: -1, priority: .medium),
            todo(5, "Filed taxes", project: "home", done: true),
            todo(6, "Old plan", archived: true),
        ]
    }()

    static func titles(_ search: String, filter: TodoFilter = .open) -> [String] {
        var query = TodoQuery(filter: filter, search: search)
        query.today = today
        return query.apply(to: todos).map(\.title)
    }

    @Test func projectsTagsAndFreeWordsCombine() {
        #expect(Self.titles("project:work") == ["Write report", "Plan the week"], "work and work.*, not workshop")
        #expect(Self.titles("+home") == ["Sand the bench", "Water the Crème plants"])
        #expect(Self.titles("+home -garden") == ["Sand the bench"])
        #expect(Self.titles("#gar") == ["Water the Crème plants"], "a # word still begins a tag")
        #expect(Self.titles("project:work +urgent report") == ["Write report"])
        #expect(Self.titles("creme") == ["Water the Crème plants"], "free words as before, accents folded")
        #expect(Self.titles("project:") == ["Water the Crème plants"], "none")
    }

    @Test func dueWordsCountFromToday() {
        #expect(Self.titles("due:today") == ["Write report"])
        #expect(Self.titles("due.before:today") == ["Water the Crème plants"], "overdue")
        #expect(Self.titles("due.before:eow") == ["Write report", "Plan the week", "Water the Crème plants"], "Sunday included")
        #expect(Self.titles("due.after:tomorrow") == ["Plan the week", "Sand the bench"])
        #expect(Self.titles("due:none", filter: .all) == ["Filed taxes"])
    }

    @Test func priorityAndStatus() {
        #expect(Self.titles("pri:H") == ["Write report"])
        #expect(Self.titles("priority:none +home") == ["Sand the bench"])
        #expect(Self.titles("status:done") == ["Filed taxes"], "status replaces the view's filter")
        #expect(Self.titles("status:archived") == ["Old plan"])
        #expect(Self.titles("status:pending project:work") == ["Write report", "Plan the week"])
    }

    @Test func aWordThatCannotBeReadIsTextWhileTypingAndASentenceOnTheCommandLine() throws {
        #expect(Self.titles("due:someday").isEmpty)
        #expect(throws: TodoSearchTerm.Problem.self) { try TodoSearchTerm.parse("pri:X", today: Self.today, strict: true) }
        do {
            _ = try TodoSearchTerm.parse("due.before:someday", today: Self.today, strict: true)
            Issue.record("read")
        } catch {
            #expect(error.description.hasPrefix("due.before:someday: "), "\(error)")
        }
    }

    @Test func sortKeysEachAscendingOrDescending() throws {
        let open = Self.todos.filter { !$0.done && !$0.archived }
        #expect(try TodoSortKeys("due,-priority").sorted(open).map(\.id) == [4, 1, 2, 3])
        #expect(try TodoSortKeys("-priority,due").sorted(open).map(\.id) == [1, 4, 2, 3])
        #expect(try TodoSortKeys("priority").sorted(open).map(\.id) == [3, 2, 4, 1], "none, low, medium, high")
        #expect(try TodoSortKeys("-due").sorted(Self.todos).map(\.id) == [3, 2, 1, 4, 5, 6], "undated last either way")
        #expect(try TodoSortKeys("project,due").sorted(Self.todos).map(\.id) == [5, 2, 1, 3, 4, 6], "grouped, none last")
        #expect(throws: TodoSearchTerm.Problem.self) { try TodoSortKeys("due,urgency") }
    }

    @Test("view:NAME stands for the saved words, views may name views; the / search keeps an unknown one as text")
    func savedViews() throws {
        let views = ["work": "project:work", "hot": "view:work pri:H", "loop": "view:again", "again": "view:loop"]
        #expect(try TodoSavedViews.expand(["view:HOT", "report"], views: views, strict: true) == ["project:work", "pri:H", "report"])
        #expect(throws: TodoSearchTerm.Problem(description: "view:nope: no saved view is called “nope” (the views are again, hot, loop, work, from [todos.views] in config.toml).")) {
            try TodoSavedViews.expand(["view:nope"], views: views, strict: true)
        }
        #expect(throws: TodoSearchTerm.Problem(description: "view:loop: the view names itself (loop → again → loop).")) {
            try TodoSavedViews.expand(["view:loop"], views: views, strict: true)
        }
        #expect(try TodoSavedViews.expand(["view:loop", "view:nope"], views: views, strict: false) == ["view:nope"])
        #expect(TodoSavedViews.problem(in: "view:work pri:X", views: views, today: Self.today) == "pri:X: a priority is H, M, L or none.")
        #expect(TodoSavedViews.problem(in: "view:hot due.before:eow", views: views, today: Self.today) == nil)

        var query = TodoQuery(filter: .all, search: "view:hot", views: views)
        query.today = Self.today
        #expect(query.apply(to: Self.todos).map(\.id) == [1])
        query.search = "view:nope"
        #expect(query.apply(to: Self.todos).isEmpty, "an unknown view is searched as the text it is")
    }

    @Test("the TUI's project sort (s) groups as --sort project does: A to Z, a project just before its subprojects, none last")
    func projectSortAsTheListCommands() throws {
        let query = TodoQuery(filter: .all, sort: .project)
        #expect(query.apply(to: Self.todos).map(\.id) == [5, 2, 1, 3, 4])
        #expect(query.apply(to: Self.todos).map(\.id) == (try TodoSortKeys("project").sorted(Self.todos)).map(\.id).filter { $0 != 6 })
    }
}
