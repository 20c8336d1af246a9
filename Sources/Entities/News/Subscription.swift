import Foundation

/// A line of the `feeds` file (newsboat's urls format): a feed's URL, its tags, and the title
/// the user gave it with `"~Title"`.
public struct Subscription: Hashable, Sendable, Codable {
    public var url: String
    public var tags: [String]
    /// The user's own title for the feed, overriding the feed's.
    public var title: String?
    /// The user's own interval between automatic fetches of this feed (`reload:30m`), in seconds.
    public var reloadInterval: TimeInterval?

    public init(url: String, tags: [String] = [], title: String? = nil, reloadInterval: TimeInterval? = nil) {
        self.url = url
        self.tags = tags
        self.title = title
        self.reloadInterval = reloadInterval
    }
}
