import Entities
import Todos

/// The status-bar sentences about due times, repeat rules and quick add (`TodoChangeMessages`).
struct TodoChangeWords {
    let today: CalendarDay

    /// "Added “Pay rent”: due Fri 2026-01-09 17:00, every month, priority high, #home." — what the
    /// add line understood, so a mistyped word shows at once.
    static func added(_ todo: Todo) -> String {
        let draft = TodoDraft(title: todo.title, priority: todo.priority, due: todo.due, tags: todo.tags,
                              dueTime: todo.dueTime, recurrence: todo.recurrence)
        let understood = QuickAdd.understood(draft)
        return "Added “\(todo.title)”" + (understood.isEmpty ? "." : ": \(understood.joined(separator: ", ")).")
    }

    /// "Done: “Pay rent”." — and for a repeating one, when the next is due.
    func marked(_ todo: Todo) -> String {
        guard todo.done else { return "Not done: “\(todo.title)”." }
        guard let next = todo.nextOccurrence(completedOn: today), let due = next.due else { return "Done: “\(todo.title)”." }
        return "Done: “\(todo.title)”; the next is due \(due.weekdayName) \(due)."
    }

    /// "“Pay rent” repeats every month, next Sun 2026-02-01." / "“Pay rent” no longer repeats."
    func repeatSet(_ todo: Todo) -> String {
        guard let words = RepeatText(today: today).describe(todo) else { return "“\(todo.title)” no longer repeats." }
        return "“\(todo.title)” repeats \(words)."
    }
}
