import Basics
import Entities
import FeedFetching
import FeedParsing
import Foundation
import NewsCache

extension AdderPaths {
    /// The offline news cache.
    public var newsCacheFile: URL { dataDirectory.appendingPathComponent("news.sqlite") }
}

/// Which feeds a refresh fetches.
public enum RefreshChoice: Sendable, Hashable {
    /// Every feed the server and the feed allow now (`R`, `adder news refresh`): their `Retry-After`,
    /// `max-age`, `Expires`, `<ttl>` and `sy:` are honoured, the user's intervals are not.
    case all
    /// The feeds due (auto-refresh, `adder news refresh --due`): what the server and the feed
    /// allow, and the user's interval passed since the last fetch. A feed never fetched is due.
    case due
    /// Only the feeds never fetched (added to the feeds file while Adder was not running): what
    /// the TUI fetches at start when auto-refresh is off (newsboat #1493). The others wait for `R`.
    case neverFetched
    /// These feeds, by hand (`r`, `adder news refresh URL`), whatever their schedule.
    case byHand([String])
}

/// The news side as the CLI and the TUI use it: the feeds file, the cache and refreshing.
/// The to-do side never depends on it: a broken cache leaves the to-dos working.
public final class NewsLibrary: Sendable {
    /// How the cache is opened: for writing at once, or read-only until the first write.
    public typealias Opening = NewsCache.Opening

    public let cache: NewsCache
    public let subscriptionFile: SubscriptionFile
    public let refresher: NewsRefresher

    /// Opens the cache (creating it; `opening`: see `Opening`); a cache Adder cannot
    /// read is an error that says how to rebuild it.
    public init(paths: AdderPaths, clock: any Clock, settings: NewsSettings = .init(),
                opening: Opening = .forWriting) throws(NewsCacheError) {
        cache = try NewsCache(url: paths.newsCacheFile, searchText: .articleWords, opening: opening)
        cache.killfile = settings.killfile
        subscriptionFile = SubscriptionFile(url: paths.feedsFile)
        refresher = NewsRefresher(cache: cache, fetcher: FeedFetcher(settings: settings.fetch), clock: clock, settings: settings)
    }

    /// Where "now" comes from (`ADDER_NOW` fixes it): refreshes, schedules, and the instant `age`
    /// counts from in query feeds and the killfile.
    public var clock: any Clock { refresher.clock }

    /// Moves an unreadable cache aside and starts an empty one (to-dos are not touched).
    public static func rebuild(paths: AdderPaths, clock: any Clock, settings: NewsSettings = .init()) throws -> NewsLibrary {
        _ = try NewsCache.rebuild(at: paths.newsCacheFile, searchText: .articleWords, now: clock.now)
        return try NewsLibrary(paths: paths, clock: clock, settings: settings)
    }

    /// Reads the feeds file and makes the cache match the lines it could read (a line it could
    /// not read means no feed: see `feedsFileProblems`); the feeds in the file's order. A feed
    /// whose line is gone is set aside with its articles (`NewsCache.sync`), unless its URL is in
    /// `removing` (`adder feeds rm`): then its articles go, the starred ones excepted.
    @discardableResult
    public func syncedFeeds(removing: Set<String> = []) throws -> [Feed] {
        // A feed service's subscriptions are the feeds then: the next sync follows them.
        if refresher.settings.service != nil { return try cache.feeds(now: clock.now) }
        return try cache.sync(subscriptionFile.load().subscriptions, removing: removing, now: clock.now)
    }

    /// Makes the cache match the feeds file as `syncedFeeds` does, without listing the feeds
    /// (their counts read every article): what a command that lists articles needs.
    public func syncWithFeedsFile() throws {
        // A feed service's subscriptions are the feeds then: the next sync follows them.
        guard refresher.settings.service == nil else { return }
        try cache.syncSubscriptions(subscriptionFile.load().subscriptions)
    }

    /// What is wrong with the feeds file, one sentence per line that could not be read (each
    /// naming the file and the line), or the sentence saying why the file could not be read.
    /// Empty when nothing is: both the CLI and the TUI say these and use the other lines.
    public func feedsFileProblems() -> [String] {
        do {
            return try subscriptionFile.load().problems.map(\.description)
        } catch {
            return [error.description]
        }
    }

