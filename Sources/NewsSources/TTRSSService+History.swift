import NewsCache

/// The first sync by feeds, as newsboat's ttrss source reads tt-rss: each feed's newest page
/// (tt-rss's own order for a feed: newest entered first), then older pages in later syncs.
extension TTRSSService {
    public func newestID() async throws(ServiceError) -> Int64 {
        // tt-rss's default order puts a filter's high scores first: then this is lower than the
        // newest, which only makes the next pull repeat a few articles.
        let newest = try await call("getHeadlines", ["feed_id": -4, "view_mode": "all_articles", "limit": 1],
                                    as: [TTRSSID].self)
        return newest.first?.id.value ?? 0
    }

    public func page(ofFeed url: String, skip: Int) async throws(ServiceError) -> FeedPage {
        let urls = try await feedURLs()
        guard let feed = urls.first(where: { $0.value == url })?.key else {
            return FeedPage(articles: [], received: 0, isLast: true)
        }
        let headlines = try await call("getHeadlines", [
            "feed_id": feed, "view_mode": "all_articles", "skip": skip, "limit": Self.pageSize,
            "show_content": true, "sanitize": false, "include_attachments": true,
        ], as: [TTRSSHeadline].self)
        return FeedPage(articles: headlines.compactMap { $0.article(feedURLs: urls) }, received: headlines.count,
                        isLast: headlines.count < Self.pageSize)
    }

    public func pullStarred(into store: ([ServiceArticle]) throws -> Void) async throws {
        let urls = try await feedURLs()
        var skip = 0
        while true {
            let page = try await call("getHeadlines", [
                "feed_id": -1, "view_mode": "all_articles", "skip": skip, "limit": Self.pageSize,
                "show_content": true, "sanitize": false, "include_attachments": true,
            ], as: [TTRSSHeadline].self)
            try store(page.compactMap { $0.article(feedURLs: urls) })
            guard page.count == Self.pageSize else { return }
            skip += page.count
        }
    }

    /// While older articles wait on the server, the cached ones are not all it holds, so the
    /// counts cannot prove the rest unread: the read ids are listed (stopped once they cost as
    /// many pages as the unread ones would, which are then listed instead), and the unread ones
    /// are the cached ones not among them.
    public func unreadIDs(amongCached cached: Set<Int64>, cacheHoldsAll: Bool) async throws(ServiceError) -> Set<Int64> {
        guard !cacheHoldsAll else { return try await unreadIDs(amongCached: cached) }
        let unread = try await call("getUnread", [:], as: TTRSSUnreadCount.self).count
        let unreadPages = unread / Self.pageSize + 1
        guard let read = try await ids(feed: -4, viewMode: "all_articles", search: "unread:false", maxPages: unreadPages) else {
            return try await unreadIDs()
        }
        let unreadCached = cached.subtracting(read)
        return unreadCached.count <= unread ? unreadCached : try await unreadIDs()
    }
}
