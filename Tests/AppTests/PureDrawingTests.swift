@testable import App
import Basics
import Entities
import Terminal
import TestSupport
import Testing

/// Issue 32, item 2: laying out and drawing change nothing. Data is read when state changes (a
/// key, a size delivered before the frame is drawn, a result), never while a frame is drawn.
@MainActor
@Suite("Drawing is pure: state changes before the frame, not during it")
struct PureDrawingTests {
    @Test("a list's new size loads its window before the frame is drawn; drawing reads nothing")
    func sizeLoadsBeforeDrawing() {
        let interactor = NewsArticlesInteractorSpy()
        interactor.total = 500
        let presenter = NewsArticlesPresenter(interactor: interactor, router: NewsArticlesRouterSpy(), wording: .fixture)
        interactor.output = presenter
        let shell = AppShell(work: BackgroundWork())
        shell.addTab(.news, title: "News") { NewsArticlesView(presenter: presenter) }
        presenter.show(ArticleList(title: "Daily Planet", query: ArticleQuery(feedID: 1), showsFeed: false))
        let size = Size(columns: 80, rows: 30)
        shell.arrange(size: size)
        let requests = interactor.pageRequests.count
        #expect(interactor.pageRequests.last?.limit == 26 + 80, "the rows that fit, and a margin each side")
        let first = shell.draw(size: size)
        let second = shell.draw(size: size)
        #expect(interactor.pageRequests.count == requests, "drawing read nothing")
        #expect(first == second)
        shell.arrange(size: Size(columns: 80, rows: 50))
        #expect(interactor.pageRequests.count == requests + 1, "a taller terminal reads a larger window, before drawing")
    }

    @Test("the notes editor's first row on screen is the Presenter's state, moved by keys, not by drawing")
    func notesScrollIsState() throws {
        let presenter = TodoDetailPresenter(interactor: TodoDetailInteractorSpy(), wording: .fixture)
        var todo = Fixtures.todo(1, "Buy milk")
        todo.notes = (1...30).map { "line \($0)" }.joined(separator: "\n")
        presenter.todoDidChange(todo)
        presenter.viewDidChange(width: 40, visibleRows: 12)
        for key in try KeyNotation.parse("n" + String(repeating: "<Down>", count: 29)) { _ = presenter.handle(key) }
        let bottom = presenter.viewModel.notesFirstRow
        #expect(bottom > 0, "the cursor on the last line scrolled the editor")
        #expect(presenter.viewModel.notesFirstRow == bottom, "pulling the model again moves nothing")
        for key in try KeyNotation.parse("<Up><Up>") { _ = presenter.handle(key) }
        #expect(presenter.viewModel.notesFirstRow == bottom, "the text scrolls only when the cursor would leave it")
        for key in try KeyNotation.parse(String(repeating: "<Up>", count: 29)) { _ = presenter.handle(key) }
        #expect(presenter.viewModel.notesFirstRow == 0)
    }
}

/// Issue 32, item 2: the list's view model getter changed state (it compared the clock on every
/// pull); now the clock moving is an event, the idle tick, like the news panes'.
@MainActor
@Suite("The to-do list words due dates again at the tick, not while drawing")
struct TodoListClockTests {
    final class Clock {
        var now = Fixtures.now
    }

    @Test("a new day: pulling the model changes nothing; the tick words 'today' as '1 day late'")
    func newDayAtTheTick() throws {
        let clock = Clock()
        let wording = Wording(keymap: .standard, dates: { DateText(now: clock.now, timeZone: Fixtures.utc) },
                              today: { CalendarDay(clock.now, timeZone: Fixtures.utc) })
        let presenter = TodoListPresenter(interactor: TodoListInteractorSpy(), router: TodoListRouterSpy(), wording: wording)
        var call = Fixtures.todo(3, "Call mom")
        call.due = CalendarDay(Fixtures.now, timeZone: Fixtures.utc)
        presenter.todosDidChange(TodoListContent(todos: [call], counts: TodoCounts(open: 1)))
        presenter.viewClockDidTick()
        let before = presenter.viewModel
        #expect(before.rows.first?.due == "today")
        clock.now = Fixtures.now.addingTimeInterval(86_400)
        #expect(presenter.viewModel == before, "drawing changed nothing")
        presenter.viewClockDidTick()
        #expect(presenter.viewModel.rows.first?.due == "1 day late")
    }
}
