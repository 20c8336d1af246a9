import Basics
import Entities
import Foundation

/// The store's edge: what an edit may put into the list. Its dates stay within `DateLimits`,
/// so todos.json never holds a date its reader (or any format Adder writes) refuses; its titles
/// hold no controls or bidi overrides (`StoredText`), whichever way they came in: typed,
/// imported, or made from a feed item whose title carried an escape sequence.
extension TodoEdit {
    /// Why applying this edit at `now` would put a date outside `DateLimits` into the list; nil when it would not.
    func dateProblem(now: Date) -> String? {
        switch self {
        case .add(let draft):
            if let due = draft.due, !DateLimits.contains(due) { return Self.outside("The due date \(due) is") }
            return DateLimits.contains(now) ? nil : Self.clockProblem
        case .setDone(_, let done):
            return !done || DateLimits.contains(now) ? nil : Self.clockProblem
        case .restore(let todo, _):
            let field = if !DateLimits.contains(todo.created) { "a creation date" }
                else if let completed = todo.completed, !DateLimits.contains(completed) { "a completion date" }
                else if let due = todo.due, !DateLimits.contains(due) { "a due date" } else { "" }
            return field.isEmpty ? nil : Self.outside("The to-do “\(StoredText.clean(todo.title).text)” has \(field)")
        case .update(_, let patch):
            guard case .some(.some(let due)) = patch.due, !DateLimits.contains(due) else { return nil }
            return Self.outside("The due date \(due) is")
        case .delete, .move, .setArchived:
            return nil
        case .batch(let edits):
            return edits.lazy.compactMap { $0.dateProblem(now: now) }.first
        }
    }

    private static func outside(_ subject: String) -> String {
        "\(subject) outside the dates Adder keeps (\(DateLimits.rangeText)), so nothing was changed."
    }

    private static let clockProblem = outside("The clock (ADDER_NOW, or the system's) stands")
}

extension Todo {
    /// This to-do with its title on one line, without controls or bidi overrides. Notes keep what
    /// was typed (the CLI and the screen show it inert, exports clean it).
    func withStoredText() -> Todo {
        var todo = self
        todo.title = StoredText.clean(title).text
        return todo
    }
}
