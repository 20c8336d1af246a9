import Entities

/// How one feed's refresh ended.
public struct FeedRefreshOutcome: Sendable, Hashable {
    public enum Result: Sendable, Hashable {
        /// Fetched and merged: articles new to the cache, and known ones that changed.
        case updated(new: Int, changed: Int)
        /// 304: nothing was parsed or changed.
        case notModified
        /// One sentence; the feed keeps its cached articles.
        case failed(String)
        /// Not fetched: the server, the feed or the user's interval holds it back until then.
        case notDue(FeedDue)
    }

    /// The feed as it was before the refresh.
    public let feed: Feed
    public let result: Result
    /// The URL a permanent redirect moved the feed to (stored in the cache and the feeds file).
    public let movedTo: String?

    public init(feed: Feed, result: Result, movedTo: String? = nil) {
        self.feed = feed
        self.result = result
        self.movedTo = movedTo
    }

    public var newArticles: Int {
        if case .updated(let new, _) = result { return new }
        return 0
    }

    public var failure: String? {
        if case .failed(let sentence) = result { return sentence }
        return nil
    }
}

/// Where a refresh stands: once its first feeds have started, then after each feed it finishes.
public struct RefreshProgress: Sendable, Hashable {
    public let done: Int
    public let total: Int
    /// New articles so far, over every finished feed.
    public let newArticles: Int
    /// Feeds that failed so far.
    public let failed: Int
    /// The feed that just finished; nil in the first report.
    public let latest: FeedRefreshOutcome?
    /// The feeds being fetched now, in the order they started.
    public let running: [Feed]
    /// While a feed service's older articles come in (tt-rss's history pages): how far.
    public var olderPages: OlderPages? = nil

    /// History pages stored so far, and the most this refresh asks for (`history-pages`).
    public struct OlderPages: Sendable, Hashable {
        public let stored: Int
        public let atMost: Int

        public init(stored: Int, atMost: Int) {
            self.stored = stored
            self.atMost = atMost
        }
    }

    /// The feeds the refresh still waits on once there are none left to start, so that one slow
    /// feed is named instead of looking like a hang; empty while others wait their turn.
    public var waitingOn: [Feed] {
        done + running.count >= total ? running : []
    }

    /// "Slow Feed, b.example/rss and 2 more": the feeds waited on, by title (else URL), for a
    /// progress line; nil when there are none.
    public func waitingOnNames(atMost shown: Int = 3) -> String? {
        let feeds = waitingOn
        guard !feeds.isEmpty else { return nil }
        let names = feeds.prefix(shown).map { $0.title.isEmpty ? $0.url : $0.title }
        let rest = feeds.count - names.count
        return names.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
    }
}
