import ArgumentParser
import Entities
import Foundation
import News
import Terminal

/// `adder feeds list`: the subscriptions with their counts and last error.
struct FeedsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the subscribed feeds with their unread and total counts.",
        discussion: """
            Each feed: unread/total, title, URL and [tags]; a feed whose last refresh failed has a second line \
            saying when and why. Query feeds (`"query:Title:expression"` lines) follow, each as unread/total, title, \
            "query:" and the expression, and [tags]. --json prints an array of objects with the keys url, title, tags, unread, total, \
            lastSuccess, lastError and lastErrorAt (ISO 8601, UTC), nulls included. A line of the feeds file that \
            cannot be read is named on stderr (exit status 1); the feeds on the other lines are listed.
            """)

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func run() throws {
        let session = try NewsSession(settings: NewsSession.configuredSettings())
        let feeds = try session.feeds()
        if json {
            print(FeedListing.json(feeds), terminator: "")
        } else {
            let queries = try session.perform { try session.library.queryFeeds() }
            print(FeedListing.lines(feeds, timeZone: .current) + QueryFeedListing.lines(queries, countWidth: FeedListing.countWidth(feeds)),
                  terminator: "")
        }
        try session.reportFeedsFileProblems()
    }
}

/// How `adder feeds list` prints feeds.
enum FeedListing {
    /// One line per feed (two when its last refresh failed), each ending with a newline.
    static func lines(_ feeds: [Feed], timeZone: TimeZone) -> String {
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
    static func json(_ feeds: [Feed]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(feeds.map(FeedJSON.init))) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct FeedJSON: Encodable {
        let feed: Feed

        enum CodingKeys: String, CodingKey {
            case url, title, tags, unread, total, lastSuccess, lastError, lastErrorAt
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
        }
    }
}
