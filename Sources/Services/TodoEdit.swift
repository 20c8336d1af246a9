import Entities
import Foundation

/// What a new to-do starts with.
public struct TodoDraft: Sendable, Hashable {
    public var title: String
    public var notes: String
    public var priority: Priority?
    public var due: CalendarDay?
    public var tags: [String]

    public init(title: String, notes: String = "", priority: Priority? = nil, due: CalendarDay? = nil, tags: [String] = []) {
        self.title = title
        self.notes = notes
        self.priority = priority
        self.due = due
        self.tags = tags
    }
}

/// One change to the to-do list, described as an operation rather than a new state, so that a
/// save can replay it on whatever the file holds by then and never undo another process's edit.
public enum TodoEdit: Sendable, Hashable {
    case add(TodoDraft)
    case setDone(Todo.ID, Bool)
    case delete(Todo.ID)
    /// Puts a deleted to-do back, with its id, at a position in the manual order.
    case restore(Todo, at: Int)
}

/// What applying an edit did: the to-do it touched, and the edit that takes it back.
public struct AppliedEdit: Sendable, Hashable {
    public let todoID: Todo.ID
    public let inverse: TodoEdit
}

extension TodoDocument {
    /// Applies an edit, or throws `.unknownTodo` and leaves the document as it was.
    public mutating func apply(_ edit: TodoEdit, now: Date) throws(TodoStoreError) -> AppliedEdit {
        switch edit {
        case .add(let draft):
            let todo = Todo(id: nextID, title: draft.title, notes: draft.notes, created: now,
                            priority: draft.priority, due: draft.due, tags: draft.tags)
            nextID += 1
            todos.append(todo)
            return AppliedEdit(todoID: todo.id, inverse: .delete(todo.id))
        case .setDone(let id, let done):
            let index = try indexOf(id)
            let before = todos[index]
            todos[index].done = done
            todos[index].completed = done ? (before.done ? before.completed : now) : nil
            return AppliedEdit(todoID: id, inverse: before.done == done ? edit : .setDone(id, before.done))
        case .delete(let id):
            let index = try indexOf(id)
            let removed = todos.remove(at: index)
            return AppliedEdit(todoID: id, inverse: .restore(removed, at: index))
        case .restore(let todo, let position):
            todos.removeAll { $0.id == todo.id }
            todos.insert(todo, at: min(max(0, position), todos.count))
            nextID = max(nextID, todo.id + 1)
            return AppliedEdit(todoID: todo.id, inverse: .delete(todo.id))
        }
    }

    private func indexOf(_ id: Todo.ID) throws(TodoStoreError) -> Int {
        guard let index = todos.firstIndex(where: { $0.id == id }) else {
            throw TodoStoreError(.unknownTodo, "There is no to-do with id \(id).")
        }
        return index
    }
}
