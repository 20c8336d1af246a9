import Entities

/// How pressing a due date is.
public enum DueUrgency: Hashable, Sendable {
    case none, later, today, overdue
}

/// Due dates as people read them: relative when near, the date otherwise.
struct DueText {
    let today: CalendarDay

    /// "today", "tomorrow", "in 3 days", "yesterday", "2 days late", or the date beyond a week.
    func describe(_ due: CalendarDay) -> String {
        let days = today.daysUntil(due)
        switch days {
        case 0: return "today"
        case 1: return "tomorrow"
        case 2...6: return "in \(days) days"
        case -1: return "1 day late"
        case -6 ... -2: return "\(-days) days late"
        default: return due.description
        }
    }

    /// "2026-01-05 (in 3 days)", or just the date beyond a week.
    func describeWithDate(_ due: CalendarDay) -> String {
        let relative = describe(due)
        return relative == due.description ? relative : "\(due) (\(relative))"
    }

    func urgency(of due: CalendarDay?, done: Bool) -> DueUrgency {
        guard let due, !done else { return .none }
        let days = today.daysUntil(due)
        return days < 0 ? .overdue : (days == 0 ? .today : .later)
    }
}
