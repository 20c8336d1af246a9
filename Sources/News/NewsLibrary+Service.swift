import Entities
import Foundation
import NewsCache
import NewsSources

extension NewsLibrary {
    /// A refresh when `[news] source` names a feed service: one sync (`ServiceSync`) instead of
    /// fetching the feeds file's feeds, whatever `RefreshChoice` asked, since the service fetches
    /// them. Its subscriptions become the cache's feeds; the feeds file's own ones are set aside
    /// with every article (so "local" again finds them, starred ones included). Each feed's
    /// outcome counts the articles it gained. A failed sync throws its one sentence, the cache as
    /// the last whole step left it. Progress is told once the new articles are stored (the News
    /// tab shows them while older ones still come in) and again at the end.
    func sync(with account: FeedServiceAccount, progress: @Sendable (RefreshProgress) -> Void) async throws -> [FeedRefreshOutcome] {
        let before = Dictionary(try cache.feeds(now: clock.now).map { ($0.url, $0.articleCount) }, uniquingKeysWith: { first, _ in first })
        let service = try account.service(timeout: refresher.settings.fetch.timeout)
        let sync = ServiceSync(cache: cache, service: service, historyPages: account.historyPages ?? ServiceSync.defaultHistoryPages)
        func outcomes() throws -> [FeedRefreshOutcome] {
            try cache.feeds(now: clock.now).map { feed in
                FeedRefreshOutcome(feed: feed, result: .updated(new: max(0, feed.articleCount - (before[feed.url] ?? 0)), changed: 0))
            }
        }
        func tell(_ outcomes: [FeedRefreshOutcome], olderPages: RefreshProgress.OlderPages? = nil) {
            progress(RefreshProgress(done: outcomes.count, total: outcomes.count, newArticles: outcomes.map(\.newArticles).reduce(0, +),
                                     failed: 0, latest: outcomes.last, running: [], olderPages: olderPages))
        }
        _ = try await sync.run(now: clock.now, usable: { if let stored = try? outcomes() { tell(stored) } }, olderPages: { stored, atMost in
            if let outcomes = try? outcomes() { tell(outcomes, olderPages: .init(stored: stored, atMost: atMost)) }
        })
        try cache.recordServiceSync(at: clock.now)
        let final = try outcomes()
        tell(final)
        return final
    }

    /// With a feed service as the source, its subscriptions are the feeds: `adder feeds add`
    /// subscribes there (tt-rss; its first tag names the category) and the next sync brings the
    /// feed. False when the service was subscribed already; nil when no service is the source.
    public func subscribeOnService(_ subscription: Subscription) async throws(ServiceError) -> Bool? {
        guard let account = refresher.settings.service else { return nil }
        let service = try account.service(timeout: refresher.settings.fetch.timeout)
        return try await service.subscribe(to: subscription.url, tags: subscription.tags)
    }

    /// Whether older tt-rss articles still wait on the server for later syncs (`history-pages`
    /// above 0 and some feed's history not at its end), for the CLI to say so.
    public func serviceHistoryWaits() throws -> Bool {
        guard let account = refresher.settings.service, account.kind == .ttrss,
              (account.historyPages ?? ServiceSync.defaultHistoryPages) > 0 else { return false }
        return try !cache.historyComplete()
    }

    /// With a service, the sync is the one thing due: `[service URL]` when it never synced, or
    /// (`withInterval`) when `reloadInterval` has passed since the last sync; else nothing.
    func serviceDue(_ account: FeedServiceAccount, withInterval: Bool) throws -> [String] {
        let last = try cache.feeds(now: clock.now).compactMap(\.lastSuccess).max()
        guard let last else { return [account.url.absoluteString] }
        guard withInterval, let interval = refresher.settings.reloadInterval,
              clock.now.timeIntervalSince(last) >= interval else { return [] }
        return [account.url.absoluteString]
    }
}
