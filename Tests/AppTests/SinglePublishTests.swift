@testable import App
import Entities
import Terminal
import TestSupport
import Testing

/// A key that edits a to-do makes the store notify its observers while the Presenter is still
/// handling that key; the list must still draw once per key, whatever order results arrive in.
@Suite("One key, one view model")
struct SinglePublishTests {
    @Test("x on a to-do publishes the list's view model once")
    func oneModelPerKey() throws {
        let folder = TemporaryDirectory()
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom")])
        let editor = TodoEditor(history: .init(store: store), textEditor: nil, today: { CalendarDay(year: 2026, month: 1, day: 2) })
        let interactor = TodoListInteractor(editor: editor, today: { CalendarDay(year: 2026, month: 1, day: 2) })
        let router = TodoListRouterSpy()
        let presenter = TodoListPresenter(interactor: interactor, router: router, keymap: .standard,
                                          today: { CalendarDay(year: 2026, month: 1, day: 2) })
        let view = TodoListViewSpy()
        presenter.view = view
        interactor.output = presenter
        presenter.viewDidLoad()
        let before = view.models.count
        #expect(presenter.handle(.character("x")))
        #expect(view.models.count == before + 1)
        #expect(view.last?.rows.first?.isDone == true)
        #expect(view.last?.chrome.message == StatusMessage("Done: “Buy milk”."))
    }
}
