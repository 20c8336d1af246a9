@testable import App
import Basics
import Entities
import Foundation
import Terminal
import TestSupport
import Testing

@MainActor
@Suite("The mouse: presenters decide, the shell hit-tests")
struct MouseTests {
    let view = TodoListViewSpy()
    let interactor = TodoListInteractorSpy()
    let router = TodoListRouterSpy()
    let presenter: TodoListPresenter
    let folder = TemporaryDirectory()

    init() {
        presenter = TodoListPresenter(interactor: interactor, router: router, wording: .fixture)
        view.presenter = presenter
        let todos = (1...30).map { Fixtures.todo(Todo.ID($0), "To-do \($0)") }
        presenter.todosDidChange(TodoListContent(todos: todos, counts: TodoCounts()))
        presenter.viewDidChange(visibleRows: 10)
    }

    @Test("a click selects the row under it (pane row 1 is the first row shown)")
    func clickSelects() {
        #expect(presenter.handle(MouseEvent(.click, row: 3, column: 5)))
        #expect(view.last?.selectedRow == 2)
        #expect(presenter.effects.pending.detailRequests.last?.focus == false)
    }

    @Test("a click on the border or past the last row does nothing")
    func clickOutsideRows() {
        #expect(!presenter.handle(MouseEvent(.click, row: 0, column: 5)))
        #expect(!presenter.handle(MouseEvent(.click, row: 11, column: 5)))
        #expect(view.last?.selectedRow == 0)
    }

    @Test("a double click opens the row under it")
    func doubleClickOpens() {
        _ = presenter.handle(MouseEvent(.click, row: 4, column: 5))
        _ = presenter.handle(MouseEvent(.doubleClick, row: 4, column: 5))
        #expect(view.last?.selectedRow == 3)
        #expect(presenter.effects.pending.detailRequests.last?.id == 4)
        #expect(presenter.effects.pending.detailRequests.last?.focus == true)
    }

    @Test("the wheel scrolls the list, taking the selection along only as far as it must")
    func wheelScrolls() {
        _ = presenter.handle(MouseEvent(.wheelDown, row: 5, column: 5))
        #expect(view.last?.firstVisibleRow == 3)
        #expect(view.last?.selectedRow == 3)
        _ = presenter.handle(MouseEvent(.click, row: 6, column: 5))
        #expect(view.last?.selectedRow == 8)
        _ = presenter.handle(MouseEvent(.wheelUp, row: 5, column: 5))
        #expect(view.last?.firstVisibleRow == 0)
        #expect(view.last?.selectedRow == 8)
        for _ in 0..<20 { _ = presenter.handle(MouseEvent(.wheelDown, row: 5, column: 5)) }
        #expect(view.last?.firstVisibleRow == 20)
        #expect(view.last?.rows.count == 10)
    }

    @Test("the mouse does nothing while an editor is open")
    func editorOpen() throws {
        for key in try KeyNotation.parse("a") { _ = presenter.handle(key) }
        #expect(!presenter.handle(MouseEvent(.click, row: 3, column: 5)))
        #expect(view.last?.selectedRow == 0)
    }

    @Test("the wheel over the unfocused pane scrolls it; a click in the other pane focuses it")
    func shellHitTests() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom")])
        let shell = AppBuilder.build(dependencies: AppDependencies(store: store, clock: Fixtures.clock, timeZone: Fixtures.utc),
                                     wakeUp: WakeUp())
        let size = Size(columns: 100, rows: 12)
        _ = shell.render(size: size)
        #expect(shell.stack.focused is TodoListView)
        shell.handle(MouseEvent(.click, row: 3, column: 70))
        #expect(shell.stack.focused is TodoDetailView)
        shell.handle(MouseEvent(.click, row: 3, column: 10))
        #expect(shell.stack.focused is TodoListView)
        let screen = shell.render(size: size).textLines.joined(separator: "\n")
        #expect(screen.contains("▸☐ Call mom"))
        shell.handle(MouseEvent(.click, row: 0, column: 10))
        #expect(shell.stack.focused is TodoListView)
    }

    @Test("mouse events from the in-memory terminal travel the event loop: a double click opens the details")
    func throughTheLoop() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom")])
        let size = Size(columns: 60, rows: 12)
        let terminal = InMemoryTerminal(size: size, input: [.mouse(MouseEvent(.click, row: 3, column: 10)),
                                                            .mouse(MouseEvent(.doubleClick, row: 3, column: 10))])
        let shell = AppBuilder.build(dependencies: AppDependencies(store: store, clock: Fixtures.clock, timeZone: Fixtures.utc),
                                     wakeUp: terminal.wakeUp)
        _ = EventLoop.run(shell, on: terminal)
        #expect(shell.stack.focused is TodoDetailView)
        #expect(shell.render(size: size).textLines.joined().contains("Call mom"))
    }

    @Test("two presses at one cell within the interval make a double click")
    func doubleClickDetector() {
        var detector = DoubleClickDetector()
        let start = ContinuousClock.now
        #expect(detector.press(row: 1, column: 1, at: start) == .click)
        #expect(detector.press(row: 1, column: 1, at: start + .milliseconds(200)) == .doubleClick)
        #expect(detector.press(row: 1, column: 1, at: start + .milliseconds(300)) == .click)
        #expect(detector.press(row: 1, column: 2, at: start + .milliseconds(350)) == .click)
        #expect(detector.press(row: 1, column: 2, at: start + .seconds(2)) == .click)
    }
}

