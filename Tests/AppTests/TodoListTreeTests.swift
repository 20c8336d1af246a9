@testable import App
import Entities
import Foundation
import Terminal
import TestSupport
import Testing
import Todos

@MainActor
@Suite("TodoList subtasks: the presenter with spies")
struct TodoListTreePresenterTests {
    let view = TodoListViewSpy()
    let interactor = TodoListInteractorSpy()
    let presenter: TodoListPresenter
    /// plan (1) > flights (2), pack (3, done) > socks (4); milk (5).
    static let todos: [Todo] = {
        var todos = [Fixtures.todo(1, "plan"), Fixtures.todo(2, "flights"), Fixtures.todo(3, "pack", done: true),
                     Fixtures.todo(4, "socks"), Fixtures.todo(5, "milk")]
        todos[1].parent = 1
        todos[2].parent = 1
        todos[3].parent = 3
        return todos
    }()

    init() {
        presenter = TodoListPresenter(interactor: interactor, router: TodoListRouterSpy(), wording: .fixture)
        view.presenter = presenter
        show(TodoQuery())
    }

    private func show(_ query: TodoQuery) {
        let tree = TodoTree(Self.todos)
        presenter.todosDidChange(TodoListContent(all: Self.todos, rows: tree.rows(for: query),
                                                 counts: TodoCounts(Self.todos, today: CalendarDay(year: 2026, month: 1, day: 2))))
    }

    private func press(_ keys: String) throws {
        for key in try KeyNotation.parse(keys) { _ = presenter.handle(key) }
    }

    @Test("rows carry depth, fold state and progress")
    func rows() throws {
        let rows = try #require(view.last?.rows)
        #expect(rows.map(\.depth) == [0, 1, 1, 2, 0])
        #expect(rows.map(\.fold) == [.open, .leaf, .open, .leaf, .leaf])
        #expect(rows.map(\.progress) == ["1/2", "", "0/1", "", ""])
    }

    @Test("> indents under the sibling above; < outdents; the top row and top level refuse with a sentence")
    func indentOutdent() throws {
        try press(">")
        #expect(view.last?.chrome.message?.text == "“plan” has nothing above it at its level to go under.")
        try press("G>")
        #expect(interactor.calls.last == "indent 5 under 1")
        try press("<lt>")
        #expect(view.last?.chrome.message?.text == "“milk” is already at the top level.")
        try press("gjjj<lt>")
        #expect(interactor.calls.last == "outdent 4")
    }

    @Test("- folds the selected parent; on a subtask it folds the parent and selects it; _ folds all, then unfolds")
    func folding() throws {
        try press("-")
        #expect(interactor.queries.last?.folded == [1])
        try press("-")
        #expect(interactor.queries.last?.folded == [])
        try press("jjj-")
        #expect(interactor.queries.last?.folded == [3])
        #expect(view.last?.selectedRow == 2)
        try press("_")
        #expect(interactor.queries.last?.folded == [])
        try press("_")
        #expect(interactor.queries.last?.folded == [1, 3])
    }

    @Test("x on a to-do with open subtasks asks: a completes all, o only it, Esc cancels")
    func completionQuestion() throws {
        try press("x")
        #expect(view.last?.chrome.message?.text == "“plan” has 1 open subtask. Complete: a all of them too, o only it; Esc cancels.")
        #expect(view.last?.chrome.hints.isEmpty == true, "the question names its keys")
        try press("j")  // any other key leaves the question open
        #expect(interactor.calls.isEmpty)
        try press("a")
        #expect(interactor.calls == ["complete all 1"])
        try press("xo")
        #expect(interactor.calls.last == "done 1 true")
        try press("x<Esc>")
        #expect(interactor.calls.count == 2)
        #expect(view.last?.chrome.message?.text == "Nothing changed.")
        try press("Gx")
        #expect(interactor.calls.last == "done 5 true")
    }

    @Test("d on a to-do with subtasks asks: a deletes the subtree, o only it")
    func deleteQuestion() throws {
        try press("d")
        #expect(view.last?.chrome.message?.text == "Delete “plan”: a with all its subtasks, o only it (they move up a level); Esc cancels.")
        try press("a")
        #expect(interactor.calls == ["delete 1"])
        try press("do")
        #expect(interactor.calls.last == "delete only 1")
    }
}

@MainActor
@Suite("Subtasks on a real store")
struct TodoTreeInteractorTests {
    let folder = TemporaryDirectory()

    private func setUp(_ todos: [Todo]) throws -> (TodoListInteractor, TodoListOutputSpy, TodoStore) {
        let store = try Fixtures.store(in: folder, todos: todos)
        let interactor = TodoListInteractor(editor: TodoInteractorTests.editor(store), today: TodoInteractorTests.today)
        let output = TodoListOutputSpy()
        interactor.output = output
        interactor.loadTodos()
        return (interactor, output, store)
    }

