import Foundation

/// What the reader shows of one article: its text as the feed gave it (HTML or plain, rendered by
/// the caller), its links and attachments. Read only when an article is opened.
public struct ArticleBody: Hashable, Sendable, Codable {
    public var articleID: Article.ID
    public var title: String
    public var link: String?
    public var author: String?
    /// The feed's date, or when Adder first saw the article if the feed gave none.
    public var published: Date
    /// The feed's "updated" date, if it gave one.
    public var updated: Date?
    public var summary: FeedText?
    public var content: FeedText?
    public var enclosures: [Enclosure]

    public init(articleID: Article.ID, title: String, link: String? = nil, author: String? = nil,
                published: Date, updated: Date? = nil, summary: FeedText? = nil, content: FeedText? = nil,
                enclosures: [Enclosure] = []) {
        self.articleID = articleID
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
