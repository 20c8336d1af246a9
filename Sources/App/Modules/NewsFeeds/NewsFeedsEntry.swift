import Entities

/// A row of the feeds pane: the two virtual lists on top, then each feed.
enum FeedsEntry: Equatable {
    case allUnread, starred, feed(Feed)

    /// The list the articles pane shows for this row.
    var list: ArticleList {
        switch self {
        case .allUnread: ArticleList(title: "All unread", query: ArticleQuery(unreadOnly: true), showsFeed: true)
        case .starred: ArticleList(title: "Starred", query: ArticleQuery(starredOnly: true), showsFeed: true)
        case .feed(let feed): ArticleList(title: feed.title, query: ArticleQuery(feedID: feed.id), showsFeed: false)
        }
    }

    /// Unread articles in this row's list; `total`: the unread count of every feed.
    func unreadCount(total: Int) -> Int {
        switch self {
        case .allUnread: total
        case .starred: 0
        case .feed(let feed): feed.unreadCount
        }
    }
}