    private func shape(_ content: TodoListContent?) -> [String] {
        guard let content else { return [] }
        return content.rows.map { String(repeating: "  ", count: $0.depth) + content.all[$0.index].title }
    }

    @Test("indent, outdent, delete with subtasks and undo, each one step, saved with parent references")
    func editsAndUndo() throws {
        let (interactor, output, store) = try setUp((1...4).map { Fixtures.todo($0, "t\($0)") })
        interactor.indent(2, under: 1)
        interactor.indent(3, under: 1)
        #expect(shape(output.contents.last) == ["t1", "  t2", "  t3", "t4"])
        #expect(output.changes.last == .many("“t3” is a subtask of “t1” now"))
        interactor.indent(1, under: 3)
        #expect(output.rejections.last == "“t1” cannot go under “t3”, which is one of its own subtasks.")
        interactor.moveTodo(1, by: 1)
        #expect(shape(output.contents.last) == ["t4", "t1", "  t2", "  t3"])
        interactor.deleteTodo(1)
        #expect(shape(output.contents.last) == ["t4"])
        #expect(output.changes.last == .many("Deleted “t1” and its 2 subtasks"))
        interactor.undo()
        #expect(shape(output.contents.last) == ["t4", "t1", "  t2", "  t3"])
        let reloaded = TodoStore(file: store.file, clock: Fixtures.clock)
        try reloaded.load()
        #expect(reloaded.todos.map(\.parent) == [1, 1, nil, nil])
        interactor.outdent(3)
        #expect(shape(output.contents.last) == ["t4", "t1", "  t2", "t3"])
    }

    @Test("a subtask whose parent another program removed shows at the top level, said once")
    func parentRemovedElsewhere() throws {
        var child = Fixtures.todo(2, "child")
        child.parent = 1
        let (interactor, output, store) = try setUp([Fixtures.todo(1, "parent"), child])
        _ = interactor
        // Another program removes only the parent (an older tool, a hand edit).
        let other = TodoFile(url: store.file.url)
        var document = try #require(try other.read())
        document.todos.removeFirst()
        try other.write(document)
        store.refreshIfChanged()
        #expect(shape(output.contents.last) == ["child"])
        #expect(output.contents.last?.liftedNotice == "“child” shows at the top level: the to-do it was under is gone from the file.")
        store.refreshIfChanged()
        interactor.loadTodos()
        #expect(output.contents.last?.liftedNotice == nil)
    }

    @Test("completing with subtasks and deleting only the parent")
    func completeAndLift() throws {
        var todos = (1...3).map { Fixtures.todo($0, "t\($0)") }
        todos[1].parent = 1
        todos[2].parent = 2
        let (interactor, output, store) = try setUp(todos)
        interactor.completeWithSubtasks(1)
        #expect(store.todos.map(\.done) == [true, true, true])
        #expect(output.changes.last == .many("Done: “t1” and its 2 open subtasks"))
        interactor.undo()
        #expect(store.todos.map(\.done) == [false, false, false])
        interactor.deleteKeepingSubtasks(1)
        #expect(shape(output.contents.last) == ["t2", "  t3"])
        interactor.undo()
        #expect(shape(output.contents.last) == ["t1", "  t2", "    t3"])
    }
}

@MainActor
@Suite("The details of a to-do in a tree")
struct TodoDetailFamilyTests {
    let folder = TemporaryDirectory()

    @Test("the detail interactor tells the parent's title and the subtasks' progress, again after a change")
    func family() throws {
        var todos = (1...3).map { Fixtures.todo($0, "t\($0)") }
        todos[1].parent = 1
        todos[2].parent = 1
        let store = try Fixtures.store(in: folder, todos: todos)
        let detail = TodoDetailInteractor(editor: TodoInteractorTests.editor(store))
        let output = TodoDetailOutputSpy()
        detail.output = output
        detail.loadTodo(1)
        #expect(output.families.last == TodoFamily(parentTitle: nil, subtasks: 2, doneSubtasks: 0))
        try store.apply(.setDone(3, true))
        #expect(output.families.last == TodoFamily(parentTitle: nil, subtasks: 2, doneSubtasks: 1))
        detail.loadTodo(2)
        #expect(output.families.last == TodoFamily(parentTitle: "t1", subtasks: 0, doneSubtasks: 0))
    }

    @Test("the details show Under and Subtasks fields")
    func fields() throws {
        let view = TodoDetailViewSpy()
        let presenter = TodoDetailPresenter(interactor: TodoDetailInteractorSpy(), wording: .fixture)
        view.presenter = presenter
        presenter.familyDidChange(TodoFamily(parentTitle: "Plan the trip", subtasks: 3, doneSubtasks: 1))
        presenter.todoDidChange(Fixtures.todo(7, "Pack"))
        let model = try #require(view.last)
        #expect(model.fields.map(\.label) == ["State", "Under", "Subtasks", "Created", "Id"])
        #expect(model.fields[1].value == "Plan the trip")
        #expect(model.fields[2].value == "1 of 3 done")
    }
}
