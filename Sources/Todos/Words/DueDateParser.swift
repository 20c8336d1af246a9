import Basics
import Entities

/// A due date as typed: the day, and the time of day when one was given.
public struct DueMoment: Sendable, Hashable {
    public var day: CalendarDay
    /// nil for a date-only due (the file keeps it date-only).
    public var time: TimeOfDay?

    public init(day: CalendarDay, time: TimeOfDay? = nil) {
        self.day = day
        self.time = time
    }
}

/// Reads the due dates people type, relative to a given today.
///
/// Accepted, case-insensitive, surrounding spaces ignored:
/// - `today`, `tomorrow`, `yesterday`
/// - a weekday, full or three letters (`fri`, `friday`): the next such day, always in the future,
///   so on a Friday `fri` means a week ahead (today has its own word).
/// - `next friday`: that weekday in next week (weeks start on Monday); `next week`: next Monday.
/// - `eow`, `eom`, `eoy`: the last day of this week (Sunday), month or year.
/// - an amount of days, weeks, months or years ahead, with or without `+`, or back with `-`:
///   `+3d`, `2w`, `+1m`, `+1y`, `-1d`; or in words, `in 3 days`, `in 1 week`, `in 2 months`.
///   Months and years keep the day of the month and clamp it to the target month's last day.
/// - a day of a month, `dec 25`, `25 dec`, `december 25`: the next such day, today included.
/// - `YYYY-MM-DD`, which must be a day on the calendar (2026-02-30 is not).
///
/// Any of these may end with a time of day (`TimeOfDayParser`): `fri 17:00`, `tomorrow 9am`,
/// `2026-12-25 17:00`, `fri at 5:30pm`; a time alone is today at that time.
/// Empty or blank text means "no due date" and gives nil.
public enum DueDateParser {
    /// The day `text` names, or nil for empty text (clear the date). A time in `text` is read
    /// and checked but not returned: callers that keep times use `parseMoment`.
    public static func parse(_ text: String, today: CalendarDay) throws(DueDateError) -> CalendarDay? {
        try parseMoment(text, today: today)?.day
    }

    /// The day and time `text` names, or nil for empty text (clear the due date).
    public static func parseMoment(_ text: String, today: CalendarDay) throws(DueDateError) -> DueMoment? {
        let input = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !input.isEmpty else { return nil }
        var words = input.lowercased().split(separator: " ").map(String.init)
        let time = try TimeOfDayParser.takeTrailingTime(from: &words, input: input)
        if words.last == "at", time != nil { words.removeLast() }
        guard !words.isEmpty else {
            guard let time else { throw .unrecognized(input) }
            return DueMoment(day: today, time: time)
        }
        let day = try self.day(words.joined(separator: " "), input: input, today: today)
        guard day <= latest else { throw .tooFarAhead(input) }
        guard day >= DateLimits.earliest else { throw .tooFarBack(input) }
        return DueMoment(day: day, time: time)
    }

    /// Due dates are dates Adder keeps (`DateLimits`): four-digit years in every time zone.
    static let latest = DateLimits.latest

    private static func day(_ word: String, input: String, today: CalendarDay) throws(DueDateError) -> CalendarDay {
        switch word {
        case "today": return today
        case "tomorrow": return today.adding(days: 1)
        case "yesterday": return today.adding(days: -1)
        case "next week": return DueDateWords.next(isoWeekday: 1, after: today)
        case "eow": return today.adding(days: 7 - today.weekday)
        case "eom": return CalendarDay(year: today.year, month: today.month,
                                       day: CalendarDay.numberOfDays(inMonth: today.month, year: today.year))
        case "eoy": return CalendarDay(year: today.year, month: 12, day: 31)
        default: break
        }
        if let weekday = DueDateWords.isoWeekdays[word] {
            return DueDateWords.next(isoWeekday: weekday, after: today)
        }
        if word.hasPrefix("next "), let weekday = DueDateWords.isoWeekdays[String(word.dropFirst(5))] {
            let nextMonday = DueDateWords.next(isoWeekday: 1, after: today)
            return nextMonday.adding(days: weekday - 1)
        }
        if let relative = try DueDateWords.relativeDay(word, input: input, today: today) { return relative }
        if let monthDay = try DueDateWords.monthDay(word, input: input, today: today) { return monthDay }
        if let calendarDay = try calendarDay(word, input: input) { return calendarDay }
        throw .unrecognized(input)
    }

    /// `YYYY-MM-DD`; nil when the text is not of that shape, an error when it is but names no day.
    private static func calendarDay(_ word: String, input: String) throws(DueDateError) -> CalendarDay? {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, zip(parts, [4, 2, 2]).allSatisfy({ $0.count == $1 && $0.allSatisfy(\.isASCIIDigit) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        let result = CalendarDay(year: year, month: month, day: day)
        guard result.isOnCalendar else { throw .notOnCalendar(String(input.split(separator: " ")[0])) }
        return result
    }
}

/// Why a due date could not be read. `description` is one sentence for the user.
public enum DueDateError: Error, Hashable, CustomStringConvertible {
    /// The text is none of the accepted forms.
    case unrecognized(String)
    /// The text is shaped like `YYYY-MM-DD` but names no day, such as 2026-02-30.
    case notOnCalendar(String)
    /// The text names a day after 9999-12-30 (`DateLimits`).
    case tooFarAhead(String)
    /// The text names a day before 0001-01-02 (`DateLimits`).
    case tooFarBack(String)
    /// The text ends with something shaped like a time that is no time of day, such as 25:00.
    case notATime(String)

    static let accepted = "today, tomorrow, fri, next fri, +3d/-1d/+2w/+1m, in 3 days, eow/eom/eoy, dec 25 or YYYY-MM-DD, "
        + "and a time if you like (17:00, 9am)"

    public var description: String {
        switch self {
        case .unrecognized(let input):
            "\"\(input)\" is not a date: use \(Self.accepted)."
        case .notOnCalendar(let input):
            "\"\(input)\" is not a day on the calendar: \(Self.calendarRule(for: input))."
        case .tooFarAhead(let input):
            "\"\(input)\" is too far ahead: due dates go up to \(DateLimits.latest)."
        case .tooFarBack(let input):
            "\"\(input)\" is too far back: due dates go from \(DateLimits.earliest)."
        case .notATime(let input):
            "\"\(input)\" is not a time of day: use 17:00, 9:30, 9am or 5:30pm (hours 0 to 23, minutes 00 to 59)."
        }
    }
}

extension DueDateError {
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                             "August", "September", "October", "November", "December"]

    /// "February 2026 has days 01 to 28", or what is wrong with the month, for a `YYYY-MM-DD` text.
    private static func calendarRule(for input: String) -> String {
        let parts = input.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]) else { return "months go from 01 to 12" }
        let lastDay = CalendarDay.numberOfDays(inMonth: parts[1], year: parts[0])
        return "\(monthNames[parts[1] - 1]) \(input.prefix(4)) has days 01 to \(lastDay)"
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
