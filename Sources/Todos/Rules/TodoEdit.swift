import Basics
import Entities
import Foundation

/// What a new to-do starts with.
public struct TodoDraft: Sendable, Hashable {
    public var title: String
    public var notes: String
    public var priority: Priority?
    public var due: CalendarDay?
    public var tags: [String]
    public var dueTime: TimeOfDay?
    public var recurrence: Recurrence?
    public var parent: Todo.ID?
    public var project: String?

    public init(title: String, notes: String = "", priority: Priority? = nil, due: CalendarDay? = nil, tags: [String] = [],
                dueTime: TimeOfDay? = nil, recurrence: Recurrence? = nil, parent: Todo.ID? = nil, project: String? = nil) {
        self.title = title
        self.notes = notes
        self.priority = priority
        self.due = due
        self.tags = tags
        self.dueTime = dueTime
        self.recurrence = recurrence
        self.parent = parent
        self.project = TodoProject.normalized(project)
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
    /// Changes some fields of a to-do.
    case update(Todo.ID, TodoPatch)
    /// Moves a to-do to a position in the manual order (over all to-dos, archived ones included).
    case move(Todo.ID, to: Int)
    /// Hides to-dos from the default views (or shows them again); they stay in the file.
    case setArchived([Todo.ID], Bool)
    /// Several edits as one: applied in order, all or none, and taken back in one undo step.
    case batch([TodoEdit])

    /// Marks `todo` done or not done. Reopening an archived to-do also unarchives it, as one
    /// edit: an open to-do is never hidden away, and one undo takes both back.
    public static func marking(_ todo: Todo, done: Bool) -> TodoEdit {
        guard !done, todo.archived else { return .setDone(todo.id, done) }
        return .batch([.setArchived([todo.id], false), .setDone(todo.id, false)])
    }
}

/// The fields an `update` changes; nil leaves a field as it is.
public struct TodoPatch: Sendable, Hashable {
    public var title: String?
    public var notes: String?
    /// `.some(nil)` clears the priority.
    public var priority: Priority??
    /// `.some(nil)` clears the due date.
    public var due: CalendarDay??
    public var tags: [String]?
    /// `.some(nil)` makes the due date-only.
    public var dueTime: TimeOfDay??
    /// `.some(nil)` makes the to-do a one-off.
    public var recurrence: Recurrence??
    /// `.some(nil)` makes the to-do top-level.
    public var parent: Todo.ID??
    /// `.some(nil)` takes the to-do out of its project.
    public var project: String??

    public init(title: String? = nil, notes: String? = nil, priority: Priority?? = nil,
                due: CalendarDay?? = nil, tags: [String]? = nil, dueTime: TimeOfDay?? = nil,
                recurrence: Recurrence?? = nil, parent: Todo.ID?? = nil, project: String?? = nil) {
        self.title = title
        self.notes = notes
        self.priority = priority
        self.due = due
        self.tags = tags
        self.dueTime = dueTime
        self.recurrence = recurrence
        self.parent = parent
        self.project = project.map(TodoProject.normalized)
    }

    /// The patch that puts back what this one changes in `todo`.
    func inverse(for todo: Todo) -> TodoPatch {
        TodoPatch(title: title == nil ? nil : todo.title,
                  notes: notes == nil ? nil : todo.notes,
                  priority: priority == nil ? nil : .some(todo.priority),
                  due: due == nil ? nil : .some(todo.due),
                  tags: tags == nil ? nil : todo.tags,
                  dueTime: dueTime == nil ? nil : .some(todo.dueTime),
                  recurrence: recurrence == nil ? nil : .some(todo.recurrence),
                  parent: parent == nil ? nil : .some(todo.parent),
                  project: project == nil ? nil : .some(todo.project))
    }

    func applied(to todo: Todo) -> Todo {
        var result = todo
        if let title { result.title = StoredText.clean(title).text }
        if let notes { result.notes = notes }
        if let priority { result.priority = priority }
        if let due { result.due = due }
        if let tags { result.tags = tags }
        if let dueTime { result.dueTime = dueTime }
        if let recurrence { result.recurrence = recurrence }
        if let parent { result.parent = parent }
        if let project { result.project = project }
        // A time belongs to a due date: clearing the date clears it.
        if result.due == nil { result.dueTime = nil }
        return result
    }
}

/// What applying an edit did: the to-do it touched, and the edit that takes it back.
public struct AppliedEdit: Sendable, Hashable {
    public let todoID: Todo.ID
    public let inverse: TodoEdit
}

extension TodoDocument {
    /// Applies an edit, or throws `.unknownTodo` (or `.outOfRange`: a date outside `DateLimits`)
    /// and leaves the document as it was. Titles are kept as `StoredText` cleans them.
    public mutating func apply(_ edit: TodoEdit, now: Date) throws(TodoStoreError) -> AppliedEdit {
        if let problem = edit.dateProblem(now: now) { throw TodoStoreError(.outOfRange, problem) }
        switch edit {
        case .add(let draft):
            if let parentID = draft.parent, !todos.contains(where: { $0.id == parentID }) {
                throw TodoStoreError(.unknownTodo, "There is no to-do with id \(parentID) to add a subtask to.")
            }
            let todo = Todo(id: nextID, title: draft.title, notes: draft.notes, created: now,
                            priority: draft.priority, due: draft.due, dueTime: draft.due == nil ? nil : draft.dueTime,
                            tags: draft.tags, recurrence: draft.recurrence, parent: draft.parent,
                            project: draft.project).withStoredText()
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
            let lifted = liftChildren(of: id, to: removed.parent)  // its subtasks move up a level
            return AppliedEdit(todoID: id, inverse: lifted.isEmpty ? .restore(removed, at: index) : .batch([.restore(removed, at: index)] + lifted))
        case .restore(let todo, let position):
            todos.removeAll { $0.id == todo.id }
            todos.insert(withValidParent(todo.withStoredText()), at: min(max(0, position), todos.count))
            nextID = max(nextID, todo.id + 1)
            return AppliedEdit(todoID: todo.id, inverse: .delete(todo.id))
        case .update(let id, let patch):
            if let parentID = patch.newParentID, let problem = parentProblem(of: id, under: parentID) { throw TodoStoreError(.unknownTodo, problem) }
            let index = try indexOf(id)
            let before = todos[index]
            todos[index] = patch.applied(to: before)
            return AppliedEdit(todoID: id, inverse: .update(id, patch.inverse(for: before)))
        case .move(let id, let position):
            let index = try indexOf(id)
            let todo = todos.remove(at: index)
            todos.insert(todo, at: min(max(0, position), todos.count))
            return AppliedEdit(todoID: id, inverse: .move(id, to: index))
        case .setArchived(let ids, let archived):
            guard let first = ids.first else { throw TodoStoreError(.unknownTodo, "No to-do was named.") }
            let changed = ids.filter { id in todos.contains { $0.id == id && $0.archived != archived } }
            for index in todos.indices where changed.contains(todos[index].id) { todos[index].archived = archived }
            return AppliedEdit(todoID: first, inverse: .setArchived(changed, !archived))
        case .batch(let edits):
            return try applyBatch(edits, now: now)
        }
    }

    private func indexOf(_ id: Todo.ID) throws(TodoStoreError) -> Int {
        guard let index = todos.position(of: id) else {
            throw TodoStoreError(.unknownTodo, "There is no to-do with id \(id).")
        }
        return index
    }
}
