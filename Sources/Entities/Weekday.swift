/// A day of the week, numbered as Foundation's Gregorian calendar numbers them (Sunday = 1).
public enum Weekday: Int, Sendable, Hashable, CaseIterable, Comparable, Codable {
    case sunday = 1, monday, tuesday, wednesday, thursday, friday, saturday

    /// Monday to Friday.
    public static let workdays: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]

    /// The week as people here write it: Monday first.
    public static let mondayFirst: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]

    /// "mon", "tue", … (the form recurrence rules use).
    public var shortName: String {
        switch self {
        case .sunday: "sun"
        case .monday: "mon"
        case .tuesday: "tue"
        case .wednesday: "wed"
        case .thursday: "thu"
        case .friday: "fri"
        case .saturday: "sat"
        }
    }

    /// Reads a short name ("thu") or a full one ("thursday"), in any case.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard lowered.count >= 3,
              let found = Weekday.allCases.first(where: { lowered == $0.shortName || "\($0)".hasPrefix(lowered) })
        else { return nil }
        self = found
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool {
        // Monday first, as in `mondayFirst`.
        (lhs.rawValue + 5) % 7 < (rhs.rawValue + 5) % 7
    }
}
