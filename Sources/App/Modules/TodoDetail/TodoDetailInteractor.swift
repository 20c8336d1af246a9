import Entities
import Basics
import Todos

/// Loads the shown to-do, keeps it current as the store changes, and edits it through the
/// shared undo history.
final class TodoDetailInteractor: TodoDetailPresenterToInteractor, TodoStoreObserver {
    weak var output: (any TodoDetailInteractorToPresenter)?
    private let history: TodoHistory
    private let textEditor: (any TextEditing)?
    private var todoID: Todo.ID?

    init(history: TodoHistory, textEditor: (any TextEditing)?) {
        self.history = history
        self.textEditor = textEditor
        history.store.addObserver(self)
    }

    private var store: TodoStore { history.store }

    func loadTodo(_ id: Todo.ID?) {
        todoID = id
        output?.todoDidChange(current)
    }

    func todoStoreDidChange(_ store: TodoStore) { output?.todoDidChange(current) }

    func setDone(_ id: Todo.ID, _ done: Bool) {
        perform(.setDone(id, done), "mark “\(title(id))” \(done ? "done" : "not done")") { .marked($0) }
    }

    func setNotes(_ id: Todo.ID, _ notes: String) {
        perform(.update(id, TodoPatch(notes: notes)), "edit the notes of “\(title(id))”") { .notesEdited($0) }
    }

    func editNotesExternally(_ id: Todo.ID) {
        guard let textEditor, let todo = current, todo.id == id else {
            output?.editWasRejected("There is no terminal to run an editor in.")
            return
        }
        do {
            let notes = try textEditor.edit(todo.notes, name: "adder-\(id)-notes.md")
            if notes != todo.notes { setNotes(id, notes) }
        } catch {
            output?.editWasRejected(error.description)
        }
    }

    func undo() { step(history.undo, nothing: "There is nothing to undo.") { .undone($0, $1) } }
    func redo() { step(history.redo, nothing: "There is nothing to redo.") { .redone($0, $1) } }

    private var current: Todo? { todoID.flatMap { id in store.todos.first { $0.id == id } } }
    private func title(_ id: Todo.ID) -> String { store.todos.first { $0.id == id }?.title ?? "#\(id)" }

    private func step(_ move: () throws(TodoStoreError) -> (outcome: EditOutcome, description: String)?,
                      nothing: String, change: (String, Todo.ID) -> TodoChange) {
        do {
            guard let result = try move() else {
                output?.editWasRejected(nothing)
                return
            }
            output?.editDidFinish(change(result.description, result.outcome.applied.todoID))
            if let failure = result.outcome.saveError { output?.saveDidFail(failure.description) }
        } catch {
            output?.saveDidFail(error.description)
        }
    }

    private func perform(_ edit: TodoEdit, _ description: String, change: (Todo) -> TodoChange) {
        do {
            let outcome = try history.perform(edit, description: description)
            if let todo = store.todos.first(where: { $0.id == outcome.applied.todoID }) { output?.editDidFinish(change(todo)) }
            if let failure = outcome.saveError { output?.saveDidFail(failure.description) }
        } catch {
            output?.saveDidFail(error.description)
        }
    }
}
