@testable import App
import Entities
import Terminal
import TestSupport
import Testing

@Suite("TodoList presenter: keys become use cases, todos become rows")
struct TodoListPresenterTests {
    let view = TodoListViewSpy()
    let interactor = TodoListInteractorSpy()
    let router = TodoListRouterSpy()
    let presenter: TodoListPresenter

    init() {
        presenter = TodoListPresenter(interactor: interactor, router: router, keymap: .standard)
        presenter.view = view
    }

    private func press(_ keys: String) throws {
        for key in try KeyNotation.parse(keys) { _ = presenter.handle(key) }
    }

    private func loadThree() {
        presenter.todosDidChange([Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom", done: true), Fixtures.todo(3, "Pay rent")])
    }

    @Test("loading the view asks the interactor for the to-dos")
    func load() {
        presenter.viewDidLoad()
        #expect(interactor.loadCount == 1)
    }

    @Test("to-dos become rows with checkboxes, a position and counts")
    func rows() throws {
        loadThree()
        let model = try #require(view.last)
        #expect(model.rows.map(\.checkbox) == ["☐", "☑", "☐"])
        #expect(model.rows.map(\.isDone) == [false, true, false])
        #expect(model.title == "To-dos 1/3")
        #expect(model.chrome.summary == "2 open · 1 done")
        #expect(model.emptyMessage == nil)
    }

    @Test("an empty list says how to add one")
    func empty() throws {
        presenter.todosDidChange([])
        let model = try #require(view.last)
        #expect(model.emptyMessage == "Nothing to do. Press a to add a to-do.")
        #expect(model.selectedRow == nil)
        #expect(model.title == "To-dos")
    }

    @Test("j, k, G, g and arrows move the selection within bounds")
    func movement() throws {
        loadThree()
        try press("j")
        #expect(view.last?.selectedRow == 1)
        try press("G")
        #expect(view.last?.selectedRow == 2)
        try press("j<Down>")
        #expect(view.last?.selectedRow == 2)
        try press("g<Up>")
        #expect(view.last?.selectedRow == 0)
    }

    @Test("paging moves by the visible rows and scrolls the list")
    func paging() throws {
        presenter.todosDidChange((1...10).map { Fixtures.todo($0, "Item \($0)") })
        presenter.viewDidChange(visibleRows: 3)
        try press("<PgDn>")
        #expect(view.last?.selectedRow == 2)
        try press("<PgDn>")
        #expect(view.last?.selectedRow == 4)
        #expect(view.last?.firstVisibleRow == 2)
        try press("<End>")
        #expect(view.last?.firstVisibleRow == 7)
        try press("<PgUp>")
        #expect(view.last?.selectedRow == 7)
    }

    @Test("moving the selection shows that to-do in the detail pane, without focus")
    func selectionFollowsDetail() throws {
        loadThree()
        try press("j")
        #expect(router.detailRequests.last?.id == 2)
        #expect(router.detailRequests.last?.focus == false)
        try press("<Enter>")
        #expect(router.detailRequests.last?.id == 2)
        #expect(router.detailRequests.last?.focus == true)
    }

    @Test("a opens the line editor; Enter adds the trimmed title")
    func add() throws {
        loadThree()
        try press("a")
        #expect(view.last?.chrome.prompt?.label == "New to-do:")
        try press(" Buy 牛乳 🙂 <Enter>")
        #expect(interactor.added == ["Buy 牛乳 🙂"])
        #expect(view.last?.chrome.prompt == nil)
    }

    @Test("the editor's keys edit; Esc cancels; an empty title adds nothing")
    func editorKeys() throws {
        try press("aBuy mlk<Left><Left>i<C-a>X<Del><C-e><BS>k<Esc>")
        #expect(interactor.added.isEmpty)
        try press("aone two<C-w>three<Enter>")
        #expect(interactor.added == ["one three"])
        try press("a   <Enter>")
        #expect(interactor.added == ["one three"])
    }

    @Test("while the editor is open, list keys type instead of acting")
    func editorCapturesKeys() throws {
        loadThree()
        try press("aqxd")
        #expect(router.quitCount == 0)
        #expect(interactor.marked.isEmpty)
        #expect(view.last?.chrome.prompt?.editor.text == "qxd")
    }

    @Test("x and Space toggle the selected to-do; d deletes it")
    func toggleAndDelete() throws {
        loadThree()
        try press("x")
        try press("j<Space>")
        try press("d")
        #expect(interactor.marked.map(\.0) == [1, 2])
        #expect(interactor.marked.map(\.1) == [true, false])
        #expect(interactor.deleted == [2])
    }

    @Test("q quits and ? opens help; unknown keys are not consumed")
    func routes() throws {
        try press("?q")
        #expect(router.helpCount == 1)
        #expect(router.quitCount == 1)
        #expect(presenter.handle(.character("Z")) == false)
    }

    @Test("an added to-do is selected and named in the status bar")
    func addedIsSelected() {
        loadThree()
        let added = Fixtures.todo(4, "New one")
        presenter.todosDidChange([Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom"), Fixtures.todo(3, "Pay rent"), added])
        presenter.todoWasAdded(added)
        #expect(view.last?.selectedRow == 3)
        #expect(view.last?.chrome.message == StatusMessage("Added “New one”."))
    }

    @Test("deleting the selected to-do keeps the selection at the same place")
    func deleteKeepsPlace() throws {
        loadThree()
        try press("j")
        presenter.todosDidChange([Fixtures.todo(1, "Buy milk"), Fixtures.todo(3, "Pay rent")])
        #expect(view.last?.selectedRow == 1)
        presenter.todosDidChange([Fixtures.todo(1, "Buy milk")])
        #expect(view.last?.selectedRow == 0)
    }

    @Test("a failed save shows its sentence as an error")
    func saveFailure() {
        presenter.saveDidFail("Could not save /x/todos.json: disk full.")
        #expect(view.last?.chrome.message == StatusMessage("Could not save /x/todos.json: disk full.", isError: true))
    }

    @Test("hints come from the keymap")
    func hints() {
        loadThree()
        #expect(view.last?.chrome.hints == Keymap.standard.hints(for: .todoList))
        #expect(view.last?.chrome.hints.first == KeyHint(keys: "j/k", label: "move"))
    }
}
