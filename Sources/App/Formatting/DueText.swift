import Entities
import Foundation

/// How pressing a due date is.
public enum DueUrgency: Hashable, Sendable {
    case none, later, today, overdue
}

/// Due dates as people read them: relative when near, the date otherwise; the time when one is set.
struct DueText {
    let today: CalendarDay
    /// The time now, for to-dos due at a time today (overdue by the minute); nil counts by days only.
    var now: TimeOfDay?

    init(today: CalendarDay, now: TimeOfDay? = nil) {
        self.today = today
        self.now = now
    }

    /// "today", "tomorrow", "in 3 days", "yesterday", "2 days late", or the date beyond a week;
    /// with a time, "today 17:00", "fri 9:00"… ("tomorrow 09:00").
    func describe(_ due: CalendarDay, time: TimeOfDay? = nil) -> String {
        let days = today.daysUntil(due)
        let day = switch days {
        case 0: "today"
        case 1: "tomorrow"
        case 2...6: "in \(days) days"
        case -1: "1 day late"
        case -6 ... -2: "\(-days) days late"
        default: due.description
        }
        return time.map { "\(day) \($0)" } ?? day
    }

    /// "2026-01-05 (in 3 days)", "2026-01-05 17:00 (in 3 days)", or just the date (and time) beyond a week.
    func describeWithDate(_ due: CalendarDay, time: TimeOfDay? = nil) -> String {
        let relative = describe(due)
        let date = due.description + (time.map { " \($0)" } ?? "")
        return relative == due.description ? date : "\(date) (\(relative))"
    }

    func urgency(of due: CalendarDay?, done: Bool) -> DueUrgency {
        urgency(of: due, time: nil, done: done)
    }

    /// Overdue the minute the due time passes, when the to-do has one and `now` is known.
    func urgency(of due: CalendarDay?, time: TimeOfDay?, done: Bool) -> DueUrgency {
        guard let due, !done else { return .none }
        let days = today.daysUntil(due)
        if days == 0, let time, let now, time < now { return .overdue }
        return days < 0 ? .overdue : (days == 0 ? .today : .later)
    }

    /// A to-do's due date and time in words ("today 17:00"), or "". A done to-do is late no
    /// more: its past date says "yesterday" or "3 days ago".
    func describe(_ todo: Todo) -> String {
        guard let due = todo.due else { return "" }
        let days = today.daysUntil(due)
        guard todo.done, (-6 ... -1).contains(days) else { return describe(due, time: todo.dueTime) }
        let day = days == -1 ? "yesterday" : "\(-days) days ago"
        return todo.dueTime.map { "\(day) \($0)" } ?? day
    }

    func urgency(of todo: Todo) -> DueUrgency {
        urgency(of: todo.due, time: todo.dueTime, done: todo.done)
    }
}

extension DateText {
    /// The time of day now, in this text's time zone (due times are local times).
    var timeOfDay: TimeOfDay? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: now)
        return TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0)
    }
}