    /// Refreshes the feeds whose URLs are given, by hand (every feed the server allows when none
    /// are): see `refresh(_:progress:)`.
    public func refresh(urls: [String] = [], progress: @Sendable (RefreshProgress) -> Void = { _ in }) async throws -> [FeedRefreshOutcome] {
        try await refresh(urls.isEmpty ? .all : .byHand(urls), progress: progress)
    }

    /// Refreshes the chosen feeds, then writes any permanent redirect into the feeds file and the
    /// cache (the file first: it is the user's). Unknown URLs are an error before anything is
    /// fetched. Every feed's outcome in file order; a feed held back is `.notDue`.
    public func refresh(_ choice: RefreshChoice, progress: @Sendable (RefreshProgress) -> Void = { _ in }) async throws -> [FeedRefreshOutcome] {
        if let account = refresher.settings.service { return try await sync(with: account, progress: progress) }
        let subscriptions = try subscriptionFile.load().subscriptions
        let feeds = try cache.sync(subscriptions, now: clock.now)
        var held: [Feed.ID: FeedDue] = [:]
        let chosen: [Feed]
        switch choice {
        case .byHand(let urls):
            chosen = try urls.map { url in
                guard let feed = feeds.first(where: { $0.url == url }) else {
                    throw SubscriptionError(.unknown, "\(url) is not a subscribed feed (see `adder feeds list`)")
                }
                return feed
            }
        case .all, .due:
            let now = refresher.clock.now
            let dues = try dueTimes(feeds, subscriptions: subscriptions, withIntervals: choice == .due)
            chosen = feeds.filter { dues[$0.id]?.isDue(at: now) ?? true }
            for feed in feeds where !(dues[feed.id]?.isDue(at: now) ?? true) { held[feed.id] = dues[feed.id] }
        case .neverFetched:
            let dues = try dueTimes(feeds, subscriptions: subscriptions, withIntervals: false)
            chosen = feeds.filter { dues[$0.id]?.reason == .neverFetched }
            for feed in feeds where dues[feed.id]?.reason != .neverFetched { held[feed.id] = dues[feed.id] }
        }
        let outcomes = await refresher.refresh(chosen, progress: progress)
        try recordMoves(outcomes)
        guard !held.isEmpty else { return outcomes }
        var fetched = Dictionary(outcomes.map { ($0.feed.id, $0) }, uniquingKeysWith: { first, _ in first })
        return feeds.compactMap { feed in
            held[feed.id].map { FeedRefreshOutcome(feed: feed, result: .notDue($0)) } ?? fetched.removeValue(forKey: feed.id)
        }
    }

    /// When each subscribed feed is next due for an automatic refresh (auto-refresh and
    /// `adder news refresh --due`), and why, by feed ID.
    public func dueTimes() throws -> [Feed.ID: FeedDue] {
        let subscriptions = try subscriptionFile.load().subscriptions
        return try dueTimes(try cache.feeds(now: clock.now), subscriptions: subscriptions, withIntervals: true)
    }

    /// `dueTimes()` of the feeds not due yet.
    public func pendingDueTimes() throws -> [Feed.ID: FeedDue] {
        let now = refresher.clock.now
        return try dueTimes().filter { !$0.value.isDue(at: now) }
    }

    /// The URLs of the feeds due now for an automatic refresh, in file order. It only reads (the
    /// TUI asks on its loop's thread): a line added to the feeds file since the cache last
    /// followed it is a feed never fetched, so due.
    public func dueFeedURLs() throws -> [String] {
        if let account = refresher.settings.service { return try serviceDue(account, withInterval: true) }
        let subscriptions = try subscriptionFile.load().subscriptions
        let feeds = try cache.feeds(now: clock.now)
        let dues = try dueTimes(feeds, subscriptions: subscriptions, withIntervals: true)
        let cached = Dictionary(feeds.map { ($0.url, $0.id) }, uniquingKeysWith: { first, _ in first })
        let now = refresher.clock.now
        return subscriptions.map(\.url).filter { url in cached[url].flatMap { dues[$0] }?.isDue(at: now) ?? true }
    }

