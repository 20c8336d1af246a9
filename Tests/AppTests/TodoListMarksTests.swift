@testable import App
import Entities
import Terminal
import TestSupport
import Testing
import Todos

@MainActor
@Suite("TodoList marks: many to-dos at once")
struct TodoListMarksTests {
    let view = TodoListViewSpy()
    let interactor = TodoListInteractorSpy()
    let presenter: TodoListPresenter

    init() {
        presenter = TodoListPresenter(interactor: interactor, router: TodoListRouterSpy(), wording: .fixture)
        view.presenter = presenter
        presenter.todosDidChange(TodoListContent(todos: (1...5).map { Fixtures.todo($0, "t\($0)") },
                                                 counts: TodoCounts(open: 5)))
    }

    private func press(_ keys: String) throws {
        for key in try KeyNotation.parse(keys) { _ = presenter.handle(key) }
    }

    @Test("m marks and moves down; the rows show it and the status bar counts it")
    func toggle() throws {
        try press("mm")
        let model = try #require(view.last)
        #expect(model.rows.map(\.isMarked) == [true, true, false, false, false])
        #expect(model.selectedRow == 2)
        #expect(model.chrome.summary == "2 marked · 5 open · 0 done")
        #expect(model.chrome.message?.text == "2 marked: x, d, p, D, #, P, A, J/K act on all of them; c clears.")
        try press("km")
        #expect(view.last?.rows.map(\.isMarked) == [true, false, false, false, false])
    }

    @Test("M marks from the last mark to the cursor, * marks all shown, c clears")
    func rangeAllClear() throws {
        try press("jmjM")
        #expect(view.last?.rows.map(\.isMarked) == [false, true, true, true, false])
        try press("*")
        #expect(view.last?.rows.map(\.isMarked) == [true, true, true, true, true])
        try press("c")
        #expect(view.last?.rows.map(\.isMarked) == [false, false, false, false, false])
        #expect(view.last?.chrome.summary == "5 open · 0 done")
    }

    @Test("with marks, x d p A J K act on all marked, in the list's order")
    func actions() throws {
        try press("Gmggm")
        try press("xdpAJK")
        #expect(interactor.calls == ["many [1, 5] toggleDone", "many [1, 5] delete", "many [1, 5] cyclePriority",
                                     "many [1, 5] archive", "many [1, 5] move(by: 1)", "many [1, 5] move(by: -1)"])
    }

    @Test("D and # ask once for all marked; without marks # retags the selected one")
    func prompts() throws {
        try press("#-work<Enter>")
        #expect(interactor.calls == ["many [1] tags(\"-work\")"])
        presenter.editDidFinish(.many("Tagged 1 to-do -work"), saveFailure: nil)
        try press("mmD")
        #expect(view.last?.chrome.prompt?.labelForms.first == "Due for 2 to-dos (fri, +3d, YYYY-MM-DD; empty clears):")
        try press("fri<Enter>")
        #expect(interactor.calls.last == "many [1, 2] due(\"fri\")")
        #expect(view.last?.chrome.prompt != nil)
        presenter.editDidFinish(.many("Set 2 to-dos due Fri 2026-01-09"), saveFailure: nil)
        #expect(view.last?.chrome.prompt == nil)
        #expect(view.last?.chrome.message?.text == "Set 2 to-dos due Fri 2026-01-09 (u to undo).")
    }

    @Test("marks of to-dos the list stops showing are dropped")
    func hiddenMarksDropped() throws {
        try press("mmm")
        presenter.todosDidChange(TodoListContent(todos: [Fixtures.todo(2, "t2"), Fixtures.todo(4, "t4")], counts: TodoCounts(open: 2)))
        #expect(view.last?.rows.map(\.isMarked) == [true, false])
        #expect(view.last?.chrome.summary == "1 marked · 2 open · 0 done")
    }
}

@MainActor
@Suite("Many at once on a real store")
struct TodoManyInteractorTests {
    let folder = TemporaryDirectory()

    private func setUp() throws -> (TodoListInteractor, TodoListOutputSpy, TodoStore) {
        let store = try Fixtures.store(in: folder, todos: (1...4).map { Fixtures.todo($0, "t\($0)") })
        let interactor = TodoListInteractor(editor: TodoInteractorTests.editor(store), today: TodoInteractorTests.today)
        let output = TodoListOutputSpy()
        interactor.output = output
        interactor.loadTodos()
        return (interactor, output, store)
    }

    @Test("done, priority, due and tags on all marked are one undo step each, said in one sentence")
    func oneUndoStep() throws {
        let (interactor, output, store) = try setUp()
        interactor.editMany([2, 4], .toggleDone)
        #expect(store.todos.map(\.done) == [false, true, false, true])
        #expect(output.changes.last == .many("Marked 2 to-dos done"))
        interactor.editMany([2, 4], .due("+3d"))
        #expect(store.todos.map(\.due) == [nil, CalendarDay(year: 2026, month: 1, day: 5), nil, CalendarDay(year: 2026, month: 1, day: 5)])
        interactor.editMany([1, 2], .tags("home"))
        #expect(store.todos.map(\.tags) == [["home"], ["home"], [], []])
        interactor.undo()
        interactor.undo()
        #expect(store.todos.map(\.due) == [nil, nil, nil, nil])
        #expect(store.todos.map(\.done) == [false, true, false, true])
        interactor.undo()
        #expect(store.todos.map(\.done) == [false, false, false, false])
    }

    /// Two marked to-dos and `D tomorrow 9am` once lost the time ("Set 2 to-dos due 2026-11-27").
    @Test("a due time typed for marked to-dos is kept, as for one; a date alone clears it")
    func dueTimeForMarked() throws {
        let (interactor, output, store) = try setUp()
        interactor.editMany([1, 3], .due("tomorrow 9am"))
        #expect(store.todos.map(\.dueTime) == [TimeOfDay(hour: 9, minute: 0), nil, TimeOfDay(hour: 9, minute: 0), nil])
        guard case .many(let sentence) = output.changes.last else { Issue.record("no sentence"); return }
        #expect(sentence.hasPrefix("Set 2 to-dos due 2026-01-03 09:00"), "\(sentence)")
        interactor.editMany([1, 3], .due("fri"))
        #expect(store.todos.map(\.dueTime) == [nil, nil, nil, nil])
    }

    @Test("delete, archive and move of marked to-dos; a bad date is refused and changes nothing")
    func deleteArchiveMove() throws {
        let (interactor, output, store) = try setUp()
        interactor.editMany([1, 3], .move(by: 1))
        #expect(store.todos.map(\.title) == ["t2", "t1", "t4", "t3"])
        interactor.editMany([1, 2], .due("someday"))
        #expect(output.rejections.count == 1)
        interactor.editMany([1, 2], .archive)
        #expect(output.rejections.last == "None of the marked to-dos is done: only done ones are archived.")
        interactor.editMany([1, 2], .delete)
        #expect(store.todos.map(\.title) == ["t4", "t3"])
        #expect(output.changes.last == .many("Deleted 2 to-dos"))
        interactor.undo()
        #expect(store.todos.map(\.title) == ["t2", "t1", "t4", "t3"])
    }
}
