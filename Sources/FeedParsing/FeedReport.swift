import Entities
import Foundation

/// What `adder feeds parse --json` prints: the parts of a `FeedDocument` a person or a script
/// checks, with dates in ISO 8601 UTC and summaries as plain text.
public enum FeedReport {
    /// `{"items": [{"author", "id", "link", "published", "summary", "title"}], "link", "title"}`,
    /// keys sorted, absent values as null.
    public static func json(_ document: FeedDocument) -> String {
        let items: [[String: Any]] = document.items.map { item in
            [
                "id": item.id ?? NSNull(),
                "title": item.title,
                "link": item.link ?? NSNull(),
                "published": item.published.map { $0.formatted(.iso8601) } ?? NSNull(),
                "author": item.author ?? NSNull(),
                "summary": summaryText(item) ?? NSNull(),
            ]
        }
        let object: [String: Any] = ["title": document.title, "link": document.link ?? NSNull(), "items": items]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The summary (else the content) as one line of plain text.
    public static func summaryText(_ item: FeedItem) -> String? {
        guard let text = item.summary ?? item.content else { return nil }
        let plain = text.format == .html ? HTMLText.plainText(text.text) : FeedValues.collapse(text.text)
        return plain.isEmpty ? nil : plain
    }
}
