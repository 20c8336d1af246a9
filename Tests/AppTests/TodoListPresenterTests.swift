@testable import App
@testable import Settings
import Entities
import Terminal
import Testing
import TestSupport

@MainActor
@Suite("TodoList presenter: keys become use cases, to-dos become rows")
struct TodoListPresenterTests {
    let view = TodoListViewSpy()
    let interactor = TodoListInteractorSpy()
    let router = TodoListRouterSpy()
    let presenter: TodoListPresenter
    static let today = CalendarDay(year: 2026, month: 1, day: 2)

    init() {
        presenter = TodoListPresenter(interactor: interactor, router: router, wording: .fixture)
        view.presenter = presenter
    }

    private func press(_ keys: String) throws {
        for key in try KeyNotation.parse(keys) { _ = presenter.handle(key) }
    }

    private func show(_ todos: [Todo], counts: TodoCounts = TodoCounts(), readOnly: String? = nil) {
        presenter.todosDidChange(TodoListContent(todos: todos, counts: counts, readOnlyReason: readOnly))
    }

    /// An edit this pane asked for, finished, with the list as it was last shown.
    private func finish(_ change: TodoChange) {
        presenter.editDidFinish(change, saveFailure: nil)
    }

    private func showThree() {
        show([Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom", done: true), Fixtures.todo(3, "Pay rent")],
             counts: TodoCounts(open: 2, done: 1, overdue: 0))
    }

    @Test("a paste of several lines goes into the open editor as one line and runs no command")
    func pasteIntoTheAddPrompt() throws {
        showThree()
        try press("a")
        _ = presenter.handle(.paste("Buy eggs\nsee doctor\r\nxx dd\n"))
        #expect(interactor.calls == [])
        #expect(view.last?.chrome.prompt?.editor.text == "Buy eggs see doctor xx dd ")
        try press("<Enter>")
        #expect(interactor.calls == ["add Buy eggs see doctor xx dd"])
    }

    @Test("a paste with no editor open is ignored with a message")
    func pasteWithNoEditor() {
        showThree()
        #expect(presenter.handle(.paste("dd")))
        #expect(interactor.calls == [])
        #expect(view.last?.chrome.message?.isError == true)
        #expect(view.last?.chrome.message?.text.hasPrefix("Pasted text goes into an editor") == true)
    }

    @Test("loading the view asks the interactor for the to-dos")
    func load() {
        presenter.viewDidLoad()
        #expect(interactor.calls == ["load"])
    }

    @Test("to-dos become rows with checkboxes, a position and counts")
    func rows() throws {
        showThree()
        let model = try #require(view.last)
        #expect(model.rows.map(\.checkbox) == ["☐", "☑", "☐"])
        #expect(model.rows.map(\.isDone) == [false, true, false])
        #expect(model.title == "To-dos 1/3")
        #expect(model.chrome.summary == "2 open · 1 done")
    }

    @Test("rows show priority markers, #tags and due dates relative to today")
    func rowDetails() throws {
        var overdue = Fixtures.todo(1, "Pay rent")
        overdue.priority = .high
        overdue.due = CalendarDay(year: 2025, month: 12, day: 31)
        overdue.tags = ["home", "money"]
        var soon = Fixtures.todo(2, "Dentist")
        soon.priority = .low
        soon.due = CalendarDay(year: 2026, month: 1, day: 5)
        var today = Fixtures.todo(3, "Call mom")
        today.due = Self.today
        var far = Fixtures.todo(4, "Taxes", done: true)
        far.due = CalendarDay(year: 2026, month: 4, day: 30)
        show([overdue, soon, today, far], counts: TodoCounts(open: 3, done: 1, overdue: 1))
        let rows = try #require(view.last?.rows)
        #expect(rows.map(\.priorityMarker) == ["!!!", "!", "", ""])
        #expect(rows.map(\.due) == ["2 days late", "in 3 days", "today", "2026-04-30"])
        #expect(rows.map(\.urgency) == [.overdue, .later, .today, .none])
        #expect(rows[0].tags == "#home #money")
        #expect(view.last?.chrome.summary == "3 open · 1 done · 1 overdue")
    }

    /// A done to-do showed "6 days late".
    @Test("a done to-do's past date is not late: yesterday, days ago, then the date")
    func doneIsNotLate() throws {
        let dates = [(2026, 1, 1), (2025, 12, 27), (2025, 12, 20)]
        let done = dates.enumerated().map { index, date in
            var todo = Fixtures.todo(index + 1, "Done \(index)", done: true)
            todo.due = CalendarDay(year: date.0, month: date.1, day: date.2)
            return todo
        }
        var open = Fixtures.todo(4, "Open")
        open.due = CalendarDay(year: 2025, month: 12, day: 27)
        show(done + [open], counts: TodoCounts(open: 1, done: 3, overdue: 1))
        let rows = try #require(view.last?.rows)
        #expect(rows.map(\.due) == ["yesterday", "6 days ago", "2025-12-20", "6 days late"])
        #expect(rows.map(\.urgency) == [.none, .none, .none, .overdue])
    }

    @Test("an empty list says how to add one; an empty search says how to clear it")
    func empty() throws {
        show([])
        #expect(view.last?.emptyLines == ["Nothing to do. Press a to add a to-do."])
        #expect(view.last?.selectedRow == nil)
        try press("/zzz")
        show([])
        #expect(view.last?.emptyLines == ["Nothing matches “zzz”. Esc clears the search."])
    }

    @Test("j, k, G, g and arrows move the selection within bounds")
    func movement() throws {
        showThree()
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
        show((1...10).map { Fixtures.todo($0, "Item \($0)") })
        presenter.viewDidChange(visibleRows: 3)
        try press("<PgDn>")
        #expect(view.last?.selectedRow == 2)
        try press("<PgDn>")
        #expect(view.last?.selectedRow == 4)
        #expect(view.last?.firstVisibleRow == 2)
        try press("<End>")
        #expect(view.last?.firstVisibleRow == 7)
        #expect(view.last?.rows.map(\.title) == ["Item 8", "Item 9", "Item 10"])
        try press("<PgUp>")
        #expect(view.last?.selectedRow == 7)
    }

    @Test("moving the selection shows that to-do in the detail pane; Enter focuses it")
    func selectionFollowsDetail() throws {
        showThree()
        try press("j")
        #expect(presenter.effects.pending.detailRequests.last?.id == 2)
        #expect(presenter.effects.pending.detailRequests.last?.focus == false)
        try press("<Enter>")
        #expect(presenter.effects.pending.detailRequests.last?.id == 2)
        #expect(presenter.effects.pending.detailRequests.last?.focus == true)
    }

    @Test("a opens the line editor; Enter adds the trimmed line, tags and all")
    func add() throws {
        showThree()
        try press("a")
        #expect(view.last?.chrome.prompt?.label == "New to-do:")
        try press(" Buy 牛乳 🙂 #shop <Enter>")
        #expect(interactor.calls == ["add Buy 牛乳 🙂 #shop"])
        // Open until the add is made (a line quick add refuses stays to be mended).
        #expect(view.last?.chrome.prompt != nil)
        finish(.added(Fixtures.todo(4, "Buy 牛乳 🙂")))
        #expect(view.last?.chrome.prompt == nil)
    }

    @Test("the editor's keys edit; Esc cancels; an empty title adds nothing")
    func editorKeys() throws {
        try press("aBuy mlk<Left><Left>i<C-a>X<Del><C-e><BS>k<Esc>")
        #expect(interactor.calls.isEmpty)
        try press("aone two<C-w>three<Enter>")
        finish(.added(Fixtures.todo(1, "one three")))
        try press("a   <Enter>")
        #expect(interactor.calls == ["add one three"])
    }

    @Test("while the editor is open, list keys type instead of acting")
    func editorCapturesKeys() throws {
        showThree()
        try press("aqxd")
        #expect(presenter.effects.pending.quitCount == 0)
        #expect(interactor.calls.isEmpty)
        #expect(view.last?.chrome.prompt?.editor.text == "qxd")
    }

    @Test("e edits the title with its tags; an empty title is refused and the editor stays")
    func rename() throws {
        var todo = Fixtures.todo(5, "Buy milk")
        todo.tags = ["shop"]
        show([todo])
        try press("e")
        #expect(view.last?.chrome.prompt?.editor.text == "Buy milk #shop")
        try press("<C-u><Enter>")
        #expect(view.last?.chrome.prompt != nil)
        #expect(view.last?.chrome.message?.isError == true)
        try press("Buy oat milk #shop<Enter>")
        #expect(interactor.calls == ["rename 5 Buy oat milk #shop"])
    }

    @Test("D asks for a due date and stays open until the interactor accepts it")
    func due() throws {
        showThree()
        try press("Dfryday<Enter>")
        #expect(interactor.calls == ["due 1 fryday"])
        presenter.editWasRejected("“fryday” is not a date.")
        #expect(view.last?.chrome.prompt?.editor.text == "fryday")
        #expect(view.last?.chrome.message == StatusMessage("“fryday” is not a date.", isError: true))
        try press("<C-u>fri<Enter>")
        var rescheduled = Fixtures.todo(1, "Buy milk")
        rescheduled.due = CalendarDay(year: 2026, month: 1, day: 9)
        finish(.rescheduled(rescheduled))
        #expect(view.last?.chrome.prompt == nil)
        #expect(view.last?.chrome.message == StatusMessage("“Buy milk” is due 2026-01-09."))
    }

    @Test("p cycles the priority none, low, medium, high, none")
    func priority() throws {
        var todo = Fixtures.todo(1, "Buy milk")
        for expected in ["low", "medium", "high", "none"] {
            show([todo])
            try press("p")
            #expect(interactor.calls.last == "priority 1 \(expected)")
            todo.priority = Priority(rawValue: expected)
        }
    }

    @Test("/ narrows the list as you type; Enter keeps the search, Esc clears it")
    func search() throws {
        showThree()
        try press("/mi")
        #expect(interactor.queries.map(\.search) == ["m", "mi"])
        try press("<Enter>")
        #expect(view.last?.chrome.prompt == nil)
        #expect(view.last?.title.hasSuffix("“mi”") == true)
        try press("<Esc>")
        #expect(interactor.queries.last?.search == "")
        try press("/x<Esc>")
        #expect(interactor.queries.last?.search == "")
    }

    @Test("f cycles the filter and s the sort; the pane title says which")
    func filterAndSort() throws {
        showThree()
        try press("ff")
        #expect(interactor.queries.map(\.filter) == [.open, .done])
        try press("ss")
        #expect(interactor.queries.last?.sort == .priority)
        #expect(view.last?.title == "To-dos 1/3 · done · by priority")
        try press("ss")
        #expect(interactor.queries.last?.sort == .project)
        #expect(view.last?.title == "To-dos 1/3 · done · by project")
        try press("ffs")
        #expect(interactor.queries.last == TodoQuery())
    }

    @Test("J and K reorder in manual order only")
    func reorder() throws {
        showThree()
        try press("JK")
        #expect(interactor.calls == ["move 1 1", "move 1 -1"])
        try press("sJ")
        #expect(interactor.calls.count == 2)
        #expect(view.last?.chrome.message?.isError == true)
    }

    @Test("x, Space, d, A, u, Ctrl-R and E reach the interactor")
    func edits() throws {
        showThree()
        try press("xj<Space>dAu<C-r>E")
        #expect(interactor.calls == ["done 1 true", "done 2 false", "delete 2", "archive", "undo", "redo", "external 2"])
    }

    @Test("q quits and ? opens help; unknown keys are not consumed")
    func routes() throws {
        try press("?q")
        #expect(presenter.effects.pending.helpCount == 1)
        #expect(presenter.effects.pending.quitCount == 1)
        #expect(presenter.handle(.character("Z")) == false)
    }

    @Test("changes become status messages; delete says how to undo")
    func messages() {
        showThree()
        finish(.deleted(Fixtures.todo(2, "Call mom")))
        #expect(view.last?.chrome.message == StatusMessage("Deleted “Call mom” (u to undo)."))
        finish(.undone("delete “Call mom”", 2))
        #expect(view.last?.chrome.message == StatusMessage("Undid: delete “Call mom”."))
        #expect(view.last?.selectedRow == 1)
        finish(.archived(count: 2))
        #expect(view.last?.chrome.message == StatusMessage("Archived 2 done to-dos (u to undo; f shows them)."))
    }

    @Test("an added or moved to-do is selected")
    func addedIsSelected() {
        showThree()
        let added = Fixtures.todo(4, "New one")
        show([Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom"), Fixtures.todo(3, "Pay rent"), added])
        finish(.added(added))
        #expect(view.last?.selectedRow == 3)
        #expect(view.last?.chrome.message == StatusMessage("Added “New one”."))
    }

    @Test("deleting the selected to-do keeps the selection at the same place")
    func deleteKeepsPlace() throws {
        showThree()
        try press("j")
        show([Fixtures.todo(1, "Buy milk"), Fixtures.todo(3, "Pay rent")])
        #expect(view.last?.selectedRow == 1)
        show([Fixtures.todo(1, "Buy milk")])
        #expect(view.last?.selectedRow == 0)
    }

    @Test("a read-only store shows a banner naming the problem, and edits are refused before any typing")
    func readOnly() throws {
        show([Fixtures.todo(1, "Buy milk")], readOnly: "/x/todos.json, line 3, column 8: not valid JSON.")
        #expect(view.last?.chrome.banner == "Read-only: /x/todos.json, line 3, column 8: not valid JSON.")
        try press("axdeDpJAu")
        #expect(interactor.calls.isEmpty)
        #expect(view.last?.chrome.prompt == nil)
        #expect(view.last?.chrome.message?.text == "Nothing can be changed while the file is read-only (see above).")
        try press("/milk")
        #expect(interactor.queries.last?.search == "milk")
    }

    @Test("a failed save shows its sentence as an error")
    func saveFailure() {
        presenter.saveDidFail("Could not save /x/todos.json: disk full.")
        #expect(view.last?.chrome.message == StatusMessage("Could not save /x/todos.json: disk full.", isError: true))
    }

    @Test("hints come from the keymap")
    func hints() {
        showThree()
        #expect(view.last?.chrome.hints == Keymap.standard.hints(for: .todoList))
        #expect(view.last?.chrome.hints.first == KeyHint(keys: "j/k", label: "move"))
    }

    @Test("a to-do added while the search or filter hides it is said to be hidden, and by what")
    func addedButHidden() throws {
        let milk = Fixtures.todo(1, "Buy milk")
        let bread = Fixtures.todo(2, "Bread")
        presenter.todosDidChange(TodoListContent(todos: [milk], counts: TodoCounts()))
        for key in try KeyNotation.parse("/milk<Enter>") { _ = presenter.handle(key) }
        presenter.todosDidChange(TodoListContent(todos: [milk], counts: TodoCounts()))
        presenter.editDidFinish(.added(bread), saveFailure: nil)
        #expect(view.last?.chrome.message == StatusMessage("Added “Bread” — hidden by the search /milk (Esc clears it)."))
        for key in try KeyNotation.parse("<Esc>ff") { _ = presenter.handle(key) }
        presenter.todosDidChange(TodoListContent(todos: [], counts: TodoCounts()))
        presenter.editDidFinish(.added(bread), saveFailure: nil)
        #expect(view.last?.chrome.message == StatusMessage("Added “Bread” — hidden by the filter (done; f changes it)."))
        presenter.todosDidChange(TodoListContent(todos: [bread], counts: TodoCounts()))
        presenter.editDidFinish(.added(bread), saveFailure: nil)
        #expect(view.last?.chrome.message == StatusMessage("Added “Bread”."))
    }
}
