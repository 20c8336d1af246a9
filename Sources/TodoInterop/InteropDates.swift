import Basics
import Entities
import Foundation

/// The basic ISO 8601 forms the formats share (`20260201`, `20260201T170000`, `…Z`) and the
/// step between an instant and Adder's due date and time, which are local.
enum InteropDates {
    /// A wall-clock date and time, before a time zone says which instant it is.
    struct WallClock: Hashable {
        var day: CalendarDay
        var hour = 0, minute = 0, second = 0
        var time: TimeOfDay? { TimeOfDay(hour: hour, minute: minute) }
    }

    /// `YYYYMMDD` (a day on the calendar).
    static func day(_ text: some StringProtocol) -> CalendarDay? {
        let digits = Array(text.utf8)
        guard digits.count == 8, digits.allSatisfy({ (0x30...0x39).contains($0) }),
              let year = Int(text.prefix(4)), let month = Int(text.dropFirst(4).prefix(2)), let day = Int(text.suffix(2)) else { return nil }
        let result = CalendarDay(year: year, month: month, day: day)
        return result.isOnCalendar ? result : nil
    }

    /// `YYYYMMDDTHHMMSS` with an optional `Z`; nil when it is not that or not a real time.
    static func wallClock(_ text: String) -> (WallClock, utc: Bool)? {
        var body = Substring(text)
        let utc = body.hasSuffix("Z")
        if utc { body = body.dropLast() }
        let parts = body.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let day = day(parts[0]), parts[1].count == 6, parts[1].allSatisfy(\.isASCII),
              let hour = Int(parts[1].prefix(2)), let minute = Int(parts[1].dropFirst(2).prefix(2)),
              let second = Int(parts[1].suffix(2)), (0...23).contains(hour), (0...59).contains(minute),
              (0...60).contains(second) else { return nil }
        return (WallClock(day: day, hour: hour, minute: minute, second: second), utc)
    }

    /// The instant a wall-clock time names in `timeZone`.
    static func instant(_ clock: WallClock, in timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: clock.day.year, month: clock.day.month, day: clock.day.day,
                                                  hour: clock.hour, minute: clock.minute, second: clock.second))
    }

    /// The wall-clock time of `date` in `timeZone`.
    static func wallClock(of date: Date, in timeZone: TimeZone) -> WallClock {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return WallClock(day: CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1),
                         hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0)
    }

    /// `20260201T170000Z`: `date` in UTC, basic format.
    static func utcStamp(_ date: Date) -> String {
        let clock = wallClock(of: date, in: TimeZone(identifier: "UTC")!)
        return dayStamp(clock.day) + "T" + twoDigits(clock.hour) + twoDigits(clock.minute) + twoDigits(clock.second) + "Z"
    }

    /// `20260201`.
    static func dayStamp(_ day: CalendarDay) -> String {
        day.description.replacingOccurrences(of: "-", with: "")
    }

    /// A UTC basic-format instant (`20260201T170000Z`), as taskwarrior and iCalendar's COMPLETED write it.
    static func utcInstant(_ text: String) -> Date? {
        guard let (clock, utc) = wallClock(text), utc else { return nil }
        return instant(clock, in: TimeZone(identifier: "UTC")!)
    }

    /// Adder's due as an instant: the day at the due time (or midnight) in `timeZone`.
    static func instant(due day: CalendarDay, time: TimeOfDay?, in timeZone: TimeZone) -> Date? {
        instant(WallClock(day: day, hour: time?.hour ?? 0, minute: time?.minute ?? 0), in: timeZone)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
