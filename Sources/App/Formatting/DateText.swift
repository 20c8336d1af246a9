import Basics
import Entities
import Foundation

/// Dates as people read them, relative to the injected clock's today.
public struct DateText: Sendable {
    public let now: Date
    public let timeZone: TimeZone

    public init(now: Date, timeZone: TimeZone) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The local day and time of `date`, on the proleptic Gregorian calendar (`LocalTime`), as
    /// the dates are kept; Foundation's calendar showed Julian days before 1582-10-15.
    private func parts(_ date: Date) -> (day: CalendarDay, hour: Int, minute: Int) {
        let (day, second) = LocalTime.split(date, in: timeZone)
        return (day, second / 3600, second / 60 % 60)
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// "today", "yesterday", "3 days ago", "in 2 days", or nil beyond a week either way.
    public func relativeDay(_ date: Date) -> String? {
        let days = parts(now).day.daysUntil(parts(date).day)
        switch days {
        case 0: return "today"
        case -1: return "yesterday"
        case 1: return "tomorrow"
        case -6 ... -2: return "\(-days) days ago"
        case 2...6: return "in \(days) days"
        default: return nil
        }
    }

    /// "2026-01-02 09:00".
    public func dateAndTime(_ date: Date) -> String {
        let (day, hour, minute) = parts(date)
        return "\(day) \(Self.two(hour)):\(Self.two(minute))"
    }

    /// "2026-01-02 09:00 (today)", or just the date and time when it is not near.
    public func dateAndTimeWithRelative(_ date: Date) -> String {
        relativeDay(date).map { "\(dateAndTime(date)) (\($0))" } ?? dateAndTime(date)
    }

    /// Eight cells at most, for lists: "09:14" today, "Jan 02" this year, "Dec 2025" before.
    public func short(_ date: Date) -> String {
        let (day, hour, minute) = parts(date)
        let today = parts(now).day
        if day == today { return "\(Self.two(hour)):\(Self.two(minute))" }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        if day.year == today.year { return "\(months[day.month - 1]) \(Self.two(day.day))" }
        return "\(months[day.month - 1]) \(day.year)"
    }
}
