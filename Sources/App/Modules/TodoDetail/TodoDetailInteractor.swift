import Entities
import Basics
import Todos

/// Loads the shown to-do, keeps it current as the store changes, and edits it through the
/// shared `TodoEditor`.
@MainActor final class TodoDetailInteractor: TodoDetailPresenterToInteractor, TodoEditorInteractor, @MainActor TodoStoreObserver {
    weak var output: (any TodoDetailInteractorToPresenter)?
    let editor: TodoEditor
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

    /// Its parent's title and its subtasks' progress, from the tree the list shares.
    private func family(of todo: Todo) -> TodoFamily {
        let tree = editor.trees.tree
        guard let position = tree.position(of: todo.id) else { return TodoFamily() }
        var family = TodoFamily()
        // A parent the tree cut out of a circle of parents is still named.
        let parent = tree.parentPosition(of: position) ?? todo.parent.flatMap(tree.position(of:))
        family.parentTitle = parent.map { tree.todos[$0].title }
        (family.doneSubtasks, family.subtasks) = tree.progress(of: position)
        return family
    }

    func setNotes(_ id: Todo.ID, _ notes: String) { report(editor.setNotes(id, notes)) }

    var readOnlyReason: String? { editor.store.readOnlyReason?.description }

    private var current: Todo? { todoID.flatMap { editor.todo($0) } }

    /// What an edit came to, with the to-do as it is now.
    func report(_ outcome: TodoEditor.Outcome?) {
        switch outcome {
        case .changed(let change, let saveFailure): output?.editDidFinish(change, todo: current, saveFailure: saveFailure)
        case .rejected(let sentence): output?.editWasRejected(sentence)
        case .failed(let sentence): output?.saveDidFail(sentence)
        case nil: output?.todoDidChange(current)
        }
    }
}
