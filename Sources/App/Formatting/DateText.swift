import Foundation

/// Dates as people read them, relative to the injected clock's today.
public struct DateText: Sendable {
    public let now: Date
    public let timeZone: TimeZone

    public init(now: Date, timeZone: TimeZone) {
        self.now = now
        self.timeZone = timeZone
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// "today", "yesterday", "3 days ago", "in 2 days", or nil beyond a week either way.
    public func relativeDay(_ date: Date) -> String? {
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)).day ?? 0
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
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
    }

    /// "2026-01-02 09:00 (today)", or just the date and time when it is not near.
    public func dateAndTimeWithRelative(_ date: Date) -> String {
        relativeDay(date).map { "\(dateAndTime(date)) (\($0))" } ?? dateAndTime(date)
    }

    /// Eight cells at most, for lists: "09:14" today, "Jan 02" this year, "Dec 2025" before.
    public func short(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let nowParts = calendar.dateComponents([.year, .month, .day], from: now)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        if parts.year == nowParts.year, parts.month == nowParts.month, parts.day == nowParts.day {
            return "\(two(parts.hour)):\(two(parts.minute))"
        }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        if parts.year == nowParts.year, let month = parts.month, (1...12).contains(month) {
            return "\(months[month - 1]) \(two(parts.day))"
        }
        let month = parts.month.map { months[max(0, min(11, $0 - 1))] } ?? "?"
        return "\(month) \(parts.year ?? 0)"
    }
}