@MainActor
@Suite("The mouse on the News tab and the other settings config.toml wires")
struct NewsMouseAndSettingsTests {
    let view = NewsArticlesViewSpy()
    let interactor = NewsArticlesInteractorSpy()
    let router = NewsArticlesRouterSpy()
    let presenter: NewsArticlesPresenter

    init() {
        presenter = NewsArticlesPresenter(interactor: interactor, router: router, wording: .fixture)
        view.presenter = presenter
        interactor.output = presenter
        presenter.viewDidChange(visibleRows: 20)
        interactor.total = 500
        presenter.show(ArticleList(title: "Daily Planet", query: ArticleQuery(feedID: 1), showsFeed: false))
    }

    @Test("a double click on an article opens it in the reader; the wheel reads the next window when it must")
    func articles() throws {
        #expect(presenter.handle(MouseEvent(.doubleClick, row: 5, column: 3)))
        #expect(view.last?.selectedRow == 4)
        #expect(presenter.effects.pending.readerArticles.map(\.id) == [interactor.article(at: 4).id])
        for _ in 0..<30 { _ = presenter.handle(MouseEvent(.wheelDown, row: 5, column: 3)) }
        #expect(view.last?.firstVisibleRow == 90)
        #expect(view.last?.selectedRow == 90)
        #expect(interactor.pageRequests.map(\.offset) == [0, 41])
        #expect(view.last?.rows.count == 20)
    }

    @Test("split-width reaches the layout: below it, one pane")
    func splitWidth() throws {
        let folder = TemporaryDirectory()
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")])
        var dependencies = AppDependencies(store: store, clock: Fixtures.clock, timeZone: Fixtures.utc)
        dependencies.splitWidth = 120
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: WakeUp())
        let narrow = shell.render(size: Size(columns: 110, rows: 10)).textLines
        #expect(narrow[1].filter { $0 == "┐" }.count == 1)
        let wide = shell.render(size: Size(columns: 120, rows: 10)).textLines
        #expect(wide[1].filter { $0 == "┐" }.count == 2)
    }

    @Test("auto-refresh looks for due feeds at start, then once a minute, and again on the next tick when it could not look")
    func autoRefresh() {
        final class MovingClock: Basics.Clock, @unchecked Sendable {
            var now = Fixtures.now
        }
        let clock = MovingClock()
        var starts = 0
        var canStart = true
        let timer = AutoRefresh(clock: clock) { starts += 1; return canStart }
        timer.tick()
        timer.tick()
        #expect(starts == 1, "at start, once")
        clock.now = Fixtures.now.addingTimeInterval(59)
        timer.tick()
        #expect(starts == 1)
        canStart = false
        clock.now = Fixtures.now.addingTimeInterval(60)
        timer.tick()
        timer.tick()
        #expect(starts == 3, "a refresh under way: tried again on the next tick")
        canStart = true
        timer.tick()
        timer.tick()
        #expect(starts == 4)
        clock.now = Fixtures.now.addingTimeInterval(119)
        timer.tick()
        #expect(starts == 4, "a minute after the look that worked")
        clock.now = Fixtures.now.addingTimeInterval(120)
        timer.tick()
        #expect(starts == 5)
    }
}
