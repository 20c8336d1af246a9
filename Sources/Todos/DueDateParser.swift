import Basics
import Entities

/// Reads the due dates people type, relative to a given today.
///
/// Accepted, case-insensitive, surrounding spaces ignored:
/// - `today`, `tomorrow`
/// - a weekday, full or three letters (`fri`, `friday`): the next such day, always in the future,
///   so on a Friday `fri` means a week ahead (today has its own word).
/// - `next week`: the next Monday (a week ahead when today is Monday).
/// - an amount of days, weeks, months or years ahead, with or without `+`: `+3d`, `2w`, `+1m`, `+1y`;
///   months and years keep the day of the month and clamp it to the target month's last day.
/// - `YYYY-MM-DD`, which must be a day on the calendar (2026-02-30 is not).
///
/// Empty or blank text means "no due date" and gives nil.
public enum DueDateParser {
    /// The day `text` names, or nil for empty text (clear the date).
    public static func parse(_ text: String, today: CalendarDay) throws(DueDateError) -> CalendarDay? {
        let input = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !input.isEmpty else { return nil }
        let word = input.lowercased()
        let day: CalendarDay
        switch word {
        case "today":
            day = today
        case "tomorrow":
            day = today.adding(days: 1)
        case "next week":
            day = next(weekday: 1, after: today)
        default:
            if let weekday = weekdays[word] {
                day = next(weekday: weekday, after: today)
            } else if let relative = try relativeDay(word, input: input, today: today) {
                day = relative
            } else if let calendarDay = try calendarDay(word, input: input) {
                return calendarDay
            } else {
                throw .unrecognized(input)
            }
        }
        guard day <= latest else { throw .tooFarAhead(input) }
        return day
    }

    /// Due dates are written with four-digit years.
    static let latest = CalendarDay(year: 9999, month: 12, day: 31)

    private static let weekdays: [String: Int] = {
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        var table: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            table[name] = index + 1
            table[String(name.prefix(3))] = index + 1
        }
        return table
    }()

    /// The first day after `today` with the ISO weekday (1 = Monday): 1 to 7 days ahead.
    private static func next(weekday: Int, after today: CalendarDay) -> CalendarDay {
        let daysAhead = (weekday - today.weekday + 6) % 7 + 1
        return today.adding(days: daysAhead)
    }

    /// `+3d`, `3d`, `+2w`, `+1m`, `+1y`; nil when the text is not of that shape.
    private static func relativeDay(_ word: String, input: String, today: CalendarDay) throws(DueDateError) -> CalendarDay? {
        var body = Substring(word)
        if body.hasPrefix("+") { body = body.dropFirst() }
        guard let unit = body.last, "dwmy".contains(unit) else { return nil }
        let digits = body.dropLast()
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return nil }
        // Beyond this the result is past 9999-12-31 whatever the unit; it also keeps the arithmetic far from overflow.
        guard digits.count <= 7, let amount = Int(digits) else { throw .tooFarAhead(input) }
        switch unit {
        case "d": return today.adding(days: amount)
        case "w": return today.adding(days: amount * 7)
        case "m": return today.adding(months: amount)
        default: return today.adding(months: amount * 12)
        }
    }

    /// `YYYY-MM-DD`; nil when the text is not of that shape, an error when it is but names no day.
    private static func calendarDay(_ word: String, input: String) throws(DueDateError) -> CalendarDay? {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, zip(parts, [4, 2, 2]).allSatisfy({ $0.count == $1 && $0.allSatisfy(\.isASCIIDigit) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        let result = CalendarDay(year: year, month: month, day: day)
        guard result.isOnCalendar else { throw .notOnCalendar(input) }
        return result
    }
}

/// Why a due date could not be read. `description` is one sentence for the user.
public enum DueDateError: Error, Hashable, CustomStringConvertible {
    /// The text is none of the accepted forms.
    case unrecognized(String)
    /// The text is shaped like `YYYY-MM-DD` but names no day, such as 2026-02-30.
    case notOnCalendar(String)
    /// The text names a day after 9999-12-31.
    case tooFarAhead(String)

    static let accepted = "today, tomorrow, a weekday (fri), +3d/+2w/+1m/+1y, next week or YYYY-MM-DD"

    public var description: String {
        switch self {
        case .unrecognized(let input):
            "\"\(input)\" is not a date: use \(Self.accepted)."
        case .notOnCalendar(let input):
            "\"\(input)\" is not a day on the calendar: \(Self.calendarRule(for: input))."
        case .tooFarAhead(let input):
            "\"\(input)\" is too far ahead: due dates go up to 9999-12-31."
        }
    }
}

extension DueDateError {
    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                     "August", "September", "October", "November", "December"]

    /// "February 2026 has days 01 to 28", or what is wrong with the month, for a `YYYY-MM-DD` text.
    private static func calendarRule(for input: String) -> String {
        let parts = input.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]) else { return "months go from 01 to 12" }
        let lastDay = CalendarDay.numberOfDays(inMonth: parts[1], year: parts[0])
        return "\(monthNames[parts[1] - 1]) \(input.prefix(4)) has days 01 to \(lastDay)"
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
