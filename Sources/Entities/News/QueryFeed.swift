/// A query feed: a line `"query:Title:EXPRESSION" tag…` of the feeds file (newsboat's form), a
/// feed made of every cached article its filter expression selects.
public struct QueryFeed: Hashable, Sendable, Codable {
    public var title: String
    /// An expression of newsboat's filter language, as written.
    public var expression: String
    public var tags: [String]
    /// How many articles it selects, and how many of those are unread (0 until counted).
    public var unreadCount: Int
    public var articleCount: Int

    public init(title: String, expression: String, tags: [String] = [], unreadCount: Int = 0, articleCount: Int = 0) {
        self.title = title
        self.expression = expression
        self.tags = tags
        self.unreadCount = unreadCount
        self.articleCount = articleCount
    }
}
