@testable import App
import Entities
import Foundation
import Basics
import Todos
import Terminal
import TestSupport
import Testing

/// The agenda: grouping, keys on its rows through the list's use cases, and a real store.
@MainActor
@Suite("Agenda: open to-dos by when they are due")
struct TodoAgendaTests {
    let folder = TemporaryDirectory()
    static let today = CalendarDay(year: 2026, month: 1, day: 2)  // a Friday

    /// 09:00, the fixtures' clock.
    static let minute = 9 * 60

    static func due(_ id: Todo.ID, _ title: String, in days: Int?, at time: String? = nil, priority: Priority? = nil) -> Todo {
        var todo = Fixtures.todo(id, title)
        todo.due = days.map { today.adding(days: $0) }
        todo.dueTime = time.flatMap(TimeOfDay.init)
        todo.priority = priority
        return todo
    }

    static func content(_ todos: [Todo], readOnly: String? = nil) -> TodoAgendaContent {
        TodoAgendaContent(sections: TodoAgenda.sections(of: todos, today: today, minute: minute), readOnlyReason: readOnly)
    }

    /// One to-do in every group, plus a done and an archived one that the agenda leaves out.
    static var everyGroup: [Todo] {
        var done = due(8, "Filed taxes", in: 0)
        done.done = true
        var archived = due(9, "Old thing", in: -3)
        archived.archived = true
        return [due(1, "Someday", in: nil), due(2, "Pay rent", in: -2), due(3, "Dentist", in: 0, at: "14:00"), due(4, "Call mom", in: 1),
                due(5, "Book flights", in: 2), due(6, "Renew passport", in: 10), due(7, "Water plants", in: -1, priority: .high),
                done, archived, due(10, "Standup", in: 0, at: "08:30"), due(11, "Lunch", in: 0)]
    }

    @Test("groups: overdue (by the minute when timed), today, tomorrow, to Sunday, later, no date; soonest first, then priority")
    func grouping() {
        let sections = TodoAgenda.sections(of: Self.everyGroup, today: Self.today, minute: Self.minute)
        #expect(sections.map(\.group) == TodoAgenda.Group.allCases)
        #expect(sections.map { $0.todos.map(\.id) } == [[2, 7, 10], [3, 11], [4], [5], [6], [1]])
        let midnight = TodoAgenda.sections(of: Self.everyGroup, today: Self.today, minute: 0)
        #expect(midnight[1].todos.map(\.id) == [10, 3, 11], "timed ones by time, then the untimed")
        let sunday = TodoAgenda.sections(of: [Self.due(1, "Monday", in: 3), Self.due(2, "Sunday", in: 2)], today: Self.today, minute: 0)
        #expect(sunday.first { $0.group == .thisWeek }?.todos.map(\.id) == [2], "Friday's week ends on Sunday")
        let sameDay = TodoAgenda.sections(of: [Self.due(1, "low", in: 0, priority: .low), Self.due(2, "high", in: 0, priority: .high)],
                                          today: Self.today, minute: 0)
        #expect(sameDay[1].todos.map(\.id) == [2, 1])
    }

    private func presenter() -> (TodoAgendaPresenter, TodoAgendaInteractorSpy, TodoAgendaRouterSpy, ListViewSpy<TodoAgendaRow>) {
        let interactor = TodoAgendaInteractorSpy()
        let router = TodoAgendaRouterSpy()
        let presenter = TodoAgendaPresenter(interactor: interactor, router: router, wording: .fixture)
        let view = ListViewSpy<TodoAgendaRow>()
        view.presenter = presenter
        presenter.agendaDidChange(Self.content(Self.everyGroup))
        return (presenter, interactor, router, view)
    }

    private func press(_ keys: String, _ presenter: TodoAgendaPresenter) throws {
        for key in try KeyNotation.parse(keys) { _ = presenter.handle(key) }
    }

    @Test("headings carry counts and the selection steps over them")
    func headingsAreSkipped() throws {
        let (presenter, _, _, view) = presenter()
        let model = try #require(view.last)
        guard case .heading(let first) = model.rows[0] else { Issue.record("the first row is a heading"); return }
        #expect(first == "Overdue (3)")
        #expect(model.selectedRow == 1)
        #expect(model.title == "Agenda · 9 open")
        #expect(model.chrome.summary == "3 overdue · 2 today · 1 tomorrow")
        try press("jjj", presenter)
        #expect(presenter.state.selectedTodo?.id == 3, "past “Today (2)”")
        try press("k", presenter)
        #expect(presenter.state.selectedTodo?.id == 10)
        try press("G", presenter)
        #expect(presenter.state.selectedTodo?.id == 1)
        try press("g", presenter)
        #expect(presenter.state.selectedTodo?.id == 2)
    }

