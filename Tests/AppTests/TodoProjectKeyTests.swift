@testable import App
@testable import Settings
import Entities
import Terminal
import Testing
import TestSupport
import Todos

/// `P` sets the project of the selected or marked to-dos; rows and details show it (issue 29, item 4).
@MainActor
@Suite("Projects in the TUI")
struct TodoProjectKeyTests {
    @Test("P asks for the project of the selected to-do, or of all marked ones, with the one it has")
    func promptForSelectedAndMarked() throws {
        let view = TodoListViewSpy()
        let interactor = TodoListInteractorSpy()
        let presenter = TodoListPresenter(interactor: interactor, router: TodoListRouterSpy(), wording: .fixture)
        view.presenter = presenter
        var first = Fixtures.todo(1, "t1")
        first.project = "home"
        presenter.todosDidChange(TodoListContent(todos: [first, Fixtures.todo(2, "t2"), Fixtures.todo(3, "t3")],
                                                 counts: TodoCounts(open: 3)))
        func press(_ keys: String) throws {
            for key in try KeyNotation.parse(keys) { _ = presenter.handle(key) }
        }
        try press("P")
        #expect(view.last?.chrome.prompt?.labelForms.first == "Project for 1 to-do (work.reports; empty clears):")
        #expect(view.last?.chrome.prompt?.editor.text == "home", "the project it has, to change")
        try press(".garden<Enter>")
        #expect(interactor.calls == ["many [1] project(\"home.garden\")"])
        presenter.editDidFinish(.many("Moved 1 to-do to the project home.garden"), saveFailure: nil)
        try press("jmmP")
        #expect(view.last?.chrome.prompt?.labelForms.first == "Project for 2 to-dos (work.reports; empty clears):")
        try press("work<Enter>")
        #expect(interactor.calls.last == "many [2, 3] project(\"work\")")
    }

    @Test("setting and clearing the project of many is one undo step each, said in one sentence")
    func onARealStore() throws {
        let folder = TemporaryDirectory()
        let store = try Fixtures.store(in: folder, todos: (1...3).map { Fixtures.todo($0, "t\($0)") })
        let interactor = TodoListInteractor(editor: TodoInteractorTests.editor(store), today: TodoInteractorTests.today)
        let output = TodoListOutputSpy()
        interactor.output = output
        interactor.loadTodos()
        interactor.editMany([1, 3], .project(" home.garden "))
        #expect(store.todos.map(\.project) == ["home.garden", nil, "home.garden"])
        #expect(output.changes.last == .many("Moved 2 to-dos to the project home.garden"))
        interactor.editMany([1], .project(""))
        #expect(store.todos.map(\.project) == [nil, nil, "home.garden"])
        #expect(output.changes.last == .many("Took 1 to-do out of their project"))
        interactor.undo()
        interactor.undo()
        #expect(store.todos.map(\.project) == [nil, nil, nil])
    }

    @Test("the row shows the project before the tags; the details have a Project line")
    func shown() {
        var todo = Fixtures.todo(1, "Write report")
        (todo.project, todo.tags) = ("work.reports", ["urgent"])
        let today = CalendarDay(year: 2026, month: 1, day: 2)
        #expect(TodoListFormatter(today: today, keys: Keymap.standard.names).row(todo).tags == "[work.reports] #urgent")
        let details = TodoDetailFormatter(dates: DateText(now: Fixtures.now, timeZone: Fixtures.utc), today: today,
                                          keys: Keymap.standard.names).fields(of: todo)
        #expect(details.contains { $0.label == "Project" && $0.value == "work.reports" })
    }
}

@MainActor
@Suite("Filter words in the / search")
struct TodoSearchWordsTests {
    @Test("the / search reads project:, +tag, due.before: and status: as todo list does")
    func searchWithFilterWords() throws {
        let folder = TemporaryDirectory()
        var report = Fixtures.todo(1, "Write report")
        (report.project, report.due) = ("work.reports", CalendarDay(year: 2026, month: 1, day: 4))
        var bench = Fixtures.todo(2, "Sand the bench")
        (bench.project, bench.tags) = ("workshop", ["home"])
        let store = try Fixtures.store(in: folder, todos: [report, bench, Fixtures.todo(3, "Filed", done: true)])
        let interactor = TodoListInteractor(editor: TodoInteractorTests.editor(store), today: TodoInteractorTests.today)
        let output = TodoListOutputSpy()
        interactor.output = output
        interactor.setQuery(TodoQuery(search: "project:work due.before:eow"))
        #expect(output.lastTitles == ["Write report"])
        interactor.setQuery(TodoQuery(search: "+home"))
        #expect(output.lastTitles == ["Sand the bench"])
        interactor.setQuery(TodoQuery(filter: .open, search: "status:done"))
        #expect(output.lastTitles == ["Filed"])
    }
}
