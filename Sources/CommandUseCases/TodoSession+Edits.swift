import Entities
import Foundation
import Todos

/// What `adder todo add` and `adder todo edit` were asked, read but not yet checked against the list.
public struct TodoRequest {
    public var tags: [String] = []
    public var priority: Priority?
    /// `--due`'s text, read against the session's today.
    public var due: String?
    public var recurrence: Recurrence??
    public var project: String?
    public var parent: String?

    public init() {}
}

/// What `adder todo done`, `undo-done` and `rm` do to each to-do they name.
public enum TodoBulkChange {
    case done, undoDone, remove

    /// The edit for `todo`; a repeating one completed gets its next from `today`.
    func edit(_ todo: Todo, today: CalendarDay) -> TodoEdit {
        switch self {
        case .done: .marking(todo, done: true, today: today)
        case .undoDone: .marking(todo, done: false)
        case .remove: .delete(todo.id)
        }
    }
}

extension TodoSession {
    /// Adds the to-do `text` describes in quick-add words, the request's options overriding them;
    /// returns it and the draft (for what was understood).
    public func add(_ text: String, _ request: TodoRequest) throws -> (id: Todo.ID, todo: Todo?, draft: TodoDraft) {
        var draft: TodoDraft
        do {
            draft = try QuickAdd.parse(text, today: today).draft
        } catch {
            throw CommandFailure(error.description, status: 2)
        }
        for tag in request.tags where !draft.tags.contains(tag) { draft.tags.append(tag) }
        if let priority = request.priority { draft.priority = priority }
        if let due = request.due {
            let moment = try TodoArgument.dueMoment(due, today: today)
            draft.due = moment?.day
            draft.dueTime = moment?.time
        }
        if let recurrence = request.recurrence { draft.recurrence = recurrence }
        if let project = request.project { draft.project = TodoProject.normalized(project) }
        if let parent = request.parent { draft.parent = try TodoArgument.ids([parent])[0] }
        if !hasReadTheList, let todo = try addWithoutReading(draft) { return (todo.id, todo, draft) }
        try load()
        if let parentID = draft.parent { try requireExisting([parentID]) }
        let outcome = try apply(.add(draft))
        return (outcome.applied.todoID, todo(outcome.applied.todoID), draft)
    }

    /// The add made without reading the list (`TodoHistory.addWithoutReading`); nil when the list must be read.
    private func addWithoutReading(_ draft: TodoDraft) throws -> Todo? {
        let result: TodoFile.AddWithoutReading
        do {
            result = try history.addWithoutReading(draft, now: now, description: TodoEdit.add(draft).summary(in: []))
        } catch {
            throw CommandFailure("\(error.reason); the change was not saved.", status: 1)
        }
        passOnFileNotice()
        guard case .added(let todo) = result else { return nil }
        return todo
    }

    /// Adds every non-blank line of `text` as a to-do in quick-add words, in one edit, and returns
    /// them in order; a bad line adds nothing and names its line number.
    public func addLines(of text: String) throws -> [Todo] {
        var drafts: [TodoDraft] = []
        // "\r\n" is one Character in Swift: splitting on isNewline ends a line at it, as at "\n".
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            switch TodoQuickAdd.draft(from: String(line), today: today) {
            case .success(let draft): drafts.append(draft)
            case .failure(let problem):
                throw CommandFailure("Line \(index + 1) of standard input: \(problem.sentence) Nothing was added.", status: 1)
            }
        }
        guard !drafts.isEmpty else {
            throw CommandFailure("Standard input held no to-do: give one a line.", status: 1)
        }
        let outcome = try apply(.batch(drafts.map(TodoEdit.add)))
        // The inverse deletes what the batch added, last first: the ids the file gave them.
        guard case .batch(let inverses) = outcome.applied.inverse else { return [] }
        let ids = inverses.reversed().compactMap { edit -> Todo.ID? in
            if case .delete(let id) = edit { id } else { nil }
        }
        return ids.compactMap(todo)
    }

    /// The change applied to each to-do, after checking that every id exists.
    public func change(_ ids: [Todo.ID], _ change: TodoBulkChange) throws {
        try requireExisting(ids)
        for id in ids {
            // Gone since the check only when the same id was given twice to `rm`.
            guard let todo = todo(id) else { throw CommandFailure("There is no to-do with id \(id).", status: 1) }
            try apply(change.edit(todo, today: today))
        }
    }

    /// Archives the done to-dos named (every done one for none) and returns the ids archived.
    public func archive(_ named: [Todo.ID]) throws -> [Todo.ID] {
        try requireExisting(named)
        let chosen = named.isEmpty
            ? store.todos.filter { $0.done && !$0.archived }.map(\.id)
            : named.filter { id in store.todos.contains { $0.id == id && !$0.archived } }
        if !chosen.isEmpty { try apply(.setArchived(chosen, true)) }
        return chosen
    }

    /// Replaces the notes of the to-do `id` with what `newNotes` makes of its current ones; nothing
    /// is saved when they stay the same.
    public func setNotes(of id: Todo.ID, _ newNotes: (Todo) throws -> String) throws {
        let todo = try existing(id)
        let notes = try newNotes(todo)
        guard notes != todo.notes else { return }
        try apply(.update(id, TodoPatch(notes: notes)))
    }
}
