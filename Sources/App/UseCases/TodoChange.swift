import Entities
import Settings

/// An edit that was made, as an Interactor reports it; Presenters word it (`TodoChangeMessages`).
enum TodoChange: Hashable {
    case added(Todo), deleted(Todo), marked(Todo), renamed(Todo), prioritized(Todo), rescheduled(Todo)
    case moved(Todo), notesEdited(Todo), unarchived(Todo)
    /// The repeat rule was set or cleared.
    case repeatSet(Todo)
    /// Only the tags changed (an edit of the title line that kept the title).
    case retagged(Todo)
    case archived(count: Int)
    /// What was undone or redone, and the to-do it touched (selected if shown).
    case undone(String, Todo.ID), redone(String, Todo.ID)
    /// One change to several to-dos, said in a sentence ("Marked 3 to-dos done").
    case many(String)
}

/// The status-bar sentence for each change, shared by every pane that edits to-dos.
struct TodoChangeMessages {
    let today: CalendarDay
    let keys: KeyNames

    func message(for change: TodoChange) -> String? {
        switch change {
        case .added(let todo): TodoChangeWords.added(todo)
        case .deleted(let todo): "Deleted “\(todo.title)” (\(keys(.undo, .todoList)) to undo)."
        case .marked(let todo): TodoChangeWords(today: today).marked(todo)
        case .repeatSet(let todo): TodoChangeWords(today: today).repeatSet(todo)
        case .renamed(let todo): "Renamed to “\(todo.title)”."
        case .retagged(let todo):
            "Tags of “\(todo.title)”: \(todo.tags.isEmpty ? "none" : todo.tags.map { "#\($0)" }.joined(separator: " "))."
        case .prioritized(let todo): "Priority of “\(todo.title)”: \(todo.priority?.rawValue ?? "none")."
        case .rescheduled(let todo):
            todo.due.map { "“\(todo.title)” is due \(DueText(today: today).describeWithDate($0, time: todo.dueTime))." }
                ?? "“\(todo.title)” has no due date."
        case .moved: nil
        case .notesEdited(let todo): "Saved the notes of “\(todo.title)”."
        case .unarchived(let todo): "Unarchived “\(todo.title)”: it shows in the other views again."
        case .archived(let count): "Archived \(count) done to-do\(count == 1 ? "" : "s") (\(keys(.undo, .todoList)) to undo; \(keys(.cycleFilter, .todoList)) shows them)."
        case .undone(let description, _): "Undid: \(description)."
        case .redone(let description, _): "Redid: \(description)."
        case .many(let sentence): "\(sentence) (\(keys(.undo, .todoList)) to undo)."
        }
    }

    /// What a quit would lose while edits are held in memory ("2 edits are not saved"), or nil.
    static func unsavedEdits(count: Int) -> String? {
        guard count > 0 else { return nil }
        return count == 1 ? "1 edit is not saved" : "\(count) edits are not saved"
    }
}
