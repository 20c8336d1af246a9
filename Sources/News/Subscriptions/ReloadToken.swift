import Foundation

/// A feed's own reload interval in the feeds file: a `reload:` token among its tags —
/// `reload:30m`, `reload:2h`, `reload:1d`, or `reload:45` (minutes, as newsboat's `reload-time`).
/// newsboat reads the token as one more tag and goes on reading the line (checked with
/// `newsboat -e` in SubscriptionsInjectionTests), so the file stays newsboat's.
enum ReloadToken {
    static let prefix = "reload:"
    /// One minute to a year.
    static let range: ClosedRange<TimeInterval> = 60...(365 * 86_400)

    static func isReloadToken(_ token: String) -> Bool {
        token.lowercased().hasPrefix(prefix)
    }

    /// The interval in seconds, or nil when the token is not one Adder can read.
    static func interval(_ token: String) -> TimeInterval? {
        var value = token.dropFirst(prefix.count).lowercased()
        var unit: TimeInterval = 60
        if let last = value.last, let seconds = ["m": 60.0, "h": 3_600.0, "d": 86_400.0][String(last)] {
            unit = seconds
            value.removeLast()
        }
        guard value.count <= 9, !value.isEmpty, value.allSatisfy(\.isASCII), let number = Int(value) else { return nil }
        let interval = TimeInterval(number) * unit
        return range.contains(interval) ? interval : nil
    }

    /// The sentence for a token that cannot be read.
    static func problem(_ token: String, line: Int) -> String {
        "line \(line): \(SubscriptionText.quoted(token)) is not a reload interval: write reload: and minutes, "
            + "or a number with m, h or d, from 1 minute to 365 days (reload:30m, reload:2h, reload:1d)"
    }

    /// The token for `interval` in its largest whole unit: `reload:90m`, `reload:2h`, `reload:1d`.
    static func token(_ interval: TimeInterval) -> String {
        let minutes = max(1, Int((interval / 60).rounded()))
        if minutes % 1440 == 0 { return "\(prefix)\(minutes / 1440)d" }
        if minutes % 60 == 0 { return "\(prefix)\(minutes / 60)h" }
        return "\(prefix)\(minutes)m"
    }
}
