import Entities
import Foundation

/// The to-dos an import adds, with their ids, and the links that remember where they came from.
public struct ImportPlan: Sendable, Hashable {
    /// New to-dos, ids from `nextID` on, in the file's order, subtasks linked to their parents.
    public var todos: [Todo] = []
    /// The links to add to `InteropLinks` once the to-dos are saved.
    public var links: [InteropLinks.Link] = []
    /// The reading's skipped entries, plus those already in Adder.
    public var skipped = Tally()
    public var dropped = Tally()

    /// Plans adding `reading` to a list holding `existing`, whose next id is `nextID`. A foreign to-do
    /// that is already here (by its foreign id, see `TodoInterop.knownForeignIDs`) is skipped; so is a
    /// second entry with the same foreign id in the file. Parents are found among the new to-dos and
    /// the existing ones; a parent that is neither, or a link that would make a loop, is dropped.
    public init(_ reading: ForeignReading, format: InteropFormat, existing: [Todo], nextID: Todo.ID,
                links: InteropLinks, now: Date, timeZone: TimeZone) {
        skipped = reading.skipped
        dropped = reading.dropped
        var known = TodoInterop.knownForeignIDs(existing, format: format, links: links, timeZone: timeZone)
        var adding: [ForeignTodo] = []
        var id = nextID
        for foreign in reading.todos {
            guard known[foreign.foreignID] == nil else {
                skipped.add("to-dos already in Adder (imported before, or exported from it)")
                continue
            }
            known[foreign.foreignID] = id
            let completed = foreign.done ? foreign.completed ?? now : nil
            // Without a creation time, the import's, but never after the completion: an .ics without
            // CREATED exported to taskwarrior had "'entry' date is after the 'end' date".
            let created = foreign.created ?? min(now, completed ?? now)
            var todo = Todo(id: id, title: foreign.title, notes: foreign.notes, done: foreign.done,
                            created: created, completed: completed,
                            priority: foreign.priority, due: foreign.due, tags: foreign.tags)
            todo.dueTime = foreign.due == nil ? nil : foreign.dueTime
            todo.recurrence = foreign.recurrence
            todo.project = TodoProject.normalized(foreign.project)
            todos.append(todo)
            adding.append(foreign)
            self.links.append(InteropLinks.Link(format: format.rawValue, foreignID: foreign.foreignID, todo: id,
                               createdSecond: InteropLinks.second(of: todo.created),
                               kept: foreign.kept.isEmpty ? nil : foreign.kept))
            id += 1
        }
        var forest = SubtaskForest(parents: Dictionary(existing.compactMap { todo in todo.parent.map { (todo.id, $0) } },
                                                       uniquingKeysWith: { first, _ in first }))
        for index in todos.indices {
            guard let parentForeignID = adding[index].parentForeignID else { continue }
            guard let parent = known[parentForeignID] else {
                dropped.add("parent links to to-dos that are neither in the file nor in Adder")
                continue
            }
            guard forest.link(todos[index].id, under: parent) else {
                dropped.add("parent links that would make a loop")
                continue
            }
            todos[index].parent = parent
        }
        todos = Self.parentsFirst(todos)
    }

    /// `todos` in their order, except that a subtask that comes before its parent in the file
    /// moves to just after it: the store puts restored to-dos in one after another, and drops the
    /// parent of one whose parent is not in the list yet.
    private static func parentsFirst(_ todos: [Todo]) -> [Todo] {
        let byID = Dictionary(todos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var placed: Set<Todo.ID> = []
        var ordered: [Todo] = []
        ordered.reserveCapacity(todos.count)
        for todo in todos where !placed.contains(todo.id) {
            // The chain of new ancestors not placed yet, nearest first (no loops: the links were checked).
            var chain = [todo]
            while let parent = chain.last?.parent, let next = byID[parent], !placed.contains(parent) { chain.append(next) }
            for member in chain.reversed() {
                placed.insert(member.id)
                ordered.append(member)
            }
        }
        return ordered
    }
}

/// The subtask trees as the plan links them, to refuse a link that would make a loop. Each tree's
/// top is found through shortcuts (path compression), so a check costs about one step rather than
/// the tree's depth: walking up a chain of 20,000 subtasks, each linked to the one before, took
/// 19 s for the import (debug build).
struct SubtaskForest {
    private var parents: [Todo.ID: Todo.ID]
    /// An ancestor further up than the parent (the top, when it was found).
    private var shortcuts: [Todo.ID: Todo.ID] = [:]

    init(parents: [Todo.ID: Todo.ID]) {
        self.parents = parents
    }

    /// Makes `child`, which has no parent yet, a subtask of `parent`; false, changing nothing, when
    /// `child` is `parent` or one of its ancestors.
    mutating func link(_ child: Todo.ID, under parent: Todo.ID) -> Bool {
        guard top(of: parent) != child else { return false }
        parents[child] = parent
        return true
    }

    /// The top of `id`'s tree; nil when its ancestors go round in a loop (a damaged list), which
    /// `child` cannot be part of, having no parent.
    private mutating func top(of id: Todo.ID) -> Todo.ID? {
        var path: [Todo.ID] = []
        var current = id
        while let next = shortcuts[current] ?? parents[current] {
            guard path.count <= parents.count else { return nil }
            path.append(current)
            current = next
        }
        for member in path { shortcuts[member] = current }
        return current
    }
}
