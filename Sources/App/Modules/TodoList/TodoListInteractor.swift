import Entities
import Basics
import Todos

/// The list's use cases on the to-do store, through the undo history. It knows nothing of keys
/// or screens; it pushes every change, whoever made it, to its Presenter.
@MainActor final class TodoListInteractor: TodoListPresenterToInteractor, @MainActor TodoStoreObserver {
    weak var output: (any TodoListInteractorToPresenter)?
    private let editor: TodoEditor
    private let today: () -> CalendarDay
    /// The time now, so a to-do due at a time today counts as overdue from the next minute.
    var now: () -> TimeOfDay? = { nil }
    private var query = TodoQuery()

    init(editor: TodoEditor, today: @escaping () -> CalendarDay) {
        self.editor = editor
        self.today = today
        editor.store.addObserver(self)
    }

    private var store: TodoStore { editor.store }

    func loadTodos() { output?.todosDidChange(content) }

    func setQuery(_ query: TodoQuery) {
        self.query = query
        output?.todosDidChange(content)
    }

    /// Every change, this pane's own edits included: the store tells its observers while the edit
    /// runs, so the edit's result that follows carries only what happened.
    func todoStoreDidChange(_ store: TodoStore) {
        output?.todosDidChange(content)
        reportDroppedEdits()
    }

    /// Held edits a replay could not apply, because their to-dos are gone or are others now.
    private func reportDroppedEdits() {
        if let notice = store.takeDroppedEditsNotice() { output?.editWasRejected(notice) }
    }

    private var content: TodoListContent {
        TodoListContent(todos: query.apply(to: store.todos), counts: TodoCounts(store.todos, today: today(), now: now()),
                        readOnlyReason: store.readOnlyReason?.description,
                        refreshProblem: store.refreshProblem?.description, unsavedEditCount: store.unsavedEditCount)
    }

    // MARK: Edits

    func addTodo(from line: String) { report { $0.add(from: line) } }
    func rename(_ id: Todo.ID, from line: String) { report { $0.rename(id, from: line) } }
    func setDone(_ id: Todo.ID, _ done: Bool) { report { $0.setDone(id, done) } }
    func deleteTodo(_ id: Todo.ID) { report { $0.delete(id) } }
    func setPriority(_ id: Todo.ID, _ priority: Priority?) { report { $0.setPriority(id, priority) } }
    func setDue(_ id: Todo.ID, from text: String) { report { $0.setDue(id, from: text) } }
    func setRecurrence(_ id: Todo.ID, from text: String) { report { $0.setRecurrence(id, from: text) } }
    func archiveDone() { report { $0.archiveDone() } }
    func unarchive(_ id: Todo.ID) { report { $0.unarchive(id) } }
    func undo() { report { $0.undo() } }
    func redo() { report { $0.redo() } }
    func editNotesExternally(_ id: Todo.ID) { report { $0.editNotesExternally(id) } }

    /// Moves a to-do past its neighbour in the list as shown; the file keeps the manual order.
    func moveTodo(_ id: Todo.ID, by offset: Int) {
        let shown = query.apply(to: store.todos)
        guard let index = shown.firstIndex(where: { $0.id == id }), shown.indices.contains(index + offset),
              let target = store.todos.firstIndex(where: { $0.id == shown[index + offset].id }) else { return }
        report { $0.move(id, to: target) }
    }

    /// Runs one edit and tells the Presenter what it came to (the new list came through the store).
    private func report(_ edit: (TodoEditor) -> TodoEditor.Outcome?) {
        switch edit(editor) {
        case .changed(let change, let saveFailure): output?.editDidFinish(change, saveFailure: saveFailure)
        case .rejected(let sentence): output?.editWasRejected(sentence)
        case .failed(let sentence): output?.saveDidFail(sentence)
        case nil: output?.todosDidChange(content)
        }
        reportDroppedEdits()
    }
}
