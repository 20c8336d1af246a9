import Entities

/// A row of the feeds pane: the two virtual lists on top, the query feeds, then each feed.
enum FeedsEntry: Equatable {
    case allUnread, starred, feed(Feed), query(QueryFeed)

    /// What the selection follows when the rows are read again (counts change, rows move).
    var key: String {
        switch self {
        case .allUnread: "all unread"
        case .starred: "starred"
        case .feed(let feed): Self.key(feedURL: feed.url)
        case .query(let query): "query " + query.title + ":" + query.expression
        }
    }

    /// The key of a feed's row.
    static func key(feedURL: String) -> String { "feed " + feedURL }

    /// The list the articles pane shows for this row.
    var list: ArticleList {
        switch self {
        case .allUnread: ArticleList(title: "All unread", query: ArticleQuery(unreadOnly: true), showsFeed: true)
        case .starred: ArticleList(title: "Starred", query: ArticleQuery(starredOnly: true), showsFeed: true)
        case .feed(let feed): ArticleList(title: feed.title, query: ArticleQuery(feedID: feed.id), showsFeed: false)
        case .query(let query): ArticleList(title: query.title, query: query.articleQuery, showsFeed: true)
        }
    }

    /// Unread articles in this row's list; `total`: the unread count of every feed.
    func unreadCount(total: Int) -> Int {
        switch self {
        case .allUnread: total
        case .starred: 0
        case .feed(let feed): feed.unreadCount
        case .query(let query): query.unreadCount
        }
    }
}
