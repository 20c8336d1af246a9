import Foundation

/// An article a rule kept out of the cache, as `adder news ignored` lists it.
public struct IgnoredArticle: Sendable, Hashable {
    /// The rule's `name`.
    public var rule: String
    public var feedURL: String
    public var title: String
    public var link: String?
    public var published: Date
    /// When a merge last dropped it.
    public var droppedAt: Date
    /// The item's identity in its feed, so an item dropped at every refresh is one record.
    public var identity: String

    public init(rule: String, feedURL: String, title: String, link: String?, published: Date, droppedAt: Date, identity: String) {
        self.rule = rule
        self.feedURL = feedURL
        self.title = title
        self.link = link
        self.published = published
        self.droppedAt = droppedAt
        self.identity = identity
    }
}
