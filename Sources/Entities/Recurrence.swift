/// How a to-do repeats: every so many days, weeks, months or years, counted from its due date
/// ("every") or from the day it was completed ("after").
///
/// The words form is also the file's form: "every day", "every 3 days", "every weekday",
/// "every mon,thu", "every 2 weeks on mon,thu", "every month on the 15th",
/// "every month on the last day", "every year", "after 3 days".
public struct Recurrence: Sendable, Hashable, TextCoded {
    public enum Unit: String, Sendable, CaseIterable {
        case day, week, month, year
    }

    /// Where the next one is counted from.
    public enum Anchor: String, Sendable {
        /// One step after this one's due date ("every").
        case due
        /// One step after the day this one was completed ("after").
        case completion
    }

    /// The day of the month a monthly rule falls on.
    public enum MonthDay: Sendable, Hashable {
        /// 1...31; a month without that day uses its last day.
        case day(Int)
        case last
    }

    // The one-byte fields last, after the optional month day's tag (27 bytes instead of 34; Swift
    // lays a struct out in declaration order, and every to-do holds an optional one).
    /// Only with `.week`: the days it falls on; empty means the due date's own weekday.
    public let weekdays: Set<Weekday>
    /// At least 1.
    public let interval: Int
    /// Only with `.month`: the day it falls on; nil means the due date's own day.
    public let monthDay: MonthDay?
    public let unit: Unit
    public let anchor: Anchor

    /// Nil when the parts do not fit together (weekdays outside weekly rules, a month day outside
    /// monthly ones, either with "after", an interval below 1 or above 999, a day outside 1...31).
    public init?(unit: Unit, interval: Int = 1, weekdays: Set<Weekday> = [], monthDay: MonthDay? = nil,
                 anchor: Anchor = .due) {
        guard (1...999).contains(interval),
              weekdays.isEmpty || (unit == .week && anchor == .due),
              monthDay == nil || (unit == .month && anchor == .due) else { return nil }
        if case .day(let day)? = monthDay, !(1...31).contains(day) { return nil }
        self.unit = unit
        self.interval = interval
        self.weekdays = weekdays
        self.monthDay = monthDay
        self.anchor = anchor
    }

    /// Reads the words form (see the type's notes), in any case and spacing; nil for anything else.
    public init?(_ text: String) {
        var words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = words.first, first == "every" || first == "after" else { return nil }
        let anchor: Anchor = first == "every" ? .due : .completion
        words.removeFirst()
        var interval = 1
        if let count = words.first.flatMap({ Int($0) }) {
            interval = count
            words.removeFirst()
        }
        guard let head = words.first else { return nil }
        words.removeFirst()
        var weekdays: Set<Weekday> = []
        var monthDay: MonthDay?
        let unit: Unit
        if head == "weekday" || head == "weekdays", interval == 1 {
            unit = .week
            weekdays = Weekday.workdays
        } else if let found = Unit.allCases.first(where: { head == $0.rawValue || head == $0.rawValue + "s" }) {
            unit = found
            // "every day", "every 2 days": the plural goes with the count.
            guard (interval == 1) == (head == found.rawValue) || anchor == .completion else { return nil }
        } else if interval == 1, let days = Self.weekdays(head) {
            unit = .week
            weekdays = days
        } else {
            return nil
        }
        if !words.isEmpty {
            guard words.first == "on" else { return nil }
            words.removeFirst()
            switch unit {
            case .week where weekdays.isEmpty && words.count == 1:
                guard let days = Self.weekdays(words[0]) else { return nil }
                weekdays = days
            case .month:
                guard let day = Self.monthDay(words) else { return nil }
                monthDay = day
            default:
                return nil
            }
        }
        self.init(unit: unit, interval: interval, weekdays: weekdays, monthDay: monthDay, anchor: anchor)
    }

    public var description: String {
        let count = interval == 1 && anchor == .due ? "" : "\(interval) "
        let unitWord = interval == 1 ? unit.rawValue : unit.rawValue + "s"
        let start = (anchor == .due ? "every " : "after ") + count
        if !weekdays.isEmpty {
            if interval == 1, weekdays == Weekday.workdays { return "every weekday" }
            let days = weekdays.sorted().map(\.shortName).joined(separator: ",")
            return interval == 1 ? "every \(days)" : "\(start)\(unitWord) on \(days)"
        }
        switch monthDay {
        case .day(let day)?: return "\(start)\(unitWord) on the \(Self.ordinal(day))"
        case .last?: return "\(start)\(unitWord) on the last day"
        case nil: return start + unitWord
        }
    }

    /// "mon,thu" → those days; nil if any name is not a weekday or one repeats.
    private static func weekdays(_ list: String) -> Set<Weekday>? {
        let names = list.split(separator: ",", omittingEmptySubsequences: false)
        let days = names.compactMap { Weekday(name: String($0)) }
        guard !days.isEmpty, days.count == names.count, Set(days).count == days.count else { return nil }
        return Set(days)
    }

    /// ["the", "15th"] or ["the", "last", "day"].
    private static func monthDay(_ words: [String]) -> MonthDay? {
        guard words.first == "the" else { return nil }
        if words == ["the", "last", "day"] { return .last }
        guard words.count == 2 else { return nil }
        let ordinal = words[1]
        let digits = ordinal.prefix { $0.isASCII && $0.isNumber }
        guard let day = Int(digits), ordinal == self.ordinal(day) else { return nil }
        return .day(day)
    }

    /// 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, … 21st, 22nd, 23rd, … 31st.
    static func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }

    public static let expectedForm = "a recurrence such as \"every 2 weeks\""
}