    @Test("the list's keys act on the selected row through the same use cases")
    func keysActOnRows() throws {
        let (presenter, interactor, _, _) = presenter()
        try press("x", presenter)
        try press("p", presenter)
        try press("j", presenter)
        try press("d", presenter)
        try press("u", presenter)
        try press("<C-r>", presenter)
        try press("E", presenter)
        try press("<Enter>", presenter)
        try press("e<C-u>Water the plants<Enter>", presenter)
        try press("D<C-u>tomorrow<Enter>", presenter)
        try press("<Esc>", presenter)  // closes the due editor still open (no result came back)
        try press("R<C-u>every week<Enter>", presenter)
        #expect(interactor.calls == ["done 2 true", "priority 2 low", "delete 7", "undo", "redo", "external 7",
                                     "rename 7 Water the plants", "due 7 tomorrow", "every 7 every week"])
        let details = try #require(presenter.effects.pending.opened.first)
        #expect(presenter.effects.pending == [.open(details, focus: false), .send(.showTodo(7), to: details), .focus(details)])
        try press("<Esc>", presenter)  // and the repeat editor
        try press("?q", presenter)
        #expect(presenter.effects.pending.dropFirst(3) == [.showHelp, .close])
    }

    @Test("a read-only file refuses edits before any editor opens")
    func readOnly() throws {
        let (presenter, interactor, _, view) = presenter()
        presenter.agendaDidChange(Self.content(Self.everyGroup, readOnly: "broken"))
        for key in ["x", "e", "D", "R", "u"] {
            try press(key, presenter)
            #expect(view.last?.chrome.prompt == nil, "\(key) opens no editor")
            #expect(view.last?.chrome.message?.text == "Nothing can be changed while the file is read-only (see the list).")
        }
        #expect(interactor.calls.isEmpty)
    }

    @Test("a rescheduled to-do stays selected in its new group")
    func selectionFollowsAReschedule() throws {
        let (presenter, _, _, _) = presenter()
        var moved = Self.due(2, "Pay rent", in: 10)
        let todos = Self.everyGroup.map { $0.id == 2 ? moved : $0 }
        presenter.agendaDidChange(Self.content(todos))
        moved.due = Self.today.adding(days: 10)
        presenter.editDidFinish(.rescheduled(moved), saveFailure: nil)
        #expect(presenter.state.selectedTodo?.id == 2)
    }

    @Test("on a real store: done from the agenda is one undo step in the shared history, and the agenda follows")
    func realStore() throws {
        let store = try Fixtures.store(in: folder, todos: Self.everyGroup)
        let editor = TodoInteractorTests.editor(store)
        let interactor = TodoAgendaInteractor(editor: editor) { (Self.today, 9 * 60) }
        let output = TodoAgendaOutputSpy()
        interactor.output = output
        interactor.loadAgenda()
        #expect(output.contents.last?.sections.first?.todos.map(\.id) == [2, 7, 10])
        interactor.setDone(2, true)
        #expect(output.contents.last?.sections.first?.todos.map(\.id) == [7, 10])
        #expect(output.changes.count == 1)
        #expect(editor.history.canUndo)
        interactor.setDue(7, from: "nonsense")
        #expect(output.rejections.count == 1)
        interactor.undo()
        #expect(output.contents.last?.sections.first?.todos.map(\.id) == [2, 7, 10])
        let reloaded = try Fixtures.store(in: folder)
        #expect(reloaded.todos.first { $0.id == 2 }?.done == false)
    }

    @Test("closing the agenda frees its module and the detail pane it opened")
    func closedAgendaIsFreed() throws {
        let dependencies = AppDependencies(store: try Fixtures.store(in: folder, todos: Self.everyGroup),
                                           clock: Fixtures.clock, timeZone: Fixtures.utc)
        let stack = PaneStack(tabs: nil)
        weak var view: AnyObject?
        weak var presenter: AnyObject?
        weak var interactor: AnyObject?
        weak var router: AnyObject?
        weak var detail: AnyObject?
        do {
            let pane = TodoAgendaBuilder.build(dependencies: dependencies)
            stack.push(pane, focus: true)
            #expect(pane.handle(.enter), "opens the details of the selected to-do")
            stack.settle()
            #expect(stack.panes.count == 2 && stack.panes[1].placement == .overlay)
            let agenda = try #require(pane as? TodoAgendaView)
            let roles = try #require(agenda.presenter as? TodoAgendaPresenter)
            (view, presenter, interactor, router, detail) = (agenda, roles, roles.interactor, roles.router, stack.panes[1])
            #expect(stack.panes[1].handle(.character("q")), "back from the details")
            stack.settle()
            #expect(stack.focused === pane)
            stack.close(pane)
        }
        #expect(stack.panes.isEmpty)
        #expect(view == nil && presenter == nil && interactor == nil && router == nil && detail == nil)
    }
}
