/// A time of day to the minute, in the user's local time: a due time. Written `HH:MM`.
public struct TimeOfDay: Sendable, Hashable, Comparable, TextCoded {
    // A byte each (the init checks the ranges): a to-do's optional due time then takes 3 bytes
    // that fit in its padding, instead of 17.
    private let storedHour: UInt8
    private let storedMinute: UInt8

    /// 0...23.
    public var hour: Int { Int(storedHour) }
    /// 0...59.
    public var minute: Int { Int(storedMinute) }

    /// Nil outside 00:00...23:59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        storedHour = UInt8(hour)
        storedMinute = UInt8(minute)
    }

    /// Reads exactly `HH:MM` (the file's form); nil for anything else.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
              let hour = Int(text.prefix(2)), let minute = Int(text.suffix(2)),
              bytes.enumerated().allSatisfy({ $0.offset == 2 || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0.element) })
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// Minutes since midnight.
    public var minutesSinceMidnight: Int { hour * 60 + minute }

    public var description: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }

    public static let expectedForm = "a time of the form HH:MM"
}
