import Entities
import Basics
import Todos

/// The to-do edits every pane that shows a to-do makes (the list, the details, and later an
/// article turned into a to-do), through the one undo history, so `u` anywhere undoes the last
/// change made anywhere. It reports what happened as a value; Interactors pass it on.
final class TodoEditor {
    /// What an edit came to.
    enum Outcome: Equatable {
        /// Made; `saveFailure` when it is held in memory because the file could not be written.
        case changed(TodoChange, saveFailure: String?)
        /// Not made, and why (a bad due date, nothing to undo).
        case rejected(String)
        /// The store refused it (read-only, the file could not be read).
        case failed(String)
    }

    let history: TodoHistory
    var textEditor: (any TextEditing)?
    let today: () -> CalendarDay
    /// The store's list as a tree, shared by the panes (made again after each change).
    let trees: TodoTreeCache

    init(history: TodoHistory, textEditor: (any TextEditing)?, today: @escaping () -> CalendarDay) {
        self.history = history
        self.textEditor = textEditor
        self.today = today
        trees = TodoTreeCache(store: history.store)
    }

    var store: TodoStore { history.store }

    /// `line` in the quick-add syntax (`QuickAdd`): #tags, ! !! !!!, due:WHEN, every:RULE.
    func add(from line: String) -> Outcome {
        let draft: TodoDraft
        do {
            draft = try QuickAdd.parse(line, today: today()).draft
        } catch {
            return .rejected(error.description)
        }
        return perform(.add(draft), TodoStepWords.add(TodoStepWords.title(draft.title))) { .added($0) }
    }

    /// Adds a to-do with its notes and tags as given (no #tag parsing of the title).
    func add(_ draft: TodoDraft) -> Outcome {
        perform(.add(draft), TodoStepWords.add(TodoStepWords.title(draft.title))) { .added($0) }
    }

    /// The title editor's line, read as quick add reads one: the title and #tags, and any `due:`,
    /// `every:`, `!`, `pri:`, `project:` or `+tag` typed there (the editor opens with the title's
    /// own such words escaped, `QuickAdd.line`, so they stay words).
    func rename(_ id: Todo.ID, from line: String) -> Outcome {
        let draft: TodoDraft
        do {
            draft = try QuickAdd.parse(line, today: today()).draft
        } catch {
            return .rejected(error.description)
        }
        let keepsTitle = todo(id)?.title == draft.title
        var patch = TodoPatch(title: draft.title, tags: draft.tags)
        if let priority = draft.priority { patch.priority = .some(priority) }
        if let due = draft.due { (patch.due, patch.dueTime) = (.some(due), .some(draft.dueTime)) }
        if let rule = draft.recurrence { patch.recurrence = .some(rule) }
        if let project = draft.project { patch.project = .some(project) }
        return perform(.update(id, patch),
                       keepsTitle ? TodoStepWords.retag(subject(id)) : TodoStepWords.rename(subject(id))) {
            keepsTitle ? .retagged($0) : .renamed($0)
        }
    }

    /// Reopening an archived to-do also unarchives it, and completing a repeating one adds the
    /// next, in the same undo step (`TodoEdit.marking`).
    func setDone(_ id: Todo.ID, _ done: Bool) -> Outcome {
        guard let todo = todo(id) else { return .rejected("That to-do is gone.") }
        return perform(.marking(todo, done: done, today: today()), TodoStepWords.mark(TodoStepWords.title(todo.title), done: done)) { .marked($0) }
    }

    func delete(_ id: Todo.ID) -> Outcome {
        guard let todo = todo(id) else { return .rejected("That to-do is gone.") }
        return perform(.delete(id), TodoStepWords.delete(TodoStepWords.title(todo.title))) { _ in .deleted(todo) }
    }

    func setPriority(_ id: Todo.ID, _ priority: Priority?) -> Outcome {
        perform(.update(id, TodoPatch(priority: .some(priority))), TodoStepWords.setPriority(subject(id))) { .prioritized($0) }
    }

    /// `text` as typed: today, fri 17:00, +3d, YYYY-MM-DD…; empty clears. A date without a time clears the time.
    func setDue(_ id: Todo.ID, from text: String) -> Outcome {
        let due: DueMoment?
        do {
            due = try DueDateParser.parseMoment(text, today: today())
        } catch {
            return .rejected(error.description)
        }
        return perform(.update(id, TodoPatch(due: .some(due?.day), dueTime: .some(due?.time))),
                       TodoStepWords.setDue(subject(id))) { .rescheduled($0) }
    }

