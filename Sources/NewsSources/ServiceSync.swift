import Entities
import Foundation
import NewsCache

/// What a sync with a feed service did.
public struct ServiceSyncReport: Sendable, Hashable {
    /// Marks made here that the service took.
    public var pushed = 0
    /// Articles new to the cache, and cached ones the service changed.
    public var inserted = 0, updated = 0
    /// Articles whose read or starred state was changed elsewhere (another machine, the web page).
    public var changedElsewhere = 0
    /// The service's subscriptions.
    public var feeds = 0

    public init() {}
}

/// Keeps the offline cache and a feed service in step. In order: the marks made here go out
/// (each batch forgotten once the service took it), the service's subscriptions become the
/// cache's feeds (categories their tags), new articles come in a page at a time (one already
/// cached from the feed itself is matched, not duplicated), and the service's unread and starred
/// id sets bring the changes made elsewhere. A mark made here and not yet taken wins over what
/// the service says, so a read article never turns unread again. Every step writes whole
/// transactions: a sync killed at any point loses no mark, and the next one carries on.
///
/// A `PagedFeedService` (tt-rss) is synced by feeds instead (`ServiceSync+History.swift`).
public struct ServiceSync: Sendable {
    /// Pages of older articles a sync asks for when none is set (5,000 articles on tt-rss).
    public static let defaultHistoryPages = 25
    /// Pages of a sync by feeds asked for ahead of the one being stored. Two gained nothing
    /// measurable against tt-rss with two PHP workers on this 2-core machine (the server's CPU is
    /// the limit; BENCHMARKS.md, 2026-11-28 03:20); on a server with spare cores it may.
    static let pagesInFlight = 1

    public let cache: NewsCache
    public let service: any FeedService
    /// Pages of older articles (history) a sync of a `PagedFeedService` asks for after the new ones.
    public let historyPages: Int

    public init(cache: NewsCache, service: any FeedService, historyPages: Int = ServiceSync.defaultHistoryPages) {
        self.cache = cache
        self.service = service
        self.historyPages = historyPages
    }

    /// `usable` is called once the new articles and their state are stored, before any older ones;
    /// `olderPages` as the history pages begin and after each one is stored (pages stored, and the
    /// most this sync asks for).
    @discardableResult
    public func run(now: Date = Date(), usable: () -> Void = {},
                    olderPages: (_ stored: Int, _ atMost: Int) -> Void = { _, _ in }) async throws -> ServiceSyncReport {
        var report = ServiceSyncReport()
        try cache.follow(service: service.name)
        report.pushed = try await pushMarks()
        let subscriptions = try await service.subscriptions()
        report.feeds = subscriptions.count
        try cache.sync(subscriptions, now: now)
        let local = try localIdentities()
        if let paged = service as? any PagedFeedService {
            try await syncByFeeds(paged, local: local, now: now, report: &report, usable: usable, olderPages: olderPages)
            return report
        }
        var merged = MergeSummary()
        let after = try cache.lastServiceID()
        try await service.pullArticles(after: after) { page in
            let summary = try cache.mergeServiceArticles(Self.matched(page, local), fetchedAt: now)
            merged.inserted += summary.inserted
            merged.updated += summary.updated
        }
        report.inserted = merged.inserted
        report.updated = merged.updated
        // From nothing, every service article just came with its state: the id sets (a request
        // per 200 unread on tt-rss) would tell nothing new.
        guard after > 0 else {
            usable()
            return report
        }
        let unread = try await service.unreadIDs(amongCached: try cache.serviceIDs())
        let starred = try await service.starredIDs()
        report.changedElsewhere = try cache.applyServiceState(unread: unread, starred: starred)
        usable()
        return report
    }

    /// Sends the marks waiting; returns how many the service took.
    public func pushMarks() async throws -> Int {
        let marks = try cache.pendingMarks()
        guard !marks.isEmpty else { return 0 }
        var taken = 0
        try await service.push(marks) { batch in
            try cache.acknowledge(batch)
            taken += batch.count
        }
        return taken
    }

    /// The page with each article the cache fetched from the feed itself named (`matching`).
    static func matched(_ page: [ServiceArticle], _ local: [String: Article.ID]) -> [ServiceArticle] {
        page.map { article in
            var article = article
            article.matching = local[article.identity]
            return article
        }
    }

    func localIdentities() throws -> [String: Article.ID] {
        var found: [String: Article.ID] = [:]
        for (id, identity) in try cache.articlesWithoutServiceID() {
            if let key = service.identity(ofLocal: identity) { found[key] = id }
        }
        return found
    }
}
