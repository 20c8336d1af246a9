@testable import App
@testable import Settings
import Basics
import Entities
import Foundation
import Terminal
import Testing
import TestSupport
import Todos

/// Repeat rules, due times and quick add through the list's Interactor on a real store in a
/// temporary folder, and the Presenter's keys for them with spies.
@MainActor
@Suite("Repeat rules, due times and quick add: interactor and presenter")
struct RecurrenceInteractorTests {
    let folder = TemporaryDirectory()

    private func list(_ store: TodoStore) -> (TodoListInteractor, TodoListOutputSpy) {
        TodoListOutputSpy.listening(to: store)
    }

    private func reloaded() throws -> [Todo] {
        try Fixtures.store(in: folder).todos
    }

    @Test("completing a repeating to-do adds the next; one undo takes both back, in the file too")
    func completeAndUndo() throws {
        var plants = Fixtures.todo(1, "Water the plants")
        plants.due = CalendarDay("2026-01-02")
        plants.recurrence = Recurrence("every 2 weeks")
        let store = try Fixtures.store(in: folder, todos: [plants])
        let (interactor, output) = list(store)

        interactor.setDone(1, true)
        #expect(try reloaded().map(\.done) == [true, false])
        #expect(try reloaded().last?.due == CalendarDay("2026-01-16"))
        #expect(try reloaded().last?.recurrence == Recurrence("every 2 weeks"))
        guard case .marked(let todo)? = output.changes.last else { throw Expectation.unexpected("\(output.changes)") }
        #expect(TodoChangeMessages(today: TodoInteractorTests.today(), keys: Keymap.standard.names).message(for: .marked(todo))
                == "Done: “Water the plants”; the next is due Fri 2026-01-16.")

        interactor.undo()
        #expect(try reloaded() == [plants])
        interactor.redo()
        #expect(try reloaded().count == 2)
    }

    @Test("the repeat rule is set from words, refused with a sentence, and cleared by empty text")
    func setRule() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Gym")])
        let (interactor, output) = list(store)
        interactor.setRecurrence(1, from: "every mon, thu")
        #expect(try reloaded().first?.recurrence == Recurrence("every mon,thu"))
        interactor.setRecurrence(1, from: "sometimes")
        #expect(output.rejections.last?.hasPrefix("\"sometimes\" is not a repeat rule") == true)
        #expect(try reloaded().first?.recurrence == Recurrence("every mon,thu"))
        interactor.setRecurrence(1, from: "")
        #expect(try reloaded().first?.recurrence == nil)
    }

    @Test("a due time is kept with the date; a date alone clears the time and stays date-only in the file")
    func dueTimes() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Dentist")])
        let (interactor, _) = list(store)
        interactor.setDue(1, from: "fri 17:00")
        #expect(try reloaded().first.map { [$0.due?.description, $0.dueTime?.description] } == ["2026-01-09", "17:00"])
        interactor.setDue(1, from: "fri")
        #expect(try reloaded().first?.dueTime == nil)
        let text = try String(contentsOf: folder.file("todos.json"), encoding: .utf8)
        #expect(!text.contains("dueTime"))
        #expect(text.contains("\"due\" : \"2026-01-09\"") || text.contains("\"due\": \"2026-01-09\""))
    }

    @Test("quick add on the add line fills the fields; a line it cannot read adds nothing")
    func quickAdd() throws {
        let store = try Fixtures.store(in: folder)
        let (interactor, output) = list(store)
        interactor.addTodo(from: "Pay rent !!! due:fri 17:00 every:month #home")
        let added = try #require(try reloaded().first)
        #expect(added.title == "Pay rent" && added.priority == .high && added.tags == ["home"])
        #expect(added.dueTime == TimeOfDay("17:00") && added.recurrence == Recurrence("every month"))
        guard case .added(let todo)? = output.changes.last else { throw Expectation.unexpected("\(output.changes)") }
        #expect(TodoChangeWords.added(todo) == "Added “Pay rent”: due Fri 2026-01-09 17:00, every month, priority high, #home.")

        interactor.addTodo(from: "Call due:someday")
        #expect(output.rejections.last?.hasPrefix("due: \"someday\" is not a date") == true)
        #expect(try reloaded().count == 1)
    }

    @Test("overdue is counted by the minute for a to-do due at a time today")
    func overdueByTheMinute() throws {
        var early = Fixtures.todo(1, "early")
        early.due = CalendarDay("2026-01-02")
        early.dueTime = TimeOfDay("08:59")
        var late = Fixtures.todo(2, "late")
        late.due = CalendarDay("2026-01-02")
        late.dueTime = TimeOfDay("09:00")
        let store = try Fixtures.store(in: folder, todos: [early, late])
        let (interactor, output) = list(store)
        interactor.now = { TimeOfDay("09:00") }
        interactor.loadTodos()
        #expect(output.contents.last?.counts.overdue == 1)
        let clock = DueClock(day: TodoInteractorTests.today(), time: TimeOfDay("09:00"))
        let formatter = TodoListFormatter(today: clock.day, keys: Keymap.standard.names, now: clock.time)
        #expect(formatter.row(early).urgency == .overdue)
        #expect(formatter.row(late).urgency == .today)
        #expect(formatter.row(late).due == "today 09:00")
    }

    @Test("sorting by due puts a time before a date-only due on the same day")
    func sortByDueTime() {
        var dateOnly = Fixtures.todo(1, "date only")
        dateOnly.due = CalendarDay("2026-01-02")
        var evening = Fixtures.todo(2, "evening")
        evening.due = CalendarDay("2026-01-02")
        evening.dueTime = TimeOfDay("18:00")
        var morning = evening
        morning.id = 3
        morning.title = "morning"
        morning.dueTime = TimeOfDay("08:00")
        #expect(TodoQuery(sort: .due).apply(to: [dateOnly, evening, morning]).map(\.title) == ["morning", "evening", "date only"])
    }
}

