import Basics
import Entities

/// The word tables and relative forms `DueDateParser` reads.
enum DueDateWords {
    /// "mon"/"monday" → 1 … "sun"/"sunday" → 7 (ISO numbering, as `CalendarDay.weekday`).
    static let isoWeekdays: [String: Int] = {
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        var table: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            table[name] = index + 1
            table[String(name.prefix(3))] = index + 1
        }
        return table
    }()

    /// "jan"/"january" → 1 … "dec"/"december" → 12; "sept" too.
    static let months: [String: Int] = {
        var table: [String: Int] = ["sept": 9]
        for (index, name) in DueDateError.monthNames.enumerated() {
            table[name.lowercased()] = index + 1
            table[String(name.lowercased().prefix(3))] = index + 1
        }
        return table
    }()

    /// The first day after `today` with the ISO weekday (1 = Monday): 1 to 7 days ahead.
    static func next(isoWeekday: Int, after today: CalendarDay) -> CalendarDay {
        let daysAhead = (isoWeekday - today.weekday + 6) % 7 + 1
        return today.adding(days: daysAhead)
    }

    /// `+3d`, `3d`, `-1d`, `+2w`, `+1m`, `+1y`, `in 3 days`, `in 1 week`; nil when the text is not of
    /// that shape.
    static func relativeDay(_ word: String, input: String, today: CalendarDay) throws(DueDateError) -> CalendarDay? {
        let amount: Substring
        let unit: Character
        var sign = 1
        if word.hasPrefix("in ") {
            let parts = word.dropFirst(3).split(separator: " ")
            guard parts.count == 2, let named = unitWords[String(parts[1])] else { return nil }
            amount = parts[0]
            unit = named
        } else {
            var body = Substring(word)
            if body.hasPrefix("+") {
                body = body.dropFirst()
            } else if body.hasPrefix("-") {
                body = body.dropFirst()
                sign = -1
            }
            guard let last = body.last, "dwmy".contains(last) else { return nil }
            amount = body.dropLast()
            unit = last
        }
        guard !amount.isEmpty, amount.allSatisfy(\.isASCIIDigit) else { return nil }
        // Beyond this the result is outside years 1 to 9999 whatever the unit; it also keeps the arithmetic far from overflow.
        guard amount.count <= 7, let count = Int(amount) else { throw sign < 0 ? .tooFarBack(input) : .tooFarAhead(input) }
        let steps = sign * count
        switch unit {
        case "d": return today.adding(days: steps)
        case "w": return today.adding(days: steps * 7)
        case "m": return today.adding(months: steps)
        default: return today.adding(months: steps * 12)
        }
    }

    private static let unitWords: [String: Character] = [
        "day": "d", "days": "d", "week": "w", "weeks": "w", "month": "m", "months": "m", "year": "y", "years": "y",
    ]

    /// `dec 25`, `25 dec`, `december 25th`: the next such day from today (today included), so a
    /// date already past this year is next year's; Feb 29 is the next leap year's. nil when the
    /// text is not of that shape, an error when the month has no such day.
    static func monthDay(_ word: String, input: String, today: CalendarDay) throws(DueDateError) -> CalendarDay? {
        let parts = word.split(separator: " ")
        guard parts.count == 2 else { return nil }
        let (monthWord, dayWord) = months[String(parts[0])] != nil ? (parts[0], parts[1]) : (parts[1], parts[0])
        guard let month = months[String(monthWord)], let day = dayNumber(dayWord) else { return nil }
        guard (1...CalendarDay.numberOfDays(inMonth: month, year: 2000)).contains(day) else {
            throw .unrecognized(input)
        }
        for year in today.year...(today.year + 8) {
            let candidate = CalendarDay(year: year, month: month, day: day)
            if candidate.isOnCalendar, candidate >= today { return candidate }
        }
        return nil
    }

    /// `25`, `25th`, `1st`, `2nd`, `3rd`: the number; nil otherwise.
    static func dayNumber(_ word: Substring) -> Int? {
        var digits = word
        for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) {
            digits = digits.dropLast(2)
            break
        }
        guard !digits.isEmpty, digits.count <= 2, digits.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int(digits)
    }
}
