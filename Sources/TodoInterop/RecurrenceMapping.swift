import Entities

/// Adder's `Recurrence` in each format's words: iCalendar's RRULE, taskwarrior's `recur`, todo.txt's `rec:`.
enum RecurrenceMapping {
    /// What a foreign repeat rule became.
    enum Reading: Equatable {
        /// `endDropped`: the rule had an end (COUNT, UNTIL) Adder does not keep.
        case repeats(Recurrence, endDropped: Bool)
        case unsupported
    }

    private static let dayCodes: [String: Weekday] = [
        "SU": .sunday, "MO": .monday, "TU": .tuesday, "WE": .wednesday, "TH": .thursday, "FR": .friday, "SA": .saturday,
    ]
    private static let workdays = Weekday.workdays

    /// An RRULE value (RFC 5545 §3.3.10) such as `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH`.
    static func rrule(_ value: String) -> Reading {
        var parts: [String: String] = [:]
        for part in value.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return .unsupported }
            parts[pair[0].uppercased()] = String(pair[1]).uppercased()
        }
        let endDropped = parts.removeValue(forKey: "COUNT") != nil || parts.removeValue(forKey: "UNTIL") != nil
        parts.removeValue(forKey: "WKST")
        guard let interval = Int(parts.removeValue(forKey: "INTERVAL") ?? "1"), interval >= 1 else { return .unsupported }
        var weekdays: Set<Weekday> = []
        if let byDay = parts.removeValue(forKey: "BYDAY") {
            for code in byDay.split(separator: ",") {
                guard let day = dayCodes[String(code)] else { return .unsupported }  // "1MO" and the like
                weekdays.insert(day)
            }
        }
        var monthDay: Recurrence.MonthDay?
        if let setPosition = parts.removeValue(forKey: "BYSETPOS") {
            // Adder's "on the 30th" (clamped to short months) as RFC 5545 says it: BYMONTHDAY=28,29,30;BYSETPOS=-1.
            guard setPosition == "-1", let byMonthDay = parts.removeValue(forKey: "BYMONTHDAY"),
                  let last = (29...31).first(where: { byMonthDay == clampedMonthDays($0) }) else { return .unsupported }
            monthDay = .day(last)
        } else if let byMonthDay = parts.removeValue(forKey: "BYMONTHDAY") {
            guard let number = Int(byMonthDay), number == -1 || (1...31).contains(number) else { return .unsupported }
            monthDay = number == -1 ? .last : .day(number)
        }
        let unit: Recurrence.Unit
        switch parts.removeValue(forKey: "FREQ") ?? "" {
        case "DAILY" where weekdays == workdays && interval == 1: unit = .week
        case "DAILY" where weekdays.isEmpty: unit = .day
        case "WEEKLY": unit = .week
        case "MONTHLY" where weekdays.isEmpty: unit = .month
        case "YEARLY" where weekdays.isEmpty && monthDay == nil: unit = .year
        default: return .unsupported
        }
        guard parts.isEmpty, unit == .month || monthDay == nil,
              let recurrence = Recurrence(unit: unit, interval: interval, weekdays: weekdays, monthDay: monthDay, anchor: .due)
        else { return .unsupported }
        return .repeats(recurrence, endDropped: endDropped)
    }

    /// The RRULE value for `recurrence`; iCalendar cannot say "after completion", which is noted in `dropped`.
    static func rrule(_ recurrence: Recurrence, dropped: inout Tally) -> String {
        if recurrence.anchor == .completion { dropped.add("repeats after completion (written as repeats from the due date)") }
        var parts = ["FREQ=" + ["day": "DAILY", "week": "WEEKLY", "month": "MONTHLY", "year": "YEARLY"][recurrence.unit.rawValue]!]
        if recurrence.interval > 1 { parts.append("INTERVAL=\(recurrence.interval)") }
        if !recurrence.weekdays.isEmpty {
            let codes = dayCodes.filter { recurrence.weekdays.contains($0.value) }.sorted { $0.value < $1.value }.map(\.key)
            parts.append("BYDAY=" + codes.joined(separator: ","))
        }
        switch recurrence.monthDay {
        // RFC 5545 skips a month without the day; Adder takes the month's last day instead.
        case .day(let day) where day > 28: parts.append("BYMONTHDAY=\(clampedMonthDays(day));BYSETPOS=-1")
        case .day(let day): parts.append("BYMONTHDAY=\(day)")
        case .last: parts.append("BYMONTHDAY=-1")
        case nil: break
        }
        return parts.joined(separator: ";")
    }

    /// "28,29,30" for the 30th: the days from 28 on, of which BYSETPOS=-1 takes the month's last.
    private static func clampedMonthDays(_ day: Int) -> String {
        (28...day).map(String.init).joined(separator: ",")
    }

    private static let taskwarriorWords: [String: (Recurrence.Unit, Int)] = [
        "daily": (.day, 1), "day": (.day, 1), "weekly": (.week, 1), "week": (.week, 1), "biweekly": (.week, 2),
        "fortnight": (.week, 2), "monthly": (.month, 1), "month": (.month, 1), "bimonthly": (.month, 2),
        "quarterly": (.month, 3), "semiannual": (.month, 6), "yearly": (.year, 1), "annual": (.year, 1),
        "year": (.year, 1), "biannual": (.year, 2), "biyearly": (.year, 2),
    ]
    private static let amountUnits: [String: (Recurrence.Unit, Int)] = [
        "d": (.day, 1), "day": (.day, 1), "days": (.day, 1), "w": (.week, 1), "wk": (.week, 1), "wks": (.week, 1),
        "week": (.week, 1), "weeks": (.week, 1), "mo": (.month, 1), "mos": (.month, 1), "month": (.month, 1),
        "months": (.month, 1), "q": (.month, 3), "qtr": (.month, 3), "qtrs": (.month, 3), "quarter": (.month, 3),
        "quarters": (.month, 3), "y": (.year, 1), "yr": (.year, 1), "yrs": (.year, 1), "year": (.year, 1), "years": (.year, 1),
    ]

    /// Taskwarrior's `recur`: `weekly`, `weekdays`, `biweekly`, `3d`, `2wks`, `1mo`, `P2W`, …
    static func taskwarrior(_ value: String) -> Recurrence? {
        let word = value.lowercased().trimmingCharacters(in: .whitespaces)
        if word == "weekdays" { return Recurrence(unit: .week, interval: 1, weekdays: workdays, monthDay: nil, anchor: .due) }
        if let (unit, interval) = taskwarriorWords[word] ?? amount(word) {
            return Recurrence(unit: unit, interval: interval, weekdays: [], monthDay: nil, anchor: .due)
        }
        return nil
    }

    /// `recur` for taskwarrior, which repeats by the due date only: other details noted in `dropped`.
    static func taskwarrior(_ recurrence: Recurrence, dropped: inout Tally) -> String {
        if recurrence.unit == .week, recurrence.interval == 1, recurrence.weekdays == workdays { return "weekdays" }
        if !recurrence.weekdays.isEmpty || recurrence.monthDay != nil || recurrence.anchor == .completion {
            dropped.add("repeat details taskwarrior cannot hold (weekdays, day of the month, after completion)")
        }
        let unit = ["day": "d", "week": "w", "month": "mo", "year": "y"][recurrence.unit.rawValue]!
        return recurrence.interval == 1 ? ["day": "daily", "week": "weekly", "month": "monthly", "year": "yearly"][recurrence.unit.rawValue]!
            : "\(recurrence.interval)\(unit)"
    }

    /// todo.txt's `rec:` (simpletask's extension): `[+]N(d|w|m|y)`; `+` repeats from the due date,
    /// without it from the day the to-do was completed.
    static func todoTxt(_ value: Substring) -> Recurrence? {
        var text = value.lowercased()
        let strict = text.hasPrefix("+")
        if strict { text.removeFirst() }
        guard let unitLetter = text.last, let interval = text.dropLast().isEmpty ? 1 : Int(text.dropLast()), interval >= 1,
              let unit = ["d": Recurrence.Unit.day, "w": .week, "m": .month, "y": .year][String(unitLetter)] else { return nil }
        return Recurrence(unit: unit, interval: interval, weekdays: [], monthDay: nil, anchor: strict ? .due : .completion)
    }

    static func todoTxt(_ recurrence: Recurrence, dropped: inout Tally) -> String {
        if !recurrence.weekdays.isEmpty || recurrence.monthDay != nil {
            dropped.add("repeat details todo.txt's rec: cannot hold (weekdays, day of the month)")
        }
        let letter = ["day": "d", "week": "w", "month": "m", "year": "y"][recurrence.unit.rawValue]!
        return (recurrence.anchor == .due ? "+" : "") + "\(recurrence.interval)\(letter)"
    }

    /// `3d`, `2wks`, `P2W`: an amount and a unit.
    private static func amount(_ word: String) -> (Recurrence.Unit, Int)? {
        var text = Substring(word)
        if text.hasPrefix("p") { text = text.dropFirst() }  // ISO 8601 durations: P1W, P3D
        let digits = text.prefix(while: \.isNumber)
        guard let count = Int(digits.isEmpty ? "1" : digits), count >= 1,
              let (unit, multiple) = amountUnits[String(text.dropFirst(digits.count))] else { return nil }
        // `9223372036854775807q` (quarters: months × 3) must not overflow; Recurrence refuses long intervals anyway.
        let (total, overflow) = count.multipliedReportingOverflow(by: multiple)
        return overflow ? nil : (unit, total)
    }
}
