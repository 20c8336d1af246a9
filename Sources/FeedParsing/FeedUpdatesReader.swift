import Entities
import Foundation

/// How often an RSS channel says it changes: `<ttl>` (RSS 2.0: minutes it may be cached) and the
/// syndication module (`sy:updatePeriod` hourly/daily/weekly/monthly/yearly, `sy:updateFrequency`
/// times per period, default 1, `sy:updateBase` the instant the period is counted from). When
/// both are given the longer interval wins: the feed asked for at least that much rest.
enum FeedUpdatesReader {
    static let syndication: [String] = [Namespace.syndication]
    /// The channel children these read, kept by the stream with the title and link.
    static let elementNames: Set<String> = ["ttl", "updatePeriod", "updateFrequency", "updateBase"]

    private static let periods: [String: TimeInterval] = [
        "hourly": 3_600, "daily": 86_400, "weekly": 7 * 86_400, "monthly": 30 * 86_400, "yearly": 365 * 86_400,
    ]

    /// nil when the channel says nothing readable (a value that is not a positive whole number, or
    /// an unknown period, counts as not said).
    static func updates(in channel: XMLTreeElement?, rss: [String]) -> FeedUpdates? {
        guard let channel else { return nil }
        let ttl = channel.child("ttl", in: rss)?.trimmedText.flatMap(positiveInteger).map {
            FeedUpdates(source: .ttl, interval: TimeInterval($0) * 60)
        }
        var syndicated: FeedUpdates?
        if let period = channel.child("updatePeriod", in: syndication)?.trimmedText?.lowercased(), let length = periods[period] {
            let frequency = channel.child("updateFrequency", in: syndication)?.trimmedText.flatMap(positiveInteger) ?? 1
            let base = channel.child("updateBase", in: syndication)?.trimmedText.flatMap(FeedDate.parse)
            syndicated = FeedUpdates(source: .syndication, interval: length / TimeInterval(frequency), base: base)
        }
        return [ttl, syndicated].compactMap { $0 }.max { $0.interval < $1.interval }
    }

    /// Digits only (at most nine), above 0.
    private static func positiveInteger(_ text: String) -> Int? {
        guard text.utf8.count <= 9, let value = Int(text), value > 0 else { return nil }
        return value
    }
}
