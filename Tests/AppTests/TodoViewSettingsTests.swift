@testable import App
@testable import Settings
import Basics
import Entities
import Foundation
import Terminal
import Testing
import TestSupport
import Todos

/// `[todos]` in config.toml, the list's filter and sort remembered across restarts, and the
/// default view leaving old done to-dos out.
@MainActor
@Suite("The list's view: remembered, pinned by config.toml, old done to-dos left out")
struct TodoViewSettingsTests {
    let folder = TemporaryDirectory()
    var stateFile: URL { folder.file("todo-view.json") }

    private func parse(_ text: String) -> ConfigParser.Result {
        ConfigParser.parse(text, file: "/home/me/.config/adder/config.toml")
    }

    @Test("[todos] is read, and a wrong value is one sentence naming its line")
    func config() {
        let good = parse("[todos]\nfilter = \"open\"\nsort = \"due\"\nhide-done-after-days = 7\n")
        #expect(good.problems == [])
        #expect(good.config.todos.filter == .open && good.config.todos.sort == .due && good.config.todos.hideDoneAfterDays == 7)
        let bad = parse("[todos]\nfilter = \"opne\"\nsort = 3\nhide-done-after-days = -1\ncolour = 1\n")
        #expect(bad.config.todos == TodoViewConfig())
        #expect(bad.problems.map(\.description) == [
            "/home/me/.config/adder/config.toml, line 2: filter must be all, open, done or archived, not “opne”.",
            "/home/me/.config/adder/config.toml, line 3: sort must be a string in quotes, not 3.",
            "/home/me/.config/adder/config.toml, line 4: hide-done-after-days must be a whole number of days from 0 to 36500, not -1.",
            "/home/me/.config/adder/config.toml, line 5: unknown setting “colour” in [todos] (the settings are filter, sort, hide-done-after-days, [todos.sync] and [todos.views]).",
        ])
        #expect(parse("[todos]\nhide-done-after-days = 0\n").config.todos.hideDoneAfterDays == nil, "0 is off")
    }

    private func interactor(_ memory: TodoViewMemory, todos: [Todo] = []) throws -> (TodoListInteractor, TodoListOutputSpy) {
        let store = try Fixtures.store(in: folder, todos: todos)
        let interactor = TodoListInteractor(editor: TodoInteractorTests.editor(store), today: TodoInteractorTests.today, view: memory)
        let output = TodoListOutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test("the filter and sort last used come back after a restart")
    func remembered() throws {
        let first = TodoViewMemory(url: stateFile, config: TodoViewConfig(), clock: Fixtures.clock)
        #expect(first.startQuery == TodoQuery())
        let (interactor, _) = try interactor(first)
        interactor.setQuery(TodoQuery(filter: .open, sort: .due, search: "milk"))
        let restarted = TodoViewMemory(url: stateFile, config: TodoViewConfig(), clock: Fixtures.clock)
        #expect(restarted.startQuery == TodoQuery(filter: .open, sort: .due), "the search is not kept")
    }

    @Test("config.toml's filter and sort win over what was remembered")
    func pinned() throws {
        try Data(#"{"filter":"done","sort":"priority"}"#.utf8).write(to: stateFile)
        var config = TodoViewConfig()
        config.sort = .created
        let memory = TodoViewMemory(url: stateFile, config: config, clock: Fixtures.clock)
        #expect(memory.startQuery == TodoQuery(filter: .done, sort: .created))
    }

    @Test("[todos.views]: view:NAME in the / search shows what the saved words show; a broken view is told by line")
    func savedViewsInTheSearch() throws {
        let result = parse("[todos.views]\nhome = \"project:home -later\"\nbad = \"due.before:someday\"\n")
        #expect(result.config.todos.views == ["home": "project:home -later"])
        #expect(result.problems.map(\.line) == [3])
        #expect(result.problems.first?.reason.hasPrefix("the view “bad” cannot be used: due.before:someday: ") == true, "\(result.problems)")

        var paint = Fixtures.todo(1, "Paint the fence")
        paint.project = "home"
        var later = Fixtures.todo(2, "Fix the roof")
        (later.project, later.tags) = ("home", ["later"])
        let store = try Fixtures.store(in: folder, todos: [paint, later, Fixtures.todo(3, "Write report")])
        var dependencies = AppDependencies(store: store, clock: Fixtures.clock, timeZone: Fixtures.utc)
        dependencies.todoView = TodoViewMemory(url: nil, config: result.config.todos, clock: Fixtures.clock)
        let size = Size(columns: 100, rows: 12)
        let terminal = InMemoryTerminal(size: size, keys: try KeyNotation.parse("/view:home<Enter>"))
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: terminal.wakeUp)
        _ = EventLoop.run(shell, on: terminal)
        let screen = shell.render(size: size).textLines.joined(separator: "\n")
        #expect(screen.contains("Paint the fence"))
        #expect(!screen.contains("Fix the roof") && !screen.contains("Write report"), "\(screen)")
    }

    @Test("a view file that cannot be read is ignored and never overwritten")
    func unreadableStateIsKept() throws {
        try Data("{oops".utf8).write(to: stateFile)
        let memory = TodoViewMemory(url: stateFile, config: TodoViewConfig(), clock: Fixtures.clock)
        #expect(memory.startQuery == TodoQuery())
        memory.remember(TodoQuery(filter: .open))
        #expect(try String(contentsOf: stateFile, encoding: .utf8) == "{oops")
    }

    @Test("hide-done-after-days leaves old done to-dos out of the default view only")
    func hideOldDone() throws {
        var config = TodoViewConfig()
        config.hideDoneAfterDays = 7
        let memory = TodoViewMemory(url: nil, config: config, clock: Fixtures.clock)
        let todos = [Fixtures.todo(1, "open, old", daysAgo: 30), Fixtures.todo(2, "done long ago", done: true, daysAgo: 8),
                     Fixtures.todo(3, "done lately", done: true, daysAgo: 6)]
        let (interactor, output) = try interactor(memory, todos: todos)
        interactor.loadTodos()
        #expect(output.lastTitles == ["open, old", "done lately"])
        interactor.setQuery(TodoQuery(filter: .done))
        #expect(output.lastTitles == ["done long ago", "done lately"])
    }

    @Test("a to-do with notes is marked in its row")
    func notesMark() {
        var noted = Fixtures.todo(1, "Renew passport")
        noted.notes = "photo booth"
        let formatter = TodoListFormatter(today: CalendarDay(year: 2026, month: 1, day: 2), keys: Keymap.standard.names)
        #expect(formatter.row(noted).hasNotes)
        #expect(!formatter.row(Fixtures.todo(2, "Buy milk")).hasNotes)
    }
}
