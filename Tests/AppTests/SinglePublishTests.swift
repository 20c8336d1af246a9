@testable import App
import Entities
import Terminal
import TestSupport
import Testing

/// A key that edits a to-do makes the store notify its observers while the Presenter is still
/// handling that key; the frame drawn after it shows the key's result, and drawing has no effect.
@MainActor
@Suite("One key, one view model, pulled when the loop draws")
struct SinglePublishTests {
    @Test("x on a to-do: the next frame shows it done and says so; pulling the model again moves nothing")
    func oneModelPerKey() throws {
        let folder = TemporaryDirectory()
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom")])
        let editor = TodoEditor(history: .init(store: store), textEditor: nil, today: { CalendarDay(year: 2026, month: 1, day: 2) })
        let interactor = TodoListInteractor(editor: editor, today: { CalendarDay(year: 2026, month: 1, day: 2) })
        let router = TodoListRouterSpy()
        let presenter = TodoListPresenter(interactor: interactor, router: router, wording: .fixture)
        let view = TodoListViewSpy()
        view.presenter = presenter
        interactor.output = presenter
        presenter.viewDidLoad()
        #expect(presenter.handle(.character("x")))
        let requests = presenter.effects.pending.detailRequests.count
        #expect(view.last?.rows.first?.isDone == true)
        #expect(view.last?.chrome.message == StatusMessage("Done: “Buy milk”."))
        // `view.last` asks the Presenter each time, as a frame does: a second pull must find what the first did.
        let first = try #require(view.last)
        let second = try #require(view.last)
        #expect(first == second, "pulling the view model again changed it")
        #expect(presenter.effects.pending.detailRequests.count == requests, "drawing never navigates")
    }
}
