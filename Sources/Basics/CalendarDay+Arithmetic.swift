import Entities
import Foundation

/// Day arithmetic on the proleptic Gregorian calendar, with no time zone involved once the day is known.
extension CalendarDay {
    /// The day an instant falls on in a time zone: "today" is `CalendarDay(clock.now, timeZone: timeZone)`.
    /// Proleptic Gregorian, as ISO 8601 (see `LocalTime`).
    public init(_ date: Date, timeZone: TimeZone) {
        self = LocalTime.split(date, in: timeZone).day
    }

    /// The day `days` later (earlier when negative).
    public func adding(days: Int) -> CalendarDay {
        CalendarDay(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// The same day of the month `months` later; a day the target month lacks becomes its last
    /// day (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year).
    public func adding(months: Int) -> CalendarDay {
        let monthIndex = year * 12 + (month - 1) + months
        let targetYear = monthIndex.floorDivided(by: 12)
        let targetMonth = monthIndex - targetYear * 12 + 1
        let lastDay = CalendarDay.numberOfDays(inMonth: targetMonth, year: targetYear)
        return CalendarDay(year: targetYear, month: targetMonth, day: min(day, lastDay))
    }

    /// How many days from this day to `other`: 1 for tomorrow, -1 for yesterday, 0 for the same day.
    public func daysUntil(_ other: CalendarDay) -> Int {
        other.daysSinceEpoch - daysSinceEpoch
    }

    /// The ISO weekday: 1 is Monday, 7 is Sunday.
    public var weekday: Int {
        // 1970-01-01 was a Thursday (4).
        (daysSinceEpoch + 3).floorModulo(7) + 1
    }

    /// True when the day exists on the calendar (2026-02-30 does not).
    public var isOnCalendar: Bool {
        (1...12).contains(month) && (1...CalendarDay.numberOfDays(inMonth: month, year: year)).contains(day)
    }

    /// 28 to 31; February has 29 days in leap years.
    public static func numberOfDays(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    // Howard Hinnant's days_from_civil and civil_from_days: exact for every Gregorian day,
    // with eras of 400 years so that negative years work too.
    /// Days since 1970-01-01 (negative before it).
    public var daysSinceEpoch: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear.floorDivided(by: 400)
        let yearOfEra = shiftedYear - era * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `daysSinceEpoch` days after 1970-01-01.
    public init(daysSinceEpoch: Int) {
        let shifted = daysSinceEpoch + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }
}

private extension Int {
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    func floorModulo(_ divisor: Int) -> Int {
        self - floorDivided(by: divisor) * divisor
    }
}
