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

    /// The instant a wall-clock time names in `timeZone` (a time skipped by a DST change is the
    /// same time after the gap: `LocalTime.instant`).
    static func instant(_ clock: WallClock, in timeZone: TimeZone) -> Date {
        LocalTime.instant(clock.day, second: clock.hour * 3600 + clock.minute * 60 + clock.second, in: timeZone)
    }

    /// The wall-clock time of `date` in `timeZone`.
    static func wallClock(of date: Date, in timeZone: TimeZone) -> WallClock {
        let (day, second) = LocalTime.split(date, in: timeZone)
        return WallClock(day: day, hour: second / 3600, minute: second / 60 % 60, second: second % 60)
    }

    /// `20260201T170000Z`: `date` in UTC, basic format.
    static func utcStamp(_ date: Date) -> String {
        let clock = wallClock(of: date, in: utc0)
        return dayStamp(clock.day) + "T" + twoDigits(clock.hour) + twoDigits(clock.minute) + twoDigits(clock.second) + "Z"
    }

    /// `20260201`.
    static func dayStamp(_ day: CalendarDay) -> String {
        day.description.replacingOccurrences(of: "-", with: "")
    }

    /// A UTC basic-format instant (`20260201T170000Z`), as taskwarrior and iCalendar's COMPLETED write it.
    static func utcInstant(_ text: String) -> Date? {
        guard let (clock, utc) = wallClock(text), utc else { return nil }
        return instant(clock, in: utc0)
    }

    /// Adder's due as an instant: the day at the due time (or midnight) in `timeZone`.
    static func instant(due day: CalendarDay, time: TimeOfDay?, in timeZone: TimeZone) -> Date {
        instant(WallClock(day: day, hour: time?.hour ?? 0, minute: time?.minute ?? 0), in: timeZone)
    }

    private static let utc0 = TimeZone(identifier: "UTC")!

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
