import Basics
import Entities
import Foundation
import News

/// News libraries for tests: a feeds file and a real SQLite cache in a temporary folder, filled
/// with hand-made documents whose dates are fixed, so the article order never varies.
public enum NewsFixtures {
    /// One subscribed feed and what its last fetch brought.
    public struct FeedSpec: Sendable {
        public var url: String
        public var title: String
        public var tags: [String]
        public var items: [FeedItem]
        /// Recorded as the last fetch's failure (after the items were merged), shown as `!`.
        public var failure: String?

        public init(url: String, title: String, tags: [String] = [], items: [FeedItem] = [], failure: String? = nil) {
            self.url = url
            self.title = title
            self.tags = tags
            self.items = items
            self.failure = failure
        }
    }

    /// Everything under one folder, as with `ADDER_HOME`.
    public static func paths(in folder: TemporaryDirectory) -> AdderPaths {
        AdderPaths(dataDirectory: folder.url, configDirectory: folder.url)
    }

    /// Writes the feeds file, syncs the cache with it, and merges each feed's items (fetched at
    /// `Fixtures.now`); `read` lists the titles of articles to mark read, `starred` those to star.
    public static func library(in folder: TemporaryDirectory, feeds: [FeedSpec], read: Set<String> = [],
                               starred: Set<String> = []) throws -> NewsLibrary {
        let paths = paths(in: folder)
        var list = SubscriptionList()
        for feed in feeds { try list.add(Subscription(url: feed.url, tags: feed.tags)) }
        try SubscriptionFile(url: paths.feedsFile).save(list)
        let library = try NewsLibrary(paths: paths, clock: Fixtures.clock)
        let synced = try library.syncedFeeds()
        for (spec, feed) in zip(feeds, synced) {
            try library.cache.merge(FeedDocument(title: spec.title, link: spec.url, items: spec.items), into: feed.id,
                                    validators: .none, fetchedAt: Fixtures.now)
            if let failure = spec.failure {
                try library.cache.recordFailure(feed.id, message: failure, at: Fixtures.now)
            }
        }
        let articles = try library.cache.articles(ArticleQuery(), offset: 0, limit: Int.max)
        try library.cache.setRead(articles.filter { read.contains($0.title) }.map(\.id), true)
        try library.cache.setStarred(articles.filter { starred.contains($0.title) }.map(\.id), true)
        return library
    }

    /// An item dated `hoursAgo` before `Fixtures.now`, its guid and link made from `id`, its
    /// body `html` (one paragraph when not given).
    public static func item(_ id: String, _ title: String, hoursAgo: Double, html: String? = nil,
                            author: String? = nil) -> FeedItem {
        FeedItem(id: id, title: title, link: "https://example.com/\(id)", author: author,
                 published: Fixtures.now.addingTimeInterval(-hoursAgo * 3600),
                 content: FeedText(html ?? "<p>The text of \(title).</p>", format: .html))
    }

    /// `count` items "Article 1" (newest) … "Article N", an hour apart.
    public static func numberedItems(_ count: Int, prefix: String = "a") -> [FeedItem] {
        (1...max(1, count)).prefix(count).map { item("\(prefix)\($0)", "Article \($0)", hoursAgo: Double($0)) }
    }
}