/// A test failure that shows what came instead.
enum Expectation: Error {
    case unexpected(String)
}

@MainActor
@Suite("TodoList presenter: the repeat rule editor")
struct RecurrencePresenterTests {
    let view = TodoListViewSpy()
    let interactor = TodoListInteractorSpy()
    let presenter: TodoListPresenter

    init() {
        presenter = TodoListPresenter(interactor: interactor, router: TodoListRouterSpy(), wording: .fixture)
        view.presenter = presenter
    }

    private func press(_ keys: String) throws {
        for key in try KeyNotation.parse(keys) { _ = presenter.handle(key) }
    }

    @Test("R opens the rule as it is, submits it, and stays open until it is accepted")
    func editorStaysUntilAccepted() throws {
        var todo = Fixtures.todo(1, "Gym")
        todo.recurrence = Recurrence("every week")
        presenter.todosDidChange(TodoListContent(todos: [todo], counts: TodoCounts(open: 1)))
        try press("R")
        #expect(view.last?.chrome.prompt?.editor.text == "every week")
        try press("every mon,thu<Enter>")
        #expect(interactor.calls == ["every 1 every mon,thu"])
        #expect(view.last?.chrome.prompt != nil)
        presenter.editWasRejected("no")
        #expect(view.last?.chrome.prompt != nil)
        presenter.editDidFinish(.repeatSet(todo), saveFailure: nil)
        #expect(view.last?.chrome.prompt == nil)
    }

    @Test("the add line stays open until the to-do is added, so a refused line is not lost")
    func addLineStaysUntilAdded() throws {
        presenter.todosDidChange(TodoListContent(todos: [], counts: TodoCounts()))
        try press("aCall due:someday<Enter>")
        #expect(interactor.calls == ["add Call due:someday"])
        presenter.editWasRejected("due: \"someday\" is not a date.")
        #expect(view.last?.chrome.prompt?.editor.text == "Call due:someday")
        presenter.editDidFinish(.added(Fixtures.todo(1, "Call")), saveFailure: nil)
        #expect(view.last?.chrome.prompt == nil)
    }
}
