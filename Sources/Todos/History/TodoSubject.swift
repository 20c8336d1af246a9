import Entities
import Foundation

/// Which to-do an edit was made on. The file's only name for a to-do is its id, and another
/// program may write a file in which that id names a different to-do. The creation instant
/// (to the second, as the file keeps it; Adder never changes it) and the title tell them apart:
/// a to-do another program renamed meanwhile counts as another, since an edit applied to the
/// wrong to-do is worse than one reported and not applied.
struct TodoSubject: Sendable, Hashable {
    let id: Todo.ID
    let createdSecond: Int
    let title: String

    init(id: Todo.ID, createdSecond: Int, title: String) {
        self.id = id
        self.createdSecond = createdSecond
        self.title = title
    }

    init(_ todo: Todo) {
        self.init(id: todo.id, createdSecond: Self.second(of: todo.created), title: todo.title)
    }

    /// The id and creation second: what a to-do added while edits were held is known by when
    /// a replay gives it another id.
    struct Origin: Sendable, Hashable {
        let id: Todo.ID
        let createdSecond: Int
    }

    var origin: Origin { Origin(id: id, createdSecond: createdSecond) }

    func withID(_ id: Todo.ID) -> TodoSubject {
        TodoSubject(id: id, createdSecond: createdSecond, title: title)
    }

    static func second(of date: Date) -> Int {
        Int(exactly: date.timeIntervalSince1970.rounded(.down)) ?? 0
    }

    func isMadeOn(_ todo: Todo) -> Bool {
        todo.id == id && todo.title == title && Self.second(of: todo.created) == createdSecond
    }
}

/// Why an edit was not applied to the to-do its id names now.
enum SubjectMismatch: Error, Sendable, Hashable {
    /// No to-do has that id any more.
    case gone(Todo.ID)
    /// The id names another to-do now (titled so).
    case replaced(Todo.ID, by: String)

    /// "#3 is gone from the file" / "#3 is now “victim three” in the file".
    var phrase: String {
        switch self {
        case .gone(let id): "#\(id) is gone from the file"
        case .replaced(let id, let title): "#\(id) is now “\(title)” in the file"
        }
    }
}

extension TodoEdit {
    /// The ids of the to-dos it names; a restore names the to-do it puts back.
    var namedIDs: [Todo.ID] {
        switch self {
        case .add(let draft): draft.parent.map { [$0] } ?? []
        case .update(let id, let patch): [id] + (patch.newParentID.map { [$0] } ?? [])
        case .setDone(let id, _), .delete(let id), .move(let id, _): [id]
        case .restore(let todo, _): [todo.id]
        case .setArchived(let ids, _): ids
        case .batch(let edits): edits.flatMap(\.namedIDs)
        }
    }

    /// The same edit with every id it names passed through `newID`.
    func renamingIDs(_ newID: (Todo.ID) -> Todo.ID) -> TodoEdit {
        switch self {
        case .add(let draft): .add(draft.renamingParent(newID))
        case .setDone(let id, let done): .setDone(newID(id), done)
        case .delete(let id): .delete(newID(id))
        case .update(let id, let patch): .update(newID(id), patch.renamingParent(newID))
        case .move(let id, let position): .move(newID(id), to: position)
        case .restore(let todo, let position):
            .restore(todo.withID(newID(todo.id)), at: position)
        case .setArchived(let ids, let archived): .setArchived(ids.map(newID), archived)
        case .batch(let edits): .batch(edits.map { $0.renamingIDs(newID) })
        }
    }

    /// The to-dos it names as `document` holds them (a restored one as the edit holds it).
    func subjects(in document: TodoDocument) -> [TodoSubject] {
        let ids = namedIDs
        var found: [TodoSubject]
        if ids.count == 1 {  // most edits: stop at the to-do rather than pass over them all
            found = document.todos.position(of: ids[0]).map { [TodoSubject(document.todos[$0])] } ?? []
        } else {
            let named = Set(ids)
            found = document.todos.filter { named.contains($0.id) }.map(TodoSubject.init)
        }
        // A set of the ids found: the redo of an undone import restores 10,000 to-dos.
        var foundIDs = Set(found.map(\.id))
        for case .restore(let todo, _) in [self] + batchedEdits where foundIDs.insert(todo.id).inserted {
            found.append(TodoSubject(todo))
        }
        return found
    }

    fileprivate var batchedEdits: [TodoEdit] {
        guard case .batch(let edits) = self else { return [] }
        return edits.flatMap { [$0] + $0.batchedEdits }
    }
}

extension Todo {
    func withID(_ id: Todo.ID) -> Todo {
        var copy = self
        copy.id = id
        return copy
    }
}

extension TodoDocument {
    /// `edit` aimed at the to-dos it was made on (`subjects`), or why it cannot be: the first
    /// subject whose id is gone or names another to-do. A restore whose to-do is absent puts it
    /// back. A to-do added while edits were held may have got another id when they were
    /// replayed (`renumbered`, by what it was): the edit follows it there.
    func aim(_ edit: TodoEdit, madeOn subjects: [TodoSubject], renumbered: [TodoSubject.Origin: Todo.ID] = [:]) -> Result<TodoEdit, SubjectMismatch> {
        guard !subjects.isEmpty else { return .success(edit) }
        var newIDs: [Todo.ID: Todo.ID] = [:]
        let restoring = Set(([edit] + edit.batchedEdits).compactMap { edit -> Todo.ID? in
            if case .restore(let todo, _) = edit { todo.id } else { nil }
        })
        // One pass over the to-dos, keeping only the ones asked about: an edit costs no index of them all.
        let wanted = Set(subjects.map(\.id) + subjects.compactMap { renumbered[$0.origin] })
        var byID: [Todo.ID: Todo] = [:]
        for todo in todos where wanted.contains(todo.id) && byID[todo.id] == nil { byID[todo.id] = todo }
        for subject in subjects {
            let now = byID[subject.id]
            if let now, subject.isMadeOn(now) { continue }
            if now == nil, restoring.contains(subject.id) { continue }
            if let newID = renumbered[subject.origin], let moved = byID[newID], subject.withID(newID).isMadeOn(moved) {
                newIDs[subject.id] = newID
                continue
            }
            return .failure(now.map { .replaced(subject.id, by: $0.title) } ?? .gone(subject.id))
        }
        return .success(newIDs.isEmpty ? edit : edit.renamingIDs { newIDs[$0] ?? $0 })
    }
}

extension TodoEdit {
    /// How many `.add`s it holds, batches included.
    var addCount: Int {
        switch self {
        case .add: 1
        case .batch(let edits): edits.reduce(0) { $0 + $1.addCount }
        default: 0
        }
    }

    /// The same edit with its adds, in order, replaced by restores of `todos` at the end of the
    /// list: a replay keeps the to-dos a held batch added as they were made (their creation time).
    func replacingAdds(with todos: [Todo]) -> TodoEdit {
        var remaining = todos[...]
        func replaced(_ edit: TodoEdit) -> TodoEdit {
            switch edit {
            case .add: remaining.popFirst().map { .restore($0, at: Int.max) } ?? edit
            case .batch(let edits): .batch(edits.map(replaced))
            default: edit
            }
        }
        return remaining.isEmpty ? self : replaced(self)
    }
}
