import Foundation

/// A subscribed feed as the cache knows it: what the feed list shows.
public struct Feed: Hashable, Sendable, Codable, Identifiable {
    public typealias ID = Int64

    public var id: ID
    public var url: String
    /// The user's title if they gave one, else the feed's own, else the URL.
    public var title: String
    /// The site the feed belongs to.
    public var siteLink: String?
    public var tags: [String]
    public var unreadCount: Int
    public var articleCount: Int
    /// When a fetch last succeeded (a 304 included).
    public var lastSuccess: Date?
    /// The last fetch's failure, if the last fetch failed: one sentence.
    public var lastError: String?
    public var lastErrorAt: Date?

    public init(id: ID, url: String, title: String, siteLink: String? = nil, tags: [String] = [],
                unreadCount: Int = 0, articleCount: Int = 0, lastSuccess: Date? = nil,
                lastError: String? = nil, lastErrorAt: Date? = nil) {
        self.id = id
        self.url = url
        self.title = title
        self.siteLink = siteLink
        self.tags = tags
        self.unreadCount = unreadCount
        self.articleCount = articleCount
        self.lastSuccess = lastSuccess
        self.lastError = lastError
        self.lastErrorAt = lastErrorAt
    }
}
