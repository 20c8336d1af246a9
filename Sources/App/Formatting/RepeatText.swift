import Entities
import Todos

/// A repeat rule in words, with the day the next to-do would be due if this one were done today.
struct RepeatText {
    let today: CalendarDay

    /// "every 2 weeks, next Fri 2026-01-16"; the rule alone for a done to-do; nil when it does not repeat.
    func describe(_ todo: Todo) -> String? {
        guard let rule = todo.recurrence else { return nil }
        guard !todo.done else { return rule.description }
        let next = rule.nextDue(after: todo.due, completedOn: today)
        return "\(rule), next \(next.weekdayName) \(next)"
    }
}
