import Entities

/// How the undo history names a change: "mark “Pay rent” done", "set the due date of 3 to-dos".
/// One wording for the full-screen program and `adder todo`, so `adder todo undo` and the TUI's
/// "Undid: …" say the same of the same change, whichever made it. A subject is a quoted title
/// (`title(_:)`) or a count (`count(_:)`).
public enum TodoStepWords {
    /// “Pay rent”.
    public static func title(_ title: String) -> String { "“\(title)”" }
    /// "1 to-do", "3 to-dos".
    public static func count(_ count: Int) -> String { count == 1 ? "1 to-do" : "\(count) to-dos" }

    public static func add(_ subject: String) -> String { "add \(subject)" }
    public static func mark(_ subject: String, done: Bool) -> String { "mark \(subject) \(done ? "done" : "not done")" }
    public static func delete(_ subject: String) -> String { "delete \(subject)" }
    public static func restore(_ subject: String) -> String { "restore \(subject)" }
    public static func rename(_ subject: String) -> String { "rename \(subject)" }
    public static func retag(_ subject: String) -> String { "change the tags of \(subject)" }
    public static func setPriority(_ subject: String) -> String { "set the priority of \(subject)" }
    public static func setDue(_ subject: String) -> String { "set the due date of \(subject)" }
    public static func setRepeat(_ subject: String) -> String { "set the repeat rule of \(subject)" }
    public static func setProject(_ subject: String) -> String { "set the project of \(subject)" }
    public static func editNotes(_ subject: String) -> String { "edit the notes of \(subject)" }
    public static func edit(_ subject: String) -> String { "edit \(subject)" }
    public static func move(_ subject: String) -> String { "move \(subject)" }
    public static func archive(_ subject: String) -> String { "archive \(subject)" }
    public static func unarchive(_ subject: String) -> String { "unarchive \(subject)" }
    /// "complete “Trip” and its subtasks".
    public static func completeWithSubtasks(_ subject: String) -> String { "complete \(subject) and its subtasks" }
    /// "delete “Trip” and its subtasks".
    public static func deleteWithSubtasks(_ subject: String) -> String { "delete \(subject) and its subtasks" }
}

extension TodoEdit {
    /// The history's name for this edit, made from the edit and the list it applies to (the
    /// command line's changes; the TUI names its own from the same words, knowing more of the
    /// intent: a subtree, a change of tags only).
    public func summary(in todos: [Todo]) -> String {
        let leaves = Self.leaves(of: self)
        guard let first = leaves.first else { return "change nothing" }
        // One kind of change over several to-dos (a batch from the command line, marks in the
        // TUI) is named by its count; a batch of kinds (completing a repeating to-do adds the
        // next) by its first, the one asked for. Adds have no ids yet: each is one to-do.
        let count = first.kind == "add" ? leaves.count : Set(leaves.compactMap(\.subjectID)).count
        let sameKind = leaves.allSatisfy { $0.kind == first.kind }
        return first.words(sameKind && count > 1 ? TodoStepWords.count(count) : first.subject(in: todos))
    }

    /// The edits a batch is made of, nested batches flattened, in order.
    private static func leaves(of edit: TodoEdit) -> [TodoEdit] {
        if case .batch(let edits) = edit { return edits.flatMap(leaves(of:)) }
        return [edit]
    }

    private var subjectID: Todo.ID? {
        switch self {
        case .add, .batch: nil
        case .setDone(let id, _), .delete(let id), .update(let id, _), .move(let id, _): id
        case .restore(let todo, _): todo.id
        case .setArchived(let ids, _): ids.first
        }
    }

    private var kind: String {
        switch self {
        case .add: "add"
        case .setDone(_, let done): done ? "done" : "open"
        case .delete: "delete"
        case .restore: "restore"
        case .update(_, let patch): "update \(patch.changedFields)"
        case .move: "move"
        case .setArchived(_, let archived): archived ? "archive" : "unarchive"
        case .batch: "batch"
        }
    }

    private func subject(in todos: [Todo]) -> String {
        switch self {
        case .add(let draft): return TodoStepWords.title(draft.title)
        case .restore(let todo, _): return TodoStepWords.title(todo.title)
        case .setArchived(let ids, _) where ids.count > 1: return TodoStepWords.count(ids.count)
        default:
            guard let id = subjectID else { return "" }
            return todos.first { $0.id == id }.map { TodoStepWords.title($0.title) } ?? "#\(id)"
        }
    }

    private func words(_ subject: String) -> String {
        switch self {
        case .add: TodoStepWords.add(subject)
        case .setDone(_, let done): TodoStepWords.mark(subject, done: done)
        case .delete: TodoStepWords.delete(subject)
        case .restore: TodoStepWords.restore(subject)
        case .update(_, let patch): patch.words(subject)
        case .move: TodoStepWords.move(subject)
        case .setArchived(_, let archived): archived ? TodoStepWords.archive(subject) : TodoStepWords.unarchive(subject)
        case .batch: "change \(subject)"
        }
    }
}

extension TodoPatch {
    /// The fields this patch sets, named: "title tags", "notes".
    var changedFields: String {
        [("title", title != nil), ("tags", tags != nil), ("priority", priority != nil), ("due", due != nil || dueTime != nil),
         ("repeat", recurrence != nil), ("project", project != nil), ("notes", notes != nil), ("parent", parent != nil)]
            .filter(\.1).map(\.0).joined(separator: " ")
    }

    /// A patch of one field is named by that field; a new title (with or without more) is a
    /// rename; anything else an edit.
    func words(_ subject: String) -> String {
        switch changedFields {
        case "priority": TodoStepWords.setPriority(subject)
        case "due": TodoStepWords.setDue(subject)
        case "repeat": TodoStepWords.setRepeat(subject)
        case "project": TodoStepWords.setProject(subject)
        case "notes": TodoStepWords.editNotes(subject)
        case "tags": TodoStepWords.retag(subject)
        case let fields where fields.hasPrefix("title"): TodoStepWords.rename(subject)
        default: TodoStepWords.edit(subject)
        }
    }
}
