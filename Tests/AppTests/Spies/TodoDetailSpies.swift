@testable import App
import Entities
import Basics
import Todos

/// Pulls the detail pane's view model as its View does when the loop draws.
@MainActor
final class TodoDetailViewSpy {
    weak var presenter: TodoDetailPresenter?
    var last: TodoDetailViewModel? { presenter?.viewModel }
}

@MainActor
final class TodoDetailInteractorSpy: TodoDetailPresenterToInteractor {
    private(set) var calls: [String] = []
    private(set) var loaded: [Todo.ID?] = []
    var readOnlyReason: String?
    func loadTodo(_ id: Todo.ID?) { loaded.append(id) }
    func setDone(_ id: Todo.ID, _ done: Bool) { calls.append("done \(id) \(done)") }
    func setNotes(_ id: Todo.ID, _ notes: String) { calls.append("notes \(id) \(notes)") }
    func editNotesExternally(_ id: Todo.ID) { calls.append("external \(id)") }
    func rename(_ id: Todo.ID, from line: String) { calls.append("rename \(id) \(line)") }
    func setDue(_ id: Todo.ID, from text: String) { calls.append("due \(id) \(text)") }
    func setRecurrence(_ id: Todo.ID, from text: String) { calls.append("every \(id) \(text)") }
    func setPriority(_ id: Todo.ID, _ priority: Priority?) { calls.append("priority \(id) \(priority?.rawValue ?? "none")") }
    func deleteTodo(_ id: Todo.ID) { calls.append("delete \(id)") }
    func undo() { calls.append("undo") }
    func redo() { calls.append("redo") }
}


@MainActor
final class TodoDetailOutputSpy: TodoDetailInteractorToPresenter {
    private(set) var todos: [Todo?] = []
    private(set) var changes: [TodoChange] = []
    private(set) var rejections: [String] = []
    private(set) var failures: [String] = []
    func todoDidChange(_ todo: Todo?) { todos.append(todo) }
    private(set) var families: [TodoFamily] = []
    func familyDidChange(_ family: TodoFamily) { families.append(family) }
    func editDidFinish(_ change: TodoChange, todo: Todo?, saveFailure: String?) {
        changes.append(change)
        todos.append(todo)
        if let saveFailure { failures.append(saveFailure) }
    }
    func editWasRejected(_ sentence: String) { rejections.append(sentence) }
    func saveDidFail(_ sentence: String) { failures.append(sentence) }
}

/// An external editor that appends a line, or fails.
final class TextEditorStub: TextEditing {
    var failure: TextEditingError?
    private(set) var edited: [String] = []
    func edit(_ text: String, name: String) throws(TextEditingError) -> String {
        edited.append(text)
        if let failure { throw failure }
        return text + "\nedited outside"
    }
}
