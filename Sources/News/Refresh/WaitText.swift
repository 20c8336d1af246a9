import Foundation

/// Waits in words, for `adder feeds list` and a failure that came with a `Retry-After`.
public enum WaitText {
    /// "45 s", "25 min", "2 h 5 min", "3 d 4 h": the two largest units, rounded down. Any number
    /// is worded: below 0 and NaN as 0 s, beyond a hundred years as a hundred years.
    public static func duration(_ seconds: TimeInterval) -> String {
        let total = seconds.isNaN ? 0 : Int(min(max(seconds, 0), longest).rounded())
        let (days, hours, minutes) = (total / 86_400, total % 86_400 / 3_600, total % 3_600 / 60)
        if days > 0 { return hours > 0 ? "\(days) d \(hours) h" : "\(days) d" }
        if hours > 0 { return minutes > 0 ? "\(hours) h \(minutes) min" : "\(hours) h" }
        if minutes > 0 { return "\(minutes) min" }
        return "\(total) s"
    }

    private static let longest: TimeInterval = 100 * 365 * 86_400
}
