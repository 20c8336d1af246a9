import Basics
import Entities

/// When the next to-do of a repeating one is due, with RFC 5545 RRULE semantics where they
/// apply (FREQ/INTERVAL/BYDAY with weeks starting on Monday/BYMONTHDAY, -1 for the last day).
///
/// - `every …` (anchor `.due`) steps from the due date: weekly on days is the next listed day
///   in the same week, else the first listed day `interval` weeks on; monthly on a day is that
///   day of the month (clamped to a short month's last day, so "on the 31st" is Feb 28 and then
///   Mar 31: no drift), "on the last day" the month's last day; a plain month or year keeps the
///   due date's day of the month, clamped. Missed occurrences are skipped, not piled up: the
///   next is the first occurrence after the due date that is not before the completion day.
/// - `after …` (anchor `.completion`) counts from the completion day.
/// - A to-do with no due date counts from the completion day either way.
extension Recurrence {
    /// The due date of the to-do that follows one due on `due`, completed on `completedOn`.
    public func nextDue(after due: CalendarDay?, completedOn: CalendarDay) -> CalendarDay {
        guard anchor == .due, let due else { return step(from: completedOn) }
        var next = step(from: due)
        if next < completedOn {
            // Whole intervals of days and weeks jump straight to the completion day's period.
            if unit == .day || (unit == .week && weekdays.isEmpty) {
                let period = interval * (unit == .day ? 1 : 7)
                let periods = (due.daysUntil(completedOn) + period - 1) / period
                return due.adding(days: periods * period)
            }
            var guardSteps = 0
            while next < completedOn, guardSteps < 100_000 {
                next = step(from: next)
                guardSteps += 1
            }
        }
        return next
    }

    /// The first occurrence after `day`.
    func step(from day: CalendarDay) -> CalendarDay {
        switch unit {
        case .day:
            return day.adding(days: interval)
        case .week:
            guard !weekdays.isEmpty else { return day.adding(days: 7 * interval) }
            let listed = weekdays.map(\.isoNumber).sorted()
            if let later = listed.first(where: { $0 > day.weekday }) { return day.adding(days: later - day.weekday) }
            let monday = day.adding(days: 1 - day.weekday)
            return monday.adding(days: 7 * interval + listed[0] - 1)
        case .month:
            guard let monthDay else { return day.adding(months: interval) }
            let thisMonth = monthDay.day(inMonth: day.month, year: day.year)
            if thisMonth > day.day {
                // Not yet reached this month (a due date set off the rule's day): this month's.
                return CalendarDay(year: day.year, month: day.month, day: thisMonth)
            }
            let target = CalendarDay(year: day.year, month: day.month, day: 1).adding(months: interval)
            return CalendarDay(year: target.year, month: target.month,
                               day: monthDay.day(inMonth: target.month, year: target.year))
        case .year:
            return day.adding(months: 12 * interval)
        }
    }
}

extension Recurrence.MonthDay {
    /// The day of the month it names, clamped to the month's last day.
    func day(inMonth month: Int, year: Int) -> Int {
        let last = CalendarDay.numberOfDays(inMonth: month, year: year)
        switch self {
        case .day(let day): return min(day, last)
        case .last: return last
        }
    }
}

extension Weekday {
    /// 1 = Monday … 7 = Sunday, as `CalendarDay.weekday`.
    var isoNumber: Int { (rawValue + 5) % 7 + 1 }
}
