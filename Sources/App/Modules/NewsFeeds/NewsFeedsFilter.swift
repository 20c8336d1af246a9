import Entities
import Settings

/// Which feeds the feeds pane shows, and how their lists read: the tag picked (`t`), and what is
/// read hidden or not. A plain value the feeds Presenter owns.
struct NewsFeedsFilter: Equatable {
    /// Only the feeds with this tag; nil: every feed.
    var tag: String?
    var visibility = NewsReadVisibility()
    /// A feed shown although read feeds are hidden: the one selected, so marking it read does not
    /// pull it (and the article list beside it) away from under the user. Kept until the
    /// selection moves to another row.
    var keptURL: String?

    /// The rows: all unread and starred while there is any feed or query feed, then the query
    /// feeds and the feeds that pass (a query feed passes a tag it has).
    func entries(_ feeds: [Feed], queries: [QueryFeed] = []) -> [FeedsEntry] {
        guard !feeds.isEmpty || !queries.isEmpty else { return [] }
        let shownQueries = queries.filter { query in tag.map(query.tags.contains) ?? true }
        return [.allUnread, .starred] + shownQueries.map(FeedsEntry.query) + shown(feeds).map(FeedsEntry.feed)
    }

    /// The feeds that pass: the tag's, and, with read feeds hidden, those with something unread, a
    /// failed fetch to show, or the one kept.
    func shown(_ feeds: [Feed]) -> [Feed] {
        feeds.filter { feed in
            (tag.map(feed.tags.contains) ?? true)
                && (visibility.showsReadFeeds || feed.unreadCount > 0 || feed.lastError != nil || feed.url == keptURL)
        }
    }

    /// The list the articles pane shows for a row: a feed's unread articles only when read ones are hidden.
    func list(for entry: FeedsEntry) -> ArticleList {
        var list = entry.list
        if case .feed = entry, !visibility.showsReadArticles { list.query.unreadOnly = true }
        return list
    }

    /// The pane's title: "Feeds", or "Feeds #tag".
    var title: String { tag.map { "Feeds #\($0)" } ?? "Feeds" }

    /// The tab's badge: the tag on, then the unread count.
    func badge(unread: Int) -> String? {
        let parts = [tag.map { "#\($0)" }, unread > 0 ? unread.grouped : nil].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// "12 feeds · 340 unread", "3 of 12 feeds · …", then what is hidden.
    func summary(feeds: [Feed], unread: Int) -> String {
        guard !feeds.isEmpty else { return "" }
        let shownCount = shown(feeds).count
        let count = feeds.count == 1 ? "1 feed" : "\(feeds.count) feeds"
        var parts = [shownCount == feeds.count ? count : "\(shownCount) of \(count)", "\(unread.grouped) unread"]
        if !visibility.showsReadFeeds { parts.append("read feeds hidden") }
        if !visibility.showsReadArticles { parts.append("read articles hidden") }
        return parts.joined(separator: " · ")
    }
}
