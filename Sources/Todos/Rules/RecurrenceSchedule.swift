import Basics
import Entities

/// When the next to-do of a repeating one is due, with RFC 5545 RRULE semantics where they
/// apply (FREQ/INTERVAL/BYDAY with weeks starting on Monday/BYMONTHDAY, -1 for the last day).
///
/// - `every …` (anchor `.due`) steps from the due date: weekly on days is the next listed day
///   in the same week, else the first listed day `interval` weeks on; monthly on a day is that
///   day of the month (clamped to a short month's last day, so "on the 31st" is Feb 28 and then
///   Mar 31: no drift), "on the last day" the month's last day. A plain month or year keeps the
///   due date's day and, as RFC 5545 does, skips the months that lack it: every month from Jan 31
///   is Mar 31, every year from Feb 29 the next Feb 29. Missed occurrences are skipped, not piled
///   up: the next is the first occurrence after the due date that is not before the completion
///   day, found by whole periods (a due date in year 1 costs no more than one last week).
/// - `after …` (anchor `.completion`) counts from the completion day (a month on, clamped).
/// - A to-do with no due date counts from the completion day either way.
extension Recurrence {
    /// The due date of the to-do that follows one due on `due`, completed on `completedOn`.
    public func nextDue(after due: CalendarDay?, completedOn: CalendarDay) -> CalendarDay {
        guard anchor == .due, let due else { return step(from: completedOn) }
        let notBefore = max(completedOn, due.adding(days: 1))
        switch unit {
        case .day:
            return everyPeriod(of: interval, after: due, notBefore: notBefore)
        case .week where weekdays.isEmpty:
            return everyPeriod(of: interval * 7, after: due, notBefore: notBefore)
        case .week:
            return listedDay(after: due, notBefore: notBefore)
        case .month, .year:
            return monthlyOccurrence(after: due, notBefore: notBefore)
        }
    }

    /// The first day `period` days on from `due`, a whole number of periods, not before `notBefore`.
    private func everyPeriod(of period: Int, after due: CalendarDay, notBefore: CalendarDay) -> CalendarDay {
        due.adding(days: max(1, (due.daysUntil(notBefore) + period - 1) / period) * period)
    }

    /// A weekly rule on listed days: the first listed day after `due`, in its week or in one
    /// `interval` weeks on, that is not before `notBefore`.
    private func listedDay(after due: CalendarDay, notBefore: CalendarDay) -> CalendarDay {
        let listed = weekdays.map(\.isoNumber).sorted()
        let firstMonday = due.adding(days: 1 - due.weekday)
        let weeks = firstMonday.daysUntil(notBefore) / 7
        var monday = firstMonday.adding(days: 7 * (weeks / interval * interval))
        while true {
            if let day = listed.lazy.map({ monday.adding(days: $0 - 1) }).first(where: { $0 >= notBefore && $0 > due }) { return day }
            monday = monday.adding(days: 7 * interval)
        }
    }

    /// A monthly or yearly rule: the first occurrence after `due` not before `notBefore`, in the
    /// months `interval` (or 12 × `interval`) apart from the due date's.
    private func monthlyOccurrence(after due: CalendarDay, notBefore: CalendarDay) -> CalendarDay {
        if let monthDay, case let ruleDay = monthDay.day(inMonth: due.month, year: due.year), ruleDay > due.day,
           case let sameMonth = CalendarDay(year: due.year, month: due.month, day: ruleDay), sameMonth >= notBefore {
            return sameMonth  // a due date set before the rule's day: this month's
        }
        let months = unit == .year ? 12 * interval : interval
        let dueMonth = due.year * 12 + due.month - 1
        var step = max(1, (notBefore.year * 12 + notBefore.month - 1 - dueMonth) / months)
        // Feb 29 every 100 years comes back within 400 years; any day of the month within 12 steps.
        for _ in 0..<401 {
            let index = dueMonth + step * months
            let (year, month) = (index >= 0 ? index / 12 : (index - 11) / 12, (index % 12 + 12) % 12 + 1)
            let last = CalendarDay.numberOfDays(inMonth: month, year: year)
            let day = monthDay?.day(inMonth: month, year: year) ?? due.day
            if day <= last, case let occurrence = CalendarDay(year: year, month: month, day: day), occurrence >= notBefore {
                return occurrence
            }
            step += 1
        }
        return due.adding(months: step * months)
    }

    /// The first occurrence after `day`, a month or year on clamped to a short month: for `after`
    /// rules and to-dos without a due date, which count from the completion day.
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
