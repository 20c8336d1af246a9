import Basics
import Entities
import FeedFetching
import FeedParsing
import Foundation
import NewsCache

/// Refreshes feeds: fetches several at once (conditional GET), parses what changed and merges
/// it into the cache, one feed at a time per transaction. A feed that fails keeps its articles,
/// records its error and never holds up the others.
public struct NewsRefresher: Sendable {
    let cache: NewsCache
    let fetcher: FeedFetcher
    let clock: any Clock
    let settings: NewsSettings

    public init(cache: NewsCache, fetcher: FeedFetcher, clock: any Clock, settings: NewsSettings = .init()) {
        self.cache = cache
        self.fetcher = fetcher
        self.clock = clock
        self.settings = settings
    }

    /// Refreshes `feeds`, at most `settings.parallelism` at a time; `progress` hears once the
    /// first ones have started, then of each feed as it finishes, one call at a time, with the
    /// feeds still being fetched. Returns every feed's outcome, in `feeds` order.
    public func refresh(_ feeds: [Feed], progress: @Sendable (RefreshProgress) -> Void = { _ in }) async -> [FeedRefreshOutcome] {
        // Read once: a 304 keeps the interval its feed's last full fetch gave.
        let schedules = (try? cache.schedules()) ?? [:]
        var outcomes: [Int: FeedRefreshOutcome] = [:]
        var newArticles = 0
        var failed = 0
        // Into an empty cache: the indexes ordered by date built once at the end, no fsync until then (NewsCache.fillingEmpty).
        await cache.fillingEmpty {
            await withTaskGroup(of: (Int, FeedRefreshOutcome).self) { group in
                var next = 0
                var running: [Int] = []
                func startNext() {
                    guard next < feeds.count, !Task.isCancelled else { return }  // quitting: start no more
                    let index = next
                    next += 1
                    running.append(index)
                    group.addTask { (index, await refreshOne(feeds[index], previous: schedules[feeds[index].id])) }
                }
                func report(_ latest: FeedRefreshOutcome?) {
                    progress(RefreshProgress(done: outcomes.count, total: feeds.count, newArticles: newArticles, failed: failed,
                                             latest: latest, running: running.map { feeds[$0] }))
                }
                for _ in 0..<max(1, settings.parallelism) { startNext() }
                if !feeds.isEmpty { report(nil) }
                for await (index, outcome) in group {
                    outcomes[index] = outcome
                    running.removeAll { $0 == index }
                    newArticles += outcome.newArticles
                    if outcome.failure != nil { failed += 1 }
                    startNext()
                    report(outcome)
                }
            }
        }
        if !Task.isCancelled { _ = try? cache.prune(keepPerFeed: settings.articlesKeptPerFeed) }
        return feeds.indices.compactMap { outcomes[$0] }
    }

    /// `previous`: the feed's schedule as its last fetch left it.
    private func refreshOne(_ feed: Feed, previous: FeedSchedule?) async -> FeedRefreshOutcome {
        guard let url = URL(string: feed.url) else {
            return failed(feed, "“\(feed.url)” is not a URL.", previous: previous)
        }
        do {
            let validators = try cache.validators(for: feed.id)
            let result = try await fetcher.fetch(url, conditions: validators)
            switch result {
            case .notModified(let timing, let moved):
                try cache.recordNotModified(feed.id, at: clock.now,
                                            schedule: schedule(after: previous, updates: previous?.updates, timing: timing))
                // A move not written yet (the feeds file was held or had a bad line) is reported again.
                return FeedRefreshOutcome(feed: feed, result: .notModified, movedTo: moved?.absoluteString)
            case .fetched(let fetched):
                let document = try FeedParser.parse(fetched.body, url: fetched.finalURL, contentType: fetched.contentType,
                                                    maxItems: settings.itemsKeptPerFetch)
                    .withoutDates(after: clock.now)
                let summary = try await cache.merge(document, into: feed.id,
                                              validators: HTTPValidators(etag: fetched.etag, lastModified: fetched.lastModified),
                                              fetchedAt: clock.now, unreadKept: settings.unreadKeptPerFeed)
                // Not in the merge's transaction: merges are batched across feeds (MergeBatcher). One that
                // cannot be written leaves the feed due, which costs one early fetch, not the refresh.
                if let next = schedule(after: previous, updates: document.updates, timing: fetched.timing) {
                    try? cache.recordSchedule(next, for: feed.id)
                }
                return FeedRefreshOutcome(feed: feed, result: .updated(new: summary.inserted - summary.insertedHidden, changed: summary.updated),
                                          movedTo: fetched.movedPermanently?.absoluteString)
            }
        } catch let error as FetchError {
            let wait = error.retryAfterSeconds.map { "; the server asks to wait \(WaitText.duration($0))" } ?? ""
            return failed(feed, error.description + wait, previous: previous,
                          timing: ServerTiming(retryAfterSeconds: error.retryAfterSeconds))
        } catch let error as FeedParseError {
            return failed(feed, "not a feed Adder can read: \(error.description)", previous: previous)
        } catch {
            return failed(feed, "\(error)", previous: previous)
        }
    }

