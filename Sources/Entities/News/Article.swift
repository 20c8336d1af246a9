import Foundation

/// An article as lists show it: no body, so a page of 50 costs what 50 rows cost.
public struct Article: Hashable, Sendable, Codable, Identifiable {
    public typealias ID = Int64

    public var id: ID
    public var feedID: Feed.ID
    public var feedTitle: String
    public var title: String
    public var link: String?
    public var author: String?
    /// The feed's date, or when Adder first saw the article if the feed gave none.
    public var published: Date
    public var isRead: Bool
    public var isStarred: Bool

    public init(id: ID, feedID: Feed.ID, feedTitle: String, title: String, link: String? = nil,
                author: String? = nil, published: Date, isRead: Bool = false, isStarred: Bool = false) {
        self.id = id
        self.feedID = feedID
        self.feedTitle = feedTitle
        self.title = title
        self.link = link
        self.author = author
        self.published = published
        self.isRead = isRead
        self.isStarred = isStarred
    }
}

/// Which articles a list shows.
public struct ArticleQuery: Hashable, Sendable, Codable {
    public var feedID: Feed.ID?
    public var unreadOnly: Bool
    public var starredOnly: Bool
    /// Full-text search over titles and bodies; nil or empty: no search.
    public var search: String?
    /// An expression of newsboat's filter language (a query feed's, or `news list --query`);
    /// nil: none. The cache reads it; one it cannot read is an error naming the column.
    public var filter: String?
    /// Articles an unread-only list keeps though they are read now: those read while it showed,
    /// so the rows do not move under the reader (newsboat keeps them until the list is reloaded).
    public var keptRead: Set<Article.ID> = []
    /// The instant `age` counts days from, in `filter` and in the killfile's rules: the app's
    /// clock (`ADDER_NOW` fixes it). nil: the system's clock, read when the query runs.
    public var now: Date?

    public init(feedID: Feed.ID? = nil, unreadOnly: Bool = false, starredOnly: Bool = false, search: String? = nil,
                filter: String? = nil, now: Date? = nil) {
        self.feedID = feedID
        self.unreadOnly = unreadOnly
        self.starredOnly = starredOnly
        self.search = search
        self.filter = filter
        self.now = now
    }
}
