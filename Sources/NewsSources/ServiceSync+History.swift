import Entities
import Foundation
import NewsCache

/// A sync by feeds (`PagedFeedService`, tt-rss). The first stores each feed's newest page (what
/// newsboat's ttrss source keeps) and every starred article, so the News tab is usable once they
/// are in; older articles come in at the end of each sync, `historyPages` pages newest first,
/// one feed after another, until each feed's end. Every page is one transaction with its feed's
/// place (`HistoryStep`), so a sync killed anywhere repeats at most a page and loses nothing.
extension ServiceSync {
    func syncByFeeds(_ paged: any PagedFeedService, local: [String: Article.ID], now: Date,
                     report: inout ServiceSyncReport, usable: () -> Void,
                     olderPages: (_ stored: Int, _ atMost: Int) -> Void) async throws {
        var merged = MergeSummary()
        let store = { (page: [ServiceArticle], step: HistoryStep?) throws in
            let summary = try cache.mergeServiceArticles(Self.matched(page, local), fetchedAt: now, history: step)
            merged.inserted += summary.inserted
            merged.updated += summary.updated
        }
        if try !cache.newestStored() {
            // Taken before the first page: an article arriving meanwhile is above it, so the next
            // pull brings it even when its feed's page was asked for before it came.
            if try cache.serviceWatermark() == nil { _ = try cache.beginFirstSync(watermark: try await paged.newestID()) }
            try await pages(paged, try cache.feedsWithoutHistory().map { HistoryCursor(feedURL: $0, skip: 0) }, store)
            try await paged.pullStarred { try store($0, nil) }
            try cache.finishFirstSync()
            usable()
        } else {
            let after = try cache.serviceWatermark() ?? 0
            var newest = after
            try await paged.pullArticles(after: after) { page in
                try store(page, nil)
                newest = max(newest, page.map(\.serviceID).max() ?? newest)
            }
            try cache.raiseWatermark(to: newest)
            let unread = try await paged.unreadIDs(amongCached: try cache.serviceIDs(), cacheHoldsAll: try cache.historyComplete())
            let starred = try await paged.starredIDs()
            report.changedElsewhere = try cache.applyServiceState(unread: unread, starred: starred)
            usable()
        }
        var left = historyPages
        while left > 0 {
            let open = try cache.openHistory().prefix(left)
            guard !open.isEmpty else { break }
            if left == historyPages { olderPages(0, historyPages) }
            try await pages(paged, Array(open)) { page, step in
                try store(page, step)
                olderPages(historyPages - left + 1, historyPages)
                left -= 1
            }
        }
        report.inserted = merged.inserted
        report.updated = merged.updated
    }

    /// One page of each feed named, stored in order; `ServiceSync.pagesInFlight` are asked for
    /// ahead while one is stored (a server with several workers answers them at once; one with a
    /// single worker answers them in turn, so it costs nothing there but a page of memory).
    private func pages(_ paged: any PagedFeedService, _ wanted: [HistoryCursor],
                       _ store: ([ServiceArticle], HistoryStep?) throws -> Void) async throws {
        var asked: [Task<FeedPage, any Error>] = []
        func askNext() {
            guard asked.count < wanted.count else { return }
            let cursor = wanted[asked.count]
            asked.append(Task { try await paged.page(ofFeed: cursor.feedURL, skip: cursor.skip) })
        }
        defer { for task in asked { task.cancel() } }
        for _ in 0..<Self.pagesInFlight { askNext() }
        for (index, cursor) in wanted.enumerated() {
            let page = try await asked[index].value
            askNext()
            try store(page.articles, HistoryStep(feedURL: cursor.feedURL, skip: cursor.skip + page.received, done: page.isLast))
        }
    }
}
