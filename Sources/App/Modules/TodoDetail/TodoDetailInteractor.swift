import Entities
import Services

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
        perform(.setDone(id, done), "mark “\(title(id))” \(done ? "done" : "not done")",
                then: done ? "Done: “\(title(id))”." : "Not done: “\(title(id))”.")
    }

    func setNotes(_ id: Todo.ID, _ notes: String) {
        perform(.update(id, TodoPatch(notes: notes)), "edit the notes of “\(title(id))”", then: "Saved the notes.")
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

    func undo() { step(history.undo, verb: "Undid", nothing: "There is nothing to undo.") }
    func redo() { step(history.redo, verb: "Redid", nothing: "There is nothing to redo.") }

    private var current: Todo? { todoID.flatMap { id in store.todos.first { $0.id == id } } }
    private func title(_ id: Todo.ID) -> String { store.todos.first { $0.id == id }?.title ?? "#\(id)" }

    private func step(_ move: () throws(TodoStoreError) -> (outcome: EditOutcome, description: String)?, verb: String, nothing: String) {
        do {
            guard let result = try move() else {
                output?.editWasRejected(nothing)
                return
            }
            output?.editDidFinish("\(verb): \(result.description).")
            if let failure = result.outcome.saveError { output?.saveDidFail(failure.description) }
        } catch {
            output?.saveDidFail(error.description)
        }
    }

    private func perform(_ edit: TodoEdit, _ description: String, then sentence: String) {
        do {
            let outcome = try history.perform(edit, description: description)
            output?.editDidFinish(sentence)
            if let failure = outcome.saveError { output?.saveDidFail(failure.description) }
        } catch {
            output?.saveDidFail(error.description)
        }
    }
}
