import Entities
import Basics
import Todos

/// The list's use cases on the to-do store, through the undo history. It knows nothing of keys
/// or screens; it pushes every change, whoever made it, to its Presenter.
final class TodoListInteractor: TodoListPresenterToInteractor, TodoStoreObserver {
    weak var output: (any TodoListInteractorToPresenter)?
    private let history: TodoHistory
    private let textEditor: (any TextEditing)?
    private let today: () -> CalendarDay
    private var query = TodoQuery()

    init(history: TodoHistory, textEditor: (any TextEditing)?, today: @escaping () -> CalendarDay) {
        self.history = history
        self.textEditor = textEditor
        self.today = today
        history.store.addObserver(self)
    }

    private var store: TodoStore { history.store }

    func loadTodos() { output?.todosDidChange(content) }

    func setQuery(_ query: TodoQuery) {
        self.query = query
        output?.todosDidChange(content)
    }

    func todoStoreDidChange(_ store: TodoStore) { output?.todosDidChange(content) }

    private var content: TodoListContent {
        TodoListContent(todos: query.apply(to: store.todos), counts: TodoCounts(store.todos, today: today()),
                        readOnlyReason: store.readOnlyReason?.description,
                        refreshProblem: store.refreshProblem?.description)
    }

    // MARK: Edits

    func addTodo(from line: String) {
        let parsed = TitleParser.parse(line)
        perform(.add(TodoDraft(title: parsed.title, tags: parsed.tags)), "add “\(parsed.title)”") { .added($0) }
    }

    func rename(_ id: Todo.ID, from line: String) {
        let parsed = TitleParser.parse(line)
        perform(.update(id, TodoPatch(title: parsed.title, tags: parsed.tags)), "rename “\(title(id))”") { .renamed($0) }
    }

    func setDone(_ id: Todo.ID, _ done: Bool) {
        perform(.setDone(id, done), "mark “\(title(id))” \(done ? "done" : "not done")") { .marked($0) }
    }

    func deleteTodo(_ id: Todo.ID) {
        guard let todo = todo(id) else { return }
        perform(.delete(id), "delete “\(todo.title)”") { _ in .deleted(todo) }
    }

    func setPriority(_ id: Todo.ID, _ priority: Priority?) {
        perform(.update(id, TodoPatch(priority: .some(priority))), "set the priority of “\(title(id))”") { .prioritized($0) }
    }

    func setDue(_ id: Todo.ID, from text: String) {
        let due: CalendarDay?
        do {
            due = try DueDateParser.parse(text, today: today())
        } catch {
            output?.editWasRejected(error.description)
            return
        }
        perform(.update(id, TodoPatch(due: .some(due))), "set the due date of “\(title(id))”") { .rescheduled($0) }
    }

    func moveTodo(_ id: Todo.ID, by offset: Int) {
        let shown = query.apply(to: store.todos)
        guard let index = shown.firstIndex(where: { $0.id == id }), shown.indices.contains(index + offset),
              let target = store.todos.firstIndex(where: { $0.id == shown[index + offset].id }) else { return }
        perform(.move(id, to: target), "move “\(title(id))”") { .moved($0) }
    }

    func archiveDone() {
        let ids = store.todos.filter { $0.done && !$0.archived }.map(\.id)
        guard !ids.isEmpty else {
            output?.editWasRejected("There are no done to-dos to archive.")
            return
        }
        perform(.setArchived(ids, true), "archive \(ids.count) done to-do\(ids.count == 1 ? "" : "s")") { _ in
            .archived(count: ids.count)
        }
    }

    func editNotesExternally(_ id: Todo.ID) {
        guard let textEditor, let todo = todo(id) else {
            output?.editWasRejected("There is no terminal to run an editor in.")
            return
        }
        do {
            let notes = try textEditor.edit(todo.notes, name: "adder-\(id)-notes.md")
            guard notes != todo.notes else { return }
            perform(.update(id, TodoPatch(notes: notes)), "edit the notes of “\(todo.title)”") { .notesEdited($0) }
        } catch {
            output?.editWasRejected(error.description)
        }
    }

    func undo() {
        step(history.undo, nothing: "There is nothing to undo.") { .undone($0, $1) }
    }

    func redo() {
        step(history.redo, nothing: "There is nothing to redo.") { .redone($0, $1) }
    }

    // MARK: Helpers

    private func step(_ move: () throws(TodoStoreError) -> (outcome: EditOutcome, description: String)?,
                      nothing: String, change: (String, Todo.ID) -> TodoChange) {
        do {
            guard let result = try move() else {
                output?.editWasRejected(nothing)
                return
            }
            output?.todoDidChange(change(result.description, result.outcome.applied.todoID))
            if let failure = result.outcome.saveError { output?.saveDidFail(failure.description) }
        } catch {
            output?.saveDidFail(error.description)
        }
    }

    private func todo(_ id: Todo.ID) -> Todo? { store.todos.first { $0.id == id } }
    private func title(_ id: Todo.ID) -> String { todo(id)?.title ?? "#\(id)" }

    /// Applies an edit through the history, then reports what changed and, last, a failed save
    /// (so its sentence is the one left on screen). `change` gets the to-do as it is now.
    private func perform(_ edit: TodoEdit, _ description: String, change: (Todo) -> TodoChange) {
        do {
            let outcome = try history.perform(edit, description: description)
            if let todo = todo(outcome.applied.todoID) ?? deletedPlaceholder(outcome) { output?.todoDidChange(change(todo)) }
            if let failure = outcome.saveError { output?.saveDidFail(failure.description) }
        } catch {
            output?.saveDidFail(error.description)
        }
    }

    /// A deleted to-do is gone from the store; the inverse edit still holds it.
    private func deletedPlaceholder(_ outcome: EditOutcome) -> Todo? {
        if case .restore(let todo, _) = outcome.applied.inverse { return todo }
        return nil
    }
}
