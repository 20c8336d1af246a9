@testable import App
import Entities

/// Records every use case the agenda's Presenter asks for, in order, as text.
@MainActor
final class TodoAgendaInteractorSpy: TodoAgendaPresenterToInteractor {
    private(set) var calls: [String] = []
    func loadAgenda() { calls.append("load") }
    func setDone(_ id: Todo.ID, _ done: Bool) { calls.append("done \(id) \(done)") }
    func deleteTodo(_ id: Todo.ID) { calls.append("delete \(id)") }
    func setPriority(_ id: Todo.ID, _ priority: Priority?) { calls.append("priority \(id) \(priority?.rawValue ?? "none")") }
    func rename(_ id: Todo.ID, from line: String) { calls.append("rename \(id) \(line)") }
    func setDue(_ id: Todo.ID, from text: String) { calls.append("due \(id) \(text)") }
    func setRecurrence(_ id: Todo.ID, from text: String) { calls.append("every \(id) \(text)") }
    func undo() { calls.append("undo") }
    func redo() { calls.append("redo") }
    func editNotesExternally(_ id: Todo.ID) { calls.append("external \(id)") }
}

/// Builds a stand-in pane where the agenda's Router builds the details.
@MainActor
final class TodoAgendaRouterSpy: TodoAgendaPresenterToRouter {
    func makeDetail() -> any Pane { NotePane("details", placement: .overlay) }
}

/// What the agenda's Interactor told its Presenter.
@MainActor
final class TodoAgendaOutputSpy: TodoAgendaInteractorToPresenter {
    private(set) var contents: [TodoAgendaContent] = []
    private(set) var changes: [TodoChange] = []
    private(set) var rejections: [String] = []
    func agendaDidChange(_ content: TodoAgendaContent) { contents.append(content) }
    func editDidFinish(_ change: TodoChange, saveFailure: String?) { changes.append(change) }
    func editWasRejected(_ sentence: String) { rejections.append(sentence) }
}
