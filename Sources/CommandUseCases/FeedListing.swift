import Basics
import Entities
import Foundation
import News
import Terminal

/// How `adder feeds list` prints feeds.
public enum FeedListing {
    /// Each feed's next automatic refresh and last fetch.
    public struct Schedule {
        public var dues: [Feed.ID: FeedDue] = [:]
        public var lastFetches: [Feed.ID: Date] = [:]
        public var now = Date()

        public init(library: NewsLibrary, now: Date) throws {
            dues = try library.dueTimes()
            lastFetches = try library.cache.schedules().mapValues(\.lastFetch)
            self.now = now
        }

        public init() {}

        /// The due time to show: nil when the feed is due now.
        public func pending(_ feed: Feed) -> FeedDue? {
            guard let due = dues[feed.id], !due.isDue(at: now) else { return nil }
            return due
        }
    }

    /// One line per feed, a second when its last refresh failed, another when it is not due yet;
    /// each ending with a newline.
    public static func lines(_ feeds: [Feed], schedule: Schedule = Schedule(), timeZone: TimeZone) -> String {
        let counts = feeds.map { count($0.unreadCount, $0.articleCount) }
        let width = countWidth(feeds)
        return zip(feeds, counts).map { feed, count in
            var line = String(repeating: " ", count: width - count.count) + count
                + "  " + InertText.make(feed.title) + "  " + InertText.make(feed.url)
            if !feed.tags.isEmpty { line += "  [" + feed.tags.map { InertText.make($0) }.joined(separator: ", ") + "]" }
            if let error = feed.lastError {
                let when = feed.lastErrorAt.map { " at " + ArticleDate.local($0, timeZone: timeZone) } ?? ""
                line += "\n" + String(repeating: " ", count: width + 2) + "last refresh failed\(when): " + InertText.make(error)
            }
            if let due = schedule.pending(feed), let at = due.at {
                line += "\n" + String(repeating: " ", count: width + 2) + "next due " + ArticleDate.local(at, timeZone: timeZone)
                    + " (in \(WaitText.duration(at.timeIntervalSince(schedule.now))): \(due.reason.words))"
            }
            return line + "\n"
        }.joined()
    }

    /// "unread/total", grouped.
    public static func count(_ unread: Int, _ total: Int) -> String {
        "\(Count.grouped(unread))/\(Count.grouped(total))"
    }

    /// The width of the widest count, so query feeds line up under the feeds.
    public static func countWidth(_ feeds: [Feed]) -> Int {
        feeds.map { count($0.unreadCount, $0.articleCount).count }.max() ?? 0
    }

    /// A pretty-printed JSON array with every key present, then a newline.
    public static func json(_ feeds: [Feed], schedule: Schedule = Schedule()) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let rows = feeds.map { FeedJSON(feed: $0, due: schedule.dues[$0.id], pending: schedule.pending($0),
                                        lastFetch: schedule.lastFetches[$0.id]) }
        let data = (try? encoder.encode(rows)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct FeedJSON: Encodable {
        let feed: Feed
        let due: FeedDue?
        /// `due` when the feed is not due yet.
        let pending: FeedDue?
        let lastFetch: Date?

        enum CodingKeys: String, CodingKey {
            case url, title, tags, unread, total, lastSuccess, lastError, lastErrorAt, lastFetch, nextDue, dueReason
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(feed.url, forKey: .url)
            try container.encode(feed.title, forKey: .title)
            try container.encode(feed.tags, forKey: .tags)
            try container.encode(feed.unreadCount, forKey: .unread)
            try container.encode(feed.articleCount, forKey: .total)
            try container.encode(feed.lastSuccess.map(ArticleDate.utc), forKey: .lastSuccess)
            try container.encode(feed.lastError, forKey: .lastError)
            try container.encode(feed.lastErrorAt.map(ArticleDate.utc), forKey: .lastErrorAt)
            try container.encode(lastFetch.map(ArticleDate.utc), forKey: .lastFetch)
            try container.encode(pending?.at.map(ArticleDate.utc), forKey: .nextDue)
            let reason = pending?.reason ?? (due?.reason == .neverFetched ? .neverFetched : nil)
            try container.encode(reason?.rawValue, forKey: .dueReason)
        }
    }
}
