import Foundation

/// A feed file as the parser understood it, whatever its format: what a refresh merges into the
/// cache, and what `adder feeds parse` prints. Links are absolute (resolved against `xml:base`
/// and the feed's URL).
public struct FeedDocument: Hashable, Sendable, Codable {
    public var title: String
    /// The site the feed belongs to (RSS `<link>`, Atom `rel="alternate"`, JSON Feed `home_page_url`).
    public var link: String?
    public var items: [FeedItem]
    /// How often the feed says it changes (RSS `<ttl>`, `sy:updatePeriod`); nil when it does not say.
    public var updates: FeedUpdates?

    public init(title: String, link: String? = nil, items: [FeedItem] = [], updates: FeedUpdates? = nil) {
        self.title = title
        self.link = link
        self.items = items
        self.updates = updates
    }
}

/// A feed's own word on how often to fetch it: RSS 2.0's `<ttl>` (minutes to cache the channel)
/// or the syndication module's `sy:updatePeriod` / `sy:updateFrequency` / `sy:updateBase`.
public struct FeedUpdates: Hashable, Sendable, Codable {
    public enum Source: String, Hashable, Sendable, Codable {
        case ttl
        case syndication = "sy:updatePeriod"
    }

    public var source: Source
    /// Seconds between updates (above 0).
    public var interval: TimeInterval
    /// `sy:updateBase`: an instant the updates are counted from (updates fall at base + k × interval).
    public var base: Date?

    public init(source: Source, interval: TimeInterval, base: Date? = nil) {
        self.source = source
        self.interval = interval
        self.base = base
    }
}

/// One entry of a feed, as it stands in the file.
public struct FeedItem: Hashable, Sendable, Codable {
    /// RSS `guid`, Atom `id`, JSON Feed `id`; nil when the feed gives none.
    public var id: String?
    public var title: String
    public var link: String?
    public var author: String?
    /// nil when the feed gives no date or one that could not be read.
    public var published: Date?
    public var updated: Date?
    public var summary: FeedText?
    /// The full body when the feed carries one (`content:encoded`, Atom `content`, `content_html`).
    public var content: FeedText?
    public var enclosures: [Enclosure]

    public init(id: String? = nil, title: String, link: String? = nil, author: String? = nil,
                published: Date? = nil, updated: Date? = nil, summary: FeedText? = nil,
                content: FeedText? = nil, enclosures: [Enclosure] = []) {
        self.id = id
        self.title = title
        self.link = link
        self.author = author
        self.published = published
        self.updated = updated
        self.summary = summary
        self.content = content
        self.enclosures = enclosures
    }
}

/// Text from a feed, with what it is: HTML markup to be rendered, or plain text.
public struct FeedText: Hashable, Sendable, Codable {
    public enum Format: String, Hashable, Sendable, Codable { case html, plain }

    public var text: String
    public var format: Format

    public init(_ text: String, format: Format) {
        self.text = text
        self.format = format
    }
}

/// A file attached to an entry (a podcast's audio, an image).
public struct Enclosure: Hashable, Sendable, Codable {
    public var url: String
    /// The MIME type the feed names, if any.
    public var type: String?
    /// The size in bytes the feed claims, if any.
    public var length: Int?

    public init(url: String, type: String? = nil, length: Int? = nil) {
        self.url = url
        self.type = type
        self.length = length
    }
}
