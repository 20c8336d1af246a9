import Basics
import Entities
import Foundation

/// The open to-dos by when they are due: overdue, today, tomorrow, the rest of this week (to
/// Sunday), later, and those with no date. The full-screen agenda and `adder todo agenda` both
/// show this grouping.
public enum TodoAgenda {
    public typealias Group = TodoAgendaGroup
    public typealias Section = TodoAgendaSection

    /// The groups at the instant `now` in `timeZone`: the one clock the agenda pane, the list's
    /// overdue count and `adder todo agenda` share.
    public static func sections(of todos: [Todo], at now: Date, in timeZone: TimeZone) -> [Section] {
        let (day, minute) = moment(now, in: timeZone)
        return sections(of: todos, today: day, minute: minute)
    }

    /// The day and the minute of the day (local time) of an instant.
    public static func moment(_ now: Date, in timeZone: TimeZone) -> (day: CalendarDay, minute: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let time = calendar.dateComponents([.hour, .minute], from: now)
        return (CalendarDay(now, timeZone: timeZone), (time.hour ?? 0) * 60 + (time.minute ?? 0))
    }

    /// Every group, empty ones included, of the open, unarchived to-dos. A to-do due today at a
    /// time before `minute` (of the day, local time) is overdue.
    public static func sections(of todos: [Todo], today: CalendarDay, minute: Int) -> [Section] {
        let sundayOffset = 7 - today.weekday
        // Small keys are sorted, not the to-dos: each key holds its to-do's index (at 100,000
        // to-dos, moving the to-dos themselves while sorting was most of the time).
        var buckets = Array(repeating: [SortKey](), count: Group.allCases.count)
        for (offset, todo) in todos.enumerated() where !todo.done && !todo.archived {
            let group: Group
            if let due = todo.due {
                let days = today.daysUntil(due)
                let late = days == 0 && (todo.dueTime.map { $0.minutesSinceMidnight < minute } ?? false)
                group = days < 0 || late ? .overdue : days == 0 ? .today : days == 1 ? .tomorrow : days <= sundayOffset ? .thisWeek : .later
            } else {
                group = .noDate
            }
            buckets[group.index].append(SortKey(day: todo.due?.daysSinceEpoch ?? 0, minute: todo.dueTime?.minutesSinceMidnight ?? 24 * 60,
                                                priority: Self.rank(todo.priority), order: offset))
        }
        return zip(Group.allCases, buckets).map { group, keys in
            Section(group: group, todos: keys.sorted().map { todos[$0.order] })
        }
    }

    private struct SortKey: Comparable {
        let day: Int
        /// Untimed: after every time of the day.
        let minute: Int
        let priority: Int
        let order: Int

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            (lhs.day, lhs.minute, lhs.priority, lhs.order) < (rhs.day, rhs.minute, rhs.priority, rhs.order)
        }
    }

    /// High first.
    private static func rank(_ priority: Priority?) -> Int {
        switch priority {
        case .high: 0
        case .medium: 1
        case .low: 2
        case nil: 3
        }
    }
}

extension TodoAgendaGroup {
    fileprivate var index: Int { Self.allCases.firstIndex(of: self)! }
}
