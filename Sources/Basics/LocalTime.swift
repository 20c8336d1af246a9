import Entities
import Foundation

/// Instants and local wall-clock times on the proleptic Gregorian calendar, the one ISO 8601 and
/// every format Adder reads use. Foundation's `Calendar(identifier: .gregorian)` is not it: before
/// 1582-10-15 it counts Julian days, so 1582-10-10 came back as 1582-10-20 and 0000-01-01 as
/// -0001-12-30. Only the zone's offset comes from Foundation; the days are `CalendarDay`'s.
public enum LocalTime {
    /// The day `date` falls on in `timeZone`, and the second of that day (0 to 86,399).
    public static func split(_ date: Date, in timeZone: TimeZone) -> (day: CalendarDay, second: Int) {
        let utcSeconds = Int(exactly: date.timeIntervalSince1970.rounded(.down)) ?? 0  // 0 only for infinity or NaN
        let local = utcSeconds + timeZone.secondsFromGMT(for: date)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return (CalendarDay(daysSinceEpoch: days), local - days * 86_400)
    }

    /// The instant at `second` (of the day) on `day` in `timeZone`. A local time that happens twice
    /// (clocks set back) is the first; one that does not exist (clocks set forward) is read with the
    /// offset before the gap, so 02:30 in a one-hour gap is 03:30 after it, as RFC 5545 §3.3.5 says.
    public static func instant(_ day: CalendarDay, second: Int, in timeZone: TimeZone) -> Date {
        let local = day.daysSinceEpoch * 86_400 + second
        func offset(at seconds: Int) -> Int { timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))) }
        let before = offset(at: local - 86_400)
        // A larger offset is an earlier instant: trying the offsets largest first finds the first occurrence.
        let offsets = Set([before, offset(at: local), offset(at: local + 86_400)]).sorted(by: >)
        let valid = offsets.first { offset(at: local - $0) == $0 }
        return Date(timeIntervalSince1970: Double(local - (valid ?? before)))
    }
}

/// The dates Adder keeps, due dates and instants alike: 0001-01-02 to 9999-12-30 (UTC for instants).
/// One day inside the four-digit years, so the same moment seen in any time zone is still a date
/// of years 1 to 9999, which todos.json and every format Adder writes can hold.
public enum DateLimits {
    public static let earliest = CalendarDay(year: 1, month: 1, day: 2)
    public static let latest = CalendarDay(year: 9999, month: 12, day: 30)
    /// "0001-01-02 to 9999-12-30", for sentences.
    public static let rangeText = "\(earliest) to \(latest)"

    public static func contains(_ day: CalendarDay) -> Bool {
        earliest <= day && day <= latest
    }

    public static func contains(_ instant: Date) -> Bool {
        let seconds = instant.timeIntervalSince1970
        return seconds >= Double(earliest.daysSinceEpoch * 86_400) && seconds < Double((latest.daysSinceEpoch + 1) * 86_400)
    }
}
