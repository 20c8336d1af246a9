import App
import ArgumentParser
import Basics
import Entities
import Foundation
import News
import Settings
import Terminal

/// `adder feeds list`: the subscriptions with their counts and last error.
struct FeedsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the subscribed feeds with their unread and total counts.",
        discussion: """
            Each feed: unread/total, title, URL and [tags]; a feed whose last refresh failed has a second line \
            saying when and why, and a feed not due yet one saying when its next automatic refresh (`adder news \
            refresh --due`, the TUI's auto-refresh) may fetch it and what holds it back: its reload interval, the \
            feed's ttl or sy:updatePeriod, the server's Cache-Control max-age, Expires or Retry-After. --json prints \
            an array of objects with the keys url, title, tags, unread, total, lastSuccess, lastError, lastErrorAt, \
            lastFetch, nextDue (ISO 8601, UTC; null: due now) and dueReason (what holds it back: interval, ttl, \
            sy:updatePeriod, max-age, Expires, Retry-After; "never fetched"; null when due now), nulls included. Query feeds (`"query:Title:expression"` lines) follow the feeds in the text, each as \
            unread/total, title, "query:" and the expression, and [tags]. A line of the feeds file that \
            cannot be read is named on stderr (exit status 1); the feeds on the other lines are listed.
            """)

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func run() throws {
        let session = try NewsSession(settings: NewsSession.configuredSettings())
        let feeds = try session.feeds()
        let schedule = try session.perform { try FeedListing.Schedule(library: session.library, now: session.clock.now) }
        if json {
            print(FeedListing.json(feeds, schedule: schedule), terminator: "")
        } else {
            let queries = try session.perform { try session.library.queryFeeds() }
            print(FeedListing.lines(feeds, schedule: schedule, timeZone: .current)
                  + QueryFeedListing.lines(queries, countWidth: FeedListing.countWidth(feeds)), terminator: "")
        }
        try reportFeedsSetAside(session)
        try session.reportFeedsFileProblems()
    }
}

/// Says on stderr which feeds are set aside (their lines left the feeds file without `adder feeds
/// rm`, their articles kept) and how to drop them: they are listed nowhere else.
private func reportFeedsSetAside(_ session: NewsSession) throws {
    let setAside = try session.perform { try session.library.cache.feedsSetAside() }
    guard !setAside.isEmpty else { return }
    let lines = setAside.map { "  \(InertText.make($0.url)) (\(Count.of($0.articles, "article")))\n" }
    FileHandle.standardError.write(Data(("Set aside, their lines gone from the feeds file, their articles kept until the line is back "
        + "(`adder feeds rm URL` drops them):\n" + lines.joined()).utf8))
}

/// How `adder feeds list` prints feeds.
enum FeedListing {
    /// Each feed's next automatic refresh and last fetch.
    struct Schedule {
        var dues: [Feed.ID: FeedDue] = [:]
        var lastFetches: [Feed.ID: Date] = [:]
        var now = Date()

        init(library: NewsLibrary, now: Date) throws {
            dues = try library.dueTimes()
            lastFetches = try library.cache.schedules().mapValues(\.lastFetch)
            self.now = now
        }

        init() {}

        /// The due time to show: nil when the feed is due now.
        func pending(_ feed: Feed) -> FeedDue? {
            guard let due = dues[feed.id], !due.isDue(at: now) else { return nil }
            return due
        }
    }

    /// One line per feed, a second when its last refresh failed, another when it is not due yet;
    /// each ending with a newline.
    static func lines(_ feeds: [Feed], schedule: Schedule = Schedule(), timeZone: TimeZone) -> String {
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
    static func count(_ unread: Int, _ total: Int) -> String {
        "\(Count.grouped(unread))/\(Count.grouped(total))"
    }

    /// The width of the widest count, so query feeds line up under the feeds.
    static func countWidth(_ feeds: [Feed]) -> Int {
        feeds.map { count($0.unreadCount, $0.articleCount).count }.max() ?? 0
    }

    /// A pretty-printed JSON array with every key present, then a newline.
    static func json(_ feeds: [Feed], schedule: Schedule = Schedule()) -> String {
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
