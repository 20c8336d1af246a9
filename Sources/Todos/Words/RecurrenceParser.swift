import Entities

/// Reads the repeat rules people type, leniently, into a `Recurrence` (whose `description` is the
/// canonical form the file keeps).
///
/// Accepted, case-insensitive, extra spaces ignored; `every` may be left out:
/// - `every day`, `every 3 days`, `every week`, `every 2 weeks`, `every month`, `every year`,
///   also `every other week`; `daily`, `weekly`, `biweekly` (every 2 weeks), `monthly`, `yearly`, `annually`;
///   short forms `3d`, `2w`, `1m`, `1y` (`every:2w` in a quick-add line).
/// - `every weekday` (Monday to Friday), `every mon,thu`, `every monday and thursday`,
///   `every 2 weeks on mon,thu`.
/// - `every month on the 15th`, `every month on the 15`, `every month on the last day`,
///   `every 3 months on the 1st`.
/// - `after 3 days`, `after 2 weeks`, `after a month`: counted from the day it is completed.
public enum RecurrenceParser {
    /// The rule `text` names.
    public static func parse(_ text: String) throws(RecurrenceError) -> Recurrence {
        let input = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !input.isEmpty else { throw .empty }
        let spaced = input.lowercased().replacingOccurrences(of: ",", with: " , ")
        var words = spaced.split(separator: " ").map(String.init)
        var anchor = Recurrence.Anchor.due
        if words.first == "after" {
            anchor = .completion
            words.removeFirst()
        } else if words.first == "every" {
            words.removeFirst()
        }
        guard let rule = rule(words, anchor: anchor) else { throw .unrecognized(input) }
        return rule
    }

    private static func rule(_ words: [String], anchor: Recurrence.Anchor) -> Recurrence? {
        if words.count == 1, let word = words.first {
            if let synonym = synonyms[word] { return make(synonym.unit, synonym.interval, anchor: anchor) }
            if let short = shortForm(word) { return make(short.unit, short.interval, anchor: anchor) }
        }
        // "monthly on the 15th", "weekly on mon,thu", "biweekly on fri": the synonym's unit and its days.
        if let first = words.first, let synonym = synonyms[first], words.count > 1 {
            var rest = words.dropFirst()
            if rest.first == "on" { rest = rest.dropFirst() }
            guard anchor == .due else { return nil }
            switch synonym.unit {
            case .week: return weekdays(Array(rest)).flatMap { make(.week, synonym.interval, weekdays: $0, anchor: anchor) }
            case .month: return monthDay(Array(rest)).flatMap { make(.month, synonym.interval, monthDay: $0, anchor: anchor) }
            default: return nil
            }
        }
        var rest = words[...]
        var interval = 1
        if let first = rest.first, let number = Int(first), number >= 1, number <= 1000, first.count <= 4 {
            interval = number
            rest = rest.dropFirst()
        } else if rest.first == "other" || rest.first == "a" || rest.first == "an" {
            interval = rest.first == "other" ? 2 : 1
            rest = rest.dropFirst()
        }
        guard let unitWord = rest.first else { return nil }
        rest = rest.dropFirst()
        if rest.first == "on" { rest = rest.dropFirst() }
        if let unit = unitNames[unitWord] {
            if rest.isEmpty { return make(unit, interval, anchor: anchor) }
            guard anchor == .due else { return nil }
            switch unit {
            case .week: return weekdays(Array(rest)).flatMap { make(.week, interval, weekdays: $0, anchor: anchor) }
            case .month: return monthDay(Array(rest)).flatMap { make(.month, interval, monthDay: $0, anchor: anchor) }
            default: return nil
            }
        }
        // "every weekday", "every mon,thu" (with no unit word: weekly on those days).
        guard anchor == .due, interval == 1 else { return nil }
        return weekdays([unitWord] + rest).flatMap { make(.week, 1, weekdays: $0, anchor: anchor) }
    }

    private static func make(_ unit: Recurrence.Unit, _ interval: Int, weekdays: Set<Weekday> = [],
                             monthDay: Recurrence.MonthDay? = nil, anchor: Recurrence.Anchor) -> Recurrence? {
        Recurrence(unit: unit, interval: interval, weekdays: weekdays, monthDay: monthDay, anchor: anchor)
    }

    private static let synonyms: [String: (unit: Recurrence.Unit, interval: Int)] = [
        "daily": (.day, 1), "weekly": (.week, 1), "biweekly": (.week, 2), "fortnightly": (.week, 2),
        "monthly": (.month, 1), "quarterly": (.month, 3), "yearly": (.year, 1), "annually": (.year, 1),
    ]

    private static let unitNames: [String: Recurrence.Unit] = [
        "day": .day, "days": .day, "week": .week, "weeks": .week,
        "month": .month, "months": .month, "year": .year, "years": .year,
    ]

    /// `3d`, `2w`, `1m`, `1y`.
    private static func shortForm(_ word: String) -> (unit: Recurrence.Unit, interval: Int)? {
        guard let last = word.last, let unit = ["d": Recurrence.Unit.day, "w": .week, "m": .month, "y": .year][String(last)],
              word.count >= 2, word.count <= 5, let interval = Int(word.dropLast()), interval >= 1 else { return nil }
        return (unit, interval)
    }

    /// `mon , thu`, `monday and thursday`, `weekday`, `weekdays`, `weekend`.
    private static func weekdays(_ words: [String]) -> Set<Weekday>? {
        var days: Set<Weekday> = []
        for word in words where word != "," && word != "and" {
            switch word {
            case "weekday", "weekdays": days.formUnion(Weekday.workdays)
            case "weekend", "weekends": days.formUnion([.saturday, .sunday])
            default:
                let singular = word.hasSuffix("s") && word.count > 4 ? String(word.dropLast()) : word
                guard let day = Weekday(name: singular) else { return nil }
                days.insert(day)
            }
        }
        return days.isEmpty ? nil : days
    }

    /// `the 15th`, `15`, `the last day`, `the last`, `last`.
    private static func monthDay(_ words: [String]) -> Recurrence.MonthDay? {
        var rest = words[...]
        if rest.first == "the" { rest = rest.dropFirst() }
        if rest.first == "last", rest.count == 1 || (rest.count == 2 && rest.last == "day") { return .last }
        guard rest.count == 1 || (rest.count == 2 && rest.last == "day"), let first = rest.first,
              let day = DueDateWords.dayNumber(Substring(first)), (1...31).contains(day) else { return nil }
        return .day(day)
    }
}

/// Why a repeat rule could not be read. `description` is one sentence for the user.
public enum RecurrenceError: Error, Hashable, CustomStringConvertible {
    case empty
    case unrecognized(String)

    static let accepted = "every day, every 2 weeks, every weekday, every mon,thu, every month on the 15th "
        + "(or on the last day), weekly, 2w, or after 3 days"

    public var description: String {
        switch self {
        case .empty: "A repeat rule needs some words: use \(Self.accepted)."
        case .unrecognized(let input): "\"\(input)\" is not a repeat rule: use \(Self.accepted)."
        }
    }
}
