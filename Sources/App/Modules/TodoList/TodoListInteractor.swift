import Entities
import Services

/// The list's use cases on the to-do store. It knows nothing of keys or screens.
final class TodoListInteractor: TodoListPresenterToInteractor, TodoStoreObserver {
    weak var output: (any TodoListInteractorToPresenter)?
    private let store: TodoStore

    init(store: TodoStore) {
        self.store = store
        store.addObserver(self)
    }

    func loadTodos() { output?.todosDidChange(visibleTodos) }

    func addTodo(titled title: String) {
        guard let outcome = perform(.add(TodoDraft(title: title))) else { return }
        if let todo = todo(outcome.applied.todoID) { output?.todoWasAdded(todo) }
        report(outcome)
    }

    func setDone(_ id: Todo.ID, _ done: Bool) {
        guard let outcome = perform(.setDone(id, done)) else { return }
        if let todo = todo(id) { output?.todoWasMarked(todo) }
        report(outcome)
    }

    func deleteTodo(_ id: Todo.ID) {
        guard let deleted = todo(id), let outcome = perform(.delete(id)) else { return }
        output?.todoWasDeleted(deleted)
        report(outcome)
    }

    func todoStoreDidChange(_ store: TodoStore) { output?.todosDidChange(visibleTodos) }

    private var visibleTodos: [Todo] { store.todos.filter { !$0.archived } }

    private func todo(_ id: Todo.ID) -> Todo? { store.todos.first { $0.id == id } }

    private func perform(_ edit: TodoEdit) -> EditOutcome? {
        do {
            return try store.apply(edit)
        } catch {
            output?.saveDidFail(error.description)
            return nil
        }
    }

    private func report(_ outcome: EditOutcome) {
        if let failure = outcome.saveError { output?.saveDidFail(failure.description) }
    }
}
