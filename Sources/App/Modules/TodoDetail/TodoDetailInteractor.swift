import Entities
import Services

/// Loads the shown to-do and keeps it current as the store changes.
final class TodoDetailInteractor: TodoDetailPresenterToInteractor, TodoStoreObserver {
    weak var output: (any TodoDetailInteractorToPresenter)?
    private let store: TodoStore
    private var todoID: Todo.ID?

    init(store: TodoStore) {
        self.store = store
        store.addObserver(self)
    }

    func loadTodo(_ id: Todo.ID?) {
        todoID = id
        output?.todoDidChange(current)
    }

    func setDone(_ id: Todo.ID, _ done: Bool) {
        do {
            let outcome = try store.apply(.setDone(id, done))
            if let failure = outcome.saveError { output?.saveDidFail(failure.description) }
        } catch {
            output?.saveDidFail(error.description)
        }
    }

    func todoStoreDidChange(_ store: TodoStore) { output?.todoDidChange(current) }

    private var current: Todo? { todoID.flatMap { id in store.todos.first { $0.id == id } } }
}
