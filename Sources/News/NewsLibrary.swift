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

/// The news side as the CLI and the TUI use it: the feeds file, the cache and refreshing.
/// The to-do side never depends on it: a broken cache leaves the to-dos working.
public final class NewsLibrary: Sendable {
    public let cache: NewsCache
    public let subscriptionFile: SubscriptionFile
    public let refresher: NewsRefresher

    /// Opens the cache (creating it); a cache Adder cannot read is an error that says how to rebuild it.
    public init(paths: AdderPaths, clock: any Clock, settings: NewsSettings = .init()) throws(NewsCacheError) {
        cache = try NewsCache(url: paths.newsCacheFile, searchText: .articleWords)
        cache.killfile = settings.killfile
        subscriptionFile = SubscriptionFile(url: paths.feedsFile)
        refresher = NewsRefresher(cache: cache, fetcher: FeedFetcher(settings: settings.fetch), clock: clock, settings: settings)
    }

    /// Moves an unreadable cache aside and starts an empty one (to-dos are not touched).
    public static func rebuild(paths: AdderPaths, clock: any Clock, settings: NewsSettings = .init()) throws -> NewsLibrary {
        _ = try NewsCache.rebuild(at: paths.newsCacheFile, searchText: .articleWords, now: clock.now)
        return try NewsLibrary(paths: paths, clock: clock, settings: settings)
    }

    /// Reads the feeds file and makes the cache match the lines it could read (a line it could
    /// not read means no feed: see `feedsFileProblems`); the feeds in the file's order.
    @discardableResult
    public func syncedFeeds() throws -> [Feed] {
        try cache.sync(subscriptionFile.load().subscriptions)
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

    /// Refreshes the feeds whose URLs are given (every feed when none are), then writes any
    /// permanent redirect into the feeds file and the cache (the file first: it is the user's). Unknown URLs are an error before anything is fetched.
    public func refresh(urls: [String] = [], progress: @Sendable (RefreshProgress) -> Void = { _ in }) async throws -> [FeedRefreshOutcome] {
        let feeds = try syncedFeeds()
        let chosen = urls.isEmpty ? feeds : try urls.map { url in
            guard let feed = feeds.first(where: { $0.url == url }) else {
                throw SubscriptionError(.unknown, "\(url) is not a subscribed feed (see `adder feeds list`)")
            }
            return feed
        }
        let outcomes = await refresher.refresh(chosen, progress: progress)
        try recordMoves(outcomes)
        return outcomes
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
        var list = try subscriptionFile.load()
        // A file with a line Adder cannot read is not rewritten, so the move waits: the cache keeps
        // the old URL too, to stay the file's mirror, and the next refresh follows the redirect again.
        guard list.problems.isEmpty else { return }
        for (old, new) in moves {
            guard var subscription = list.subscriptions.first(where: { $0.url == old }) else { continue }
            subscription.url = new
            try list.replace(url: old, with: subscription)
        }
        try subscriptionFile.save(list)
        for outcome in outcomes {
            if let moved = outcome.movedTo { try cache.changeURL(of: outcome.feed.id, to: moved) }
        }
    }
}

extension SearchText {
    /// The words full-text search finds in an article's body: HTML read by `HTMLSearchText`.
    public static let articleWords = SearchText(version: HTMLText.searchTextVersion, html: HTMLText.searchText)
}
