import Entities

/// What the full-text index holds of an article's body, and which rendering made it.
///
/// The index keeps words, not text (a contentless FTS5 table: storing the text again would double
/// the cache). SQLite can take an article's words out of such an index only when it is given the
/// very text they came from, so the cache renders the stored body again whenever an article
/// changes or goes. That holds only while the rendering stays the same: the index records the
/// `version` it was built with, and opening a cache built with another version re-indexes it.
public struct SearchText: Sendable {
    /// Changes whenever `html` could give other words for the same input.
    public let version: Int
    let html: @Sendable (String) -> String

    /// `html` reduces an HTML body to the words to index; plain-text bodies are indexed as they are.
    public init(version: Int, html: @escaping @Sendable (String) -> String) {
        self.version = version
        self.html = html
    }

    /// An item's body as the index sees it: its summary, then its content, with words made for
    /// spaceless scripts (`SearchWords`), each word once (`DistinctWords`).
    func body(summary: FeedText?, content: FeedText?) -> String {
        DistinctWords.of(SearchWords.indexed([summary, content].compactMap { text in
            text.map { $0.format == .html ? html($0.text) : $0.text }
        }.joined(separator: " ")))
    }

    /// `item`'s body as the index sees it.
    func body(of item: FeedItem) -> String {
        body(summary: item.summary, content: item.content)
    }

    /// A title as the index sees it.
    func title(_ title: String) -> String {
        SearchWords.indexed(title)
    }

    /// `item`'s title and body as the index sees them.
    func indexText(of item: FeedItem) -> IndexText {
        IndexText(title: title(item.title), body: body(of: item))
    }

    /// The same from a stored body's columns.
    func body(summary: String?, summaryFormat: String?, content: String?, contentFormat: String?) -> String {
        body(summary: FeedText(stored: summary, format: summaryFormat), content: FeedText(stored: content, format: contentFormat))
    }
}

/// An article's title and body as the index gets them, rendered before the merge takes the writer.
struct IndexText: Sendable {
    let title: String
    let body: String
}

extension FeedText {
    /// A body column and its format column; an unknown format reads as HTML.
    init?(stored text: String?, format: String?) {
        guard let text else { return nil }
        self.init(text, format: format.flatMap(Format.init(rawValue:)) ?? .html)
    }
}
