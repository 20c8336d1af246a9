import Entities
import Basics
import Todos

/// Loads the shown to-do, keeps it current as the store changes, and edits it through the
/// shared `TodoEditor`.
@MainActor final class TodoDetailInteractor: TodoDetailPresenterToInteractor, @MainActor TodoStoreObserver {
    weak var output: (any TodoDetailInteractorToPresenter)?
    private let editor: TodoEditor
    private var todoID: Todo.ID?

    init(editor: TodoEditor) {
        self.editor = editor
        editor.store.addObserver(self)
    }

    func loadTodo(_ id: Todo.ID?) {
        todoID = id
        tell()
    }

    /// Every change, this pane's own edits included (the Presenter only records it; the View
    /// pulls what to draw once per frame).
    func todoStoreDidChange(_ store: TodoStore) {
        tell()
    }

    private func tell() {
        let todo = current
        output?.familyDidChange(todo.map(family) ?? TodoFamily())
        output?.todoDidChange(todo)
    }

    /// Its parent's title and its subtasks' progress, in one pass over the list.
    private func family(of todo: Todo) -> TodoFamily {
        var family = TodoFamily()
        for other in editor.store.todos {
            if other.id == todo.parent { family.parentTitle = other.title }
            if other.parent == todo.id, !other.archived {
                family.subtasks += 1
                if other.done { family.doneSubtasks += 1 }
            }
        }
        return family
    }

    func setDone(_ id: Todo.ID, _ done: Bool) { report { $0.setDone(id, done) } }
    func setNotes(_ id: Todo.ID, _ notes: String) { report { $0.setNotes(id, notes) } }
    func editNotesExternally(_ id: Todo.ID) { report { $0.editNotesExternally(id) } }
    func rename(_ id: Todo.ID, from line: String) { report { $0.rename(id, from: line) } }
    func setDue(_ id: Todo.ID, from text: String) { report { $0.setDue(id, from: text) } }
    func setRecurrence(_ id: Todo.ID, from text: String) { report { $0.setRecurrence(id, from: text) } }
    func setPriority(_ id: Todo.ID, _ priority: Priority?) { report { $0.setPriority(id, priority) } }
    func deleteTodo(_ id: Todo.ID) { report { $0.delete(id) } }
    func undo() { report { $0.undo() } }
    func redo() { report { $0.redo() } }

    var readOnlyReason: String? { editor.store.readOnlyReason?.description }

    private var current: Todo? { todoID.flatMap { editor.todo($0) } }

    /// Runs one edit and tells the Presenter what it came to.
    private func report(_ edit: (TodoEditor) -> TodoEditor.Outcome?) {
        switch edit(editor) {
        case .changed(let change, let saveFailure): output?.editDidFinish(change, todo: current, saveFailure: saveFailure)
        case .rejected(let sentence): output?.editWasRejected(sentence)
        case .failed(let sentence): output?.saveDidFail(sentence)
        case nil: output?.todoDidChange(current)
        }
    }
}
