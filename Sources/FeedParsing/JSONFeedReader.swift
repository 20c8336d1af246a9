import Entities
import Foundation

/// JSON Feed 1.0 and 1.1 (https://jsonfeed.org), read with JSONSerialization so that loose
/// feeds (numeric ids, a missing version) still read. The items are found in the bytes first
/// (`JSONItemSpans`) and read one at a time, so memory holds one item's objects, not the whole
/// feed's, and a bad item (a lone surrogate, a number too long to read) loses that item only.
enum JSONFeedReader {
    /// The feed's title and link; each item goes to `onItem` (the document's items stay empty).
    static func read(_ data: Data, url: URL?, onItem: (FeedItem) -> Void) throws(FeedParseError) -> FeedDocument {
        let notJSON = FeedParseError("the file starts like JSON but is not valid JSON.")
        let bytes = [UInt8](data)
        let spans = JSONItemSpans(bytes)
        var outside = bytes
        if let spans { outside.replaceSubrange(spans.array, with: Array("[]".utf8)) }
        guard let object = try? JSONSerialization.jsonObject(with: Data(outside)) else { throw notJSON }
        guard let feed = object as? [String: Any],
              (feed["version"] as? String)?.contains("jsonfeed.org") ?? false || feed["items"] is [Any] else {
            throw FeedParseError("this JSON is not a JSON Feed (no \"version\" naming jsonfeed.org, no \"items\").")
        }
        let base = url ?? (feed["feed_url"] as? String).flatMap { URL(string: $0) }
        if let spans {
            for span in spans.elements {
                if let entry = (try? JSONSerialization.jsonObject(with: Data(bytes[span]))) as? [String: Any] {
                    onItem(item(from: entry, base: base))
                }
            }
        } else {
            for case let entry as [String: Any] in feed["items"] as? [Any] ?? [] {
                onItem(item(from: entry, base: base))
            }
        }
        return FeedDocument(title: FeedValues.collapse(feed["title"] as? String ?? ""), link: resolve(feed["home_page_url"], base))
    }

    private static func item(from item: [String: Any], base: URL?) -> FeedItem {
        let content = FeedValues.nonEmpty((item["content_html"] as? String).map { FeedText($0, format: .html) })
        let summary = FeedValues.nonEmpty(((item["summary"] ?? item["content_text"]) as? String).map { FeedText($0, format: .plain) })
        let id: String? = switch item["id"] {
        case let text as String: text
        case let number as NSNumber: number.stringValue
        default: nil
        }
        let author = (item["authors"] as? [[String: Any]])?.first ?? item["author"] as? [String: Any]
        let attachments = (item["attachments"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
        return FeedItem(
            id: id,
            title: FeedValues.itemTitle(FeedValues.collapse(item["title"] as? String ?? ""), summary: summary, content: content),
            link: resolve(item["url"], base) ?? resolve(item["external_url"], base),
            author: FeedValues.author(author?["name"] as? String),
            published: (item["date_published"] as? String).flatMap(FeedDate.parse),
            updated: (item["date_modified"] as? String).flatMap(FeedDate.parse),
            summary: summary,
            content: content,
            enclosures: EnclosureValues.unique(attachments.compactMap { attachment in
                resolve(attachment["url"], base).map {
                    EnclosureValues.make(url: $0, type: attachment["mime_type"] as? String, bytes: wholeBytes(attachment["size_in_bytes"]))
                }
            }))
    }

    /// `size_in_bytes` when it is a whole number in range (a JSON number may be 12.5 or 1e300).
    private static func wholeBytes(_ value: Any?) -> Int? {
        guard let number = (value as? NSNumber)?.doubleValue, number.rounded() == number, number > 0, number < 1e18 else { return nil }
        return Int(number)
    }

    private static func resolve(_ value: Any?, _ base: URL?) -> String? {
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return URL(string: text, relativeTo: base)?.absoluteString ?? text
    }
}