    private func failed(_ feed: Feed, _ sentence: String, previous: FeedSchedule?, timing: ServerTiming = ServerTiming()) -> FeedRefreshOutcome {
        // A refresh cancelled because the program quits is not the feed's failure.
        if !Task.isCancelled {
            try? cache.recordFailure(feed.id, message: sentence, at: clock.now,
                                     schedule: schedule(after: previous, updates: previous?.updates, timing: timing, failed: true))
        }
        return FeedRefreshOutcome(feed: feed, result: .failed(sentence))
    }

    /// The schedule to store after a fetch now; nil when it holds nothing and the feed has no row
    /// yet: its last fetch is then its last success or failure (`NewsLibrary.dueTimes`), which
    /// spares an all-304 refresh of feeds that ask nothing a second write per feed.
    private func schedule(after previous: FeedSchedule?, updates: FeedUpdates?, timing: ServerTiming,
                          failed: Bool = false) -> FeedSchedule? {
        let next = RefreshSchedule.after(fetchAt: clock.now, updates: updates, timing: timing, failed: failed)
        return previous == nil && next.notBefore == nil && next.updates == nil ? nil : next
    }
}

/// The news side's settings (config.toml's `[news]`, read by the App's `Config`).
public struct NewsSettings: Sendable, Hashable {
    /// Feeds fetched at the same time.
    public var parallelism = 8
    public var fetch = FetchSettings()
    /// Articles kept per feed; older ones go, but never unread or starred ones.
    public var articlesKeptPerFeed = 1000
    /// The newest items of one fetch that are read into the cache (newsboat's `max-items` bounds
    /// a feed the same way); never more than `unreadKeptPerFeed`, or the ones over it would be
    /// pruned and come back as new at every fetch.
    public var itemsPerFetch = 1000
    /// Unread articles kept per feed; the oldest beyond go, never starred ones.
    public var unreadKeptPerFeed = 2000
    /// The user's interval between automatic fetches of a feed without its own `reload:` (config.toml's
    /// `auto-refresh`), in seconds; nil: a feed is due whenever the server and the feed allow.
    public var reloadInterval: TimeInterval?

    /// newsboat's killfile: `ignore-article` rules and `ignore-mode` (see `NewsSettings.ignore`).
    public var killfile = Killfile()

    /// The feed service a refresh syncs with instead of fetching the feeds file's feeds; nil: local.
    public var service: FeedServiceAccount?

    /// The items a fetch keeps: `itemsPerFetch`, at most `unreadKeptPerFeed`.
    public var itemsKeptPerFetch: Int { min(itemsPerFetch, unreadKeptPerFeed) }

    public init() {}

    /// Settings with these values, the fetch's other limits at their defaults.
    public init(parallelism: Int, timeout: Duration, articlesKeptPerFeed: Int) {
        self.parallelism = parallelism
        fetch.timeout = timeout
        self.articlesKeptPerFeed = articlesKeptPerFeed
    }
}
