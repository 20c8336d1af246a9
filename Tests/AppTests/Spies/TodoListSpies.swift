@testable import App
import Entities
import Todos

typealias TodoListViewSpy = ListViewSpy<TodoListRow>

/// Records every use case the presenter asks for, in order, as text.
@MainActor
final class TodoListInteractorSpy: TodoListPresenterToInteractor {
    private(set) var calls: [String] = []
    private(set) var queries: [TodoQuery] = []
    func loadTodos() { calls.append("load") }
    func setQuery(_ query: TodoQuery) { queries.append(query) }
    func addTodo(from line: String) { calls.append("add \(line)") }
    func rename(_ id: Todo.ID, from line: String) { calls.append("rename \(id) \(line)") }
    func setDone(_ id: Todo.ID, _ done: Bool) { calls.append("done \(id) \(done)") }
    func deleteTodo(_ id: Todo.ID) { calls.append("delete \(id)") }
    func setPriority(_ id: Todo.ID, _ priority: Priority?) { calls.append("priority \(id) \(priority?.rawValue ?? "none")") }
    func setDue(_ id: Todo.ID, from text: String) { calls.append("due \(id) \(text)") }
    func setRecurrence(_ id: Todo.ID, from text: String) { calls.append("every \(id) \(text)") }
    func moveTodo(_ id: Todo.ID, by offset: Int) { calls.append("move \(id) \(offset)") }
    func archiveDone() { calls.append("archive") }
    func unarchive(_ id: Todo.ID) { calls.append("unarchive \(id)") }
    func undo() { calls.append("undo") }
    func redo() { calls.append("redo") }
    func editNotesExternally(_ id: Todo.ID) { calls.append("external \(id)") }
    func editMany(_ ids: [Todo.ID], _ change: TodoManyChange) { calls.append("many \(ids) \(change)") }
    func indent(_ id: Todo.ID, under parent: Todo.ID) { calls.append("indent \(id) under \(parent)") }
    func outdent(_ id: Todo.ID) { calls.append("outdent \(id)") }
    func completeWithSubtasks(_ id: Todo.ID) { calls.append("complete all \(id)") }
    func deleteKeepingSubtasks(_ id: Todo.ID) { calls.append("delete only \(id)") }
    /// What `syncNow` answers.
    var syncAnswer = TodoSyncRequest.notSetUp
    func syncNow() -> TodoSyncRequest {
        calls.append("sync")
        return syncAnswer
    }
}

/// Builds stand-in panes where the list's Router builds the details and the agenda.
@MainActor
final class TodoListRouterSpy: TodoListPresenterToRouter {
    private(set) var agendaCount = 0
    func makeDetail() -> any Pane { NotePane("details") }
    func makeAgenda() -> any Pane {
        agendaCount += 1
        return NotePane("agenda", placement: .overlay)
    }
}

@MainActor
final class TodoListOutputSpy: TodoListInteractorToPresenter {
    private(set) var contents: [TodoListContent] = []
    private(set) var changes: [TodoChange] = []
    private(set) var rejections: [String] = []
    private(set) var failures: [String] = []
    var lastTitles: [String]? { contents.last?.todos.map(\.title) }
    func todosDidChange(_ content: TodoListContent) { contents.append(content) }
    func editDidFinish(_ change: TodoChange, saveFailure: String?) {
        changes.append(change)
        if let saveFailure { failures.append(saveFailure) }
    }
    func editWasRejected(_ sentence: String) { rejections.append(sentence) }
    func saveDidFail(_ sentence: String) { failures.append(sentence) }
    private(set) var syncStates: [TodoSyncState] = []
    private(set) var syncOutcomes: [TodoSyncOutcome] = []
    func syncDidChange(_ state: TodoSyncState, outcome: TodoSyncOutcome?) {
        syncStates.append(state)
        if let outcome { syncOutcomes.append(outcome) }
    }
}

extension TodoListOutputSpy {
    /// A list Interactor on `store` (today Friday 2026-01-02) whose output this spy records.
    static func listening(to store: TodoStore) -> (TodoListInteractor, TodoListOutputSpy) {
        let interactor = TodoListInteractor(editor: TodoInteractorTests.editor(store), today: TodoInteractorTests.today)
        let output = TodoListOutputSpy()
        interactor.output = output
        return (interactor, output)
    }
}
