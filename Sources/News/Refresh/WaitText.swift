import Entities
import Foundation

/// Waits and due times in words, for `adder feeds list`, `adder news refresh` and the TUI.
public enum WaitText {
    /// "45 s", "25 min", "2 h 5 min", "3 d 4 h": the two largest units, rounded down.
    public static func duration(_ seconds: TimeInterval) -> String {
        let total = max(0, Int(seconds.rounded()))
        let (days, hours, minutes) = (total / 86_400, total % 86_400 / 3_600, total % 3_600 / 60)
        if days > 0 { return hours > 0 ? "\(days) d \(hours) h" : "\(days) d" }
        if hours > 0 { return minutes > 0 ? "\(hours) h \(minutes) min" : "\(hours) h" }
        if minutes > 0 { return "\(minutes) min" }
        return "\(total) s"
    }

    /// "due now (never fetched)", "due in 25 min (max-age)": when, relative to `now`, and why.
    public static func due(_ due: FeedDue, now: Date) -> String {
        guard let at = due.at, at > now else {
            return due.reason == .neverFetched ? "due now (never fetched)" : "due now"
        }
        return "due in \(duration(at.timeIntervalSince(now))) (\(reason(due.reason)))"
    }

    /// The reason in a few words.
    public static func reason(_ reason: FeedWaitReason) -> String {
        switch reason {
        case .neverFetched: "never fetched"
        case .nothing: "nothing to wait for"
        case .interval: "reload interval"
        case .ttl: "the feed's ttl"
        case .syndication: "the feed's sy:updatePeriod"
        case .maxAge: "Cache-Control max-age"
        case .expires: "Expires"
        case .retryAfter: "Retry-After"
        }
    }
}