    /// `text` as typed: every 2 weeks, every mon,thu, after 3 days…; empty clears.
    func setRecurrence(_ id: Todo.ID, from text: String) -> Outcome {
        var rule: Recurrence?
        if !text.isEmpty {
            do {
                rule = try RecurrenceParser.parse(text)
            } catch {
                return .rejected(error.description)
            }
        }
        return perform(.update(id, TodoPatch(recurrence: .some(rule))), TodoStepWords.setRepeat(subject(id))) { .repeatSet($0) }
    }

    /// Moves a to-do to `index` in the file's (manual) order.
    func move(_ id: Todo.ID, to index: Int) -> Outcome {
        perform(.move(id, to: index), TodoStepWords.move(subject(id))) { .moved($0) }
    }

    func archiveDone() -> Outcome {
        let ids = store.document.archivableIDs()  // a done parent with an open subtask stays
        guard !ids.isEmpty else { return .rejected("There are no done to-dos to archive.") }
        return perform(.setArchived(ids, true), TodoStepWords.archive("\(ids.count) done to-do\(ids.count == 1 ? "" : "s")")) { _ in
            .archived(count: ids.count)
        }
    }

    /// Shows an archived to-do in the other views again.
    func unarchive(_ id: Todo.ID) -> Outcome {
        guard let todo = todo(id) else { return .rejected("That to-do is gone.") }
        guard todo.archived else { return .rejected("“\(todo.title)” is not archived.") }
        return perform(.setArchived([id], false), TodoStepWords.unarchive(TodoStepWords.title(todo.title))) { .unarchived($0) }
    }

    func setNotes(_ id: Todo.ID, _ notes: String) -> Outcome {
        perform(.update(id, TodoPatch(notes: notes)), TodoStepWords.editNotes(subject(id))) { .notesEdited($0) }
    }

    /// Opens the notes in `$VISUAL`/`$EDITOR`; nil when they came back unchanged.
    func editNotesExternally(_ id: Todo.ID) -> Outcome? {
        guard let textEditor else { return .rejected("There is no terminal to run an editor in.") }
        guard let todo = todo(id) else { return .rejected("That to-do is gone.") }
        do {
            let notes = try textEditor.edit(todo.notes, name: "adder-\(id)-notes.md")
            return notes == todo.notes ? nil : setNotes(id, notes)
        } catch {
            return .rejected(error.description)
        }
    }

    /// The shell's veto on quitting while edits are held in memory (the file could not be written).
    var quitVeto: QuitVeto {
        QuitVeto { [weak self] in self.flatMap { TodoChangeMessages.unsavedEdits(count: $0.store.unsavedEditCount) } }
    }

    func undo() -> Outcome { step(history.undo, nothing: "There is nothing to undo.") { .undone($0, $1) } }
    func redo() -> Outcome { step(history.redo, nothing: "There is nothing to redo.") { .redone($0, $1) } }

    func todo(_ id: Todo.ID) -> Todo? {
        let tree = trees.tree
        return tree.position(of: id).map { tree.todos[$0] }
    }
    /// The to-do as the history names it: its title in quotes, or its id when it is gone.
    private func subject(_ id: Todo.ID) -> String { todo(id).map { TodoStepWords.title($0.title) } ?? "#\(id)" }

    private func step(_ move: () throws(TodoStoreError) -> (outcome: EditOutcome, description: String)?,
                      nothing: String, change: (String, Todo.ID) -> TodoChange) -> Outcome {
        do {
            guard let result = try move() else { return .rejected(nothing) }
            return .changed(change(result.description, result.outcome.applied.todoID),
                            saveFailure: result.outcome.saveError?.description ?? history.takeFileNotice())
        } catch {
            return .failed(error.description)
        }
    }

    /// Applies an edit through the history; `change` gets the to-do as it is now (a deleted one
    /// from the inverse edit, which still holds it).
    private func perform(_ edit: TodoEdit, _ description: String, change: (Todo) -> TodoChange) -> Outcome {
        do {
            let outcome = try history.perform(edit, description: description)
            var touched = todo(outcome.applied.todoID)
            if touched == nil, case .restore(let deleted, _) = outcome.applied.inverse { touched = deleted }
            guard let touched else { return .rejected("That to-do is gone.") }
            return .changed(change(touched), saveFailure: outcome.saveError?.description ?? history.takeFileNotice())
        } catch {
            return .failed(error.description)
        }
    }
}

extension TodoRowEditing {
    /// What the title editor (`e`) opens with: the title, with any word quick add would read as
    /// more than a word escaped, then its #tags (`QuickAdd.line`).
    func titleLine(of todo: Todo) -> String { QuickAdd.line(title: todo.title, tags: todo.tags) }
}