    /// The URLs of the feeds never fetched, in file order; like `dueFeedURLs` it only reads, and a
    /// line the cache does not follow yet counts as never fetched.
    public func neverFetchedFeedURLs() throws -> [String] {
        if let account = refresher.settings.service { return try serviceDue(account, withInterval: false) }
        let subscriptions = try subscriptionFile.load().subscriptions
        let feeds = try cache.feeds(now: clock.now)
        let dues = try dueTimes(feeds, subscriptions: subscriptions, withIntervals: false)
        let cached = Dictionary(feeds.map { ($0.url, $0.id) }, uniquingKeysWith: { first, _ in first })
        return subscriptions.map(\.url).filter { url in (cached[url].flatMap { dues[$0] }?.reason ?? .neverFetched) == .neverFetched }
    }

    /// `withIntervals`: add the user's intervals (the feed's `reload:`, else `settings.reloadInterval`)
    /// to what the server and the feed asked.
    private func dueTimes(_ feeds: [Feed], subscriptions: [Subscription], withIntervals: Bool) throws -> [Feed.ID: FeedDue] {
        let schedules = try cache.schedules()
        let intervals = Dictionary(subscriptions.map { ($0.url, $0.reloadInterval) }, uniquingKeysWith: { first, _ in first })
        var dues: [Feed.ID: FeedDue] = [:]
        for feed in feeds {
            let interval = withIntervals ? (intervals[feed.url] ?? nil) ?? refresher.settings.reloadInterval : nil
            dues[feed.id] = RefreshSchedule.due(schedules[feed.id] ?? RefreshSchedule.implied(by: feed), interval: interval)
        }
        return dues
    }

    /// Merges a document that did not come over the network (the demo's sample feed) into a
    /// subscribed feed, as a refresh would.
    public func store(_ document: FeedDocument, forFeedAt url: String, at date: Date) throws {
        guard let feed = try syncedFeeds().first(where: { $0.url == url }) else {
            throw SubscriptionError(.unknown, "\(url) is not a subscribed feed")
        }
        try cache.merge(document, into: feed.id, validators: .none, fetchedAt: date)
    }

    /// The article's body as styled text, its links resolved against the article's own link.
    public func text(of body: ArticleBody) -> ArticleText {
        guard let source = body.content ?? body.summary else { return ArticleText() }
        let base = body.link.flatMap(URL.init(string:))
        switch source.format {
        case .html:
            return HTMLText.render(source.text, baseURL: base)
        case .plain:
            let paragraphs = source.text.components(separatedBy: "\n\n").filter { !$0.isEmpty }
            return ArticleText(blocks: paragraphs.map { ArticleText.Block(kind: .paragraph, runs: [.init($0)]) })
        }
    }

    private func recordMoves(_ outcomes: [FeedRefreshOutcome]) throws {
        let moves = outcomes.compactMap { outcome in outcome.movedTo.map { (outcome.feed.url, $0) } }
        guard !moves.isEmpty else { return }
        var written = false
        do throws(SubscriptionError) {
            try subscriptionFile.update { list throws(SubscriptionError) in
                // A file with a line Adder cannot read is not rewritten, so the move waits: the cache
                // keeps the old URL too, to stay the file's mirror, and the next refresh follows the
                // redirect again.
                guard list.problems.isEmpty else { return }
                for (old, new) in moves {
                    guard var subscription = list.subscriptions.first(where: { $0.url == old }) else { continue }
                    subscription.url = new
                    try list.replace(url: old, with: subscription)
                }
                written = true
            }
        } catch {
            // The file is open in `E`'s editor: the move waits for the next refresh, as above.
            guard error.kind == .busy else { throw error }
            return
        }
        guard written else { return }
        for outcome in outcomes {
            if let moved = outcome.movedTo { try cache.changeURL(of: outcome.feed.id, to: moved) }
        }
    }
}

extension SearchText {
    /// The words full-text search finds in an article's body: HTML read by `HTMLSearchText`.
    public static let articleWords = SearchText(version: HTMLText.searchTextVersion, html: HTMLText.searchText)
}
