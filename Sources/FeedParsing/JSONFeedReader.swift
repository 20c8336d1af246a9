import Entities
import Foundation

/// JSON Feed 1.0 and 1.1 (https://jsonfeed.org), read with JSONSerialization so that loose
/// feeds (numeric ids, a missing version) still read.
enum JSONFeedReader {
    static func read(_ data: Data, url: URL?) throws(FeedParseError) -> FeedDocument {
        let object: Any
        var salvaged: [Any]?
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            // One bad item (a lone surrogate, a number too long to read) loses that item only.
            let bytes = [UInt8](data)
            guard let spans = JSONItemSpans(bytes) else { throw FeedParseError("the file starts like JSON but is not valid JSON.") }
            var rest = bytes
            rest.replaceSubrange(spans.array, with: Array("[]".utf8))
            guard let outside = try? JSONSerialization.jsonObject(with: Data(rest)) else {
                throw FeedParseError("the file starts like JSON but is not valid JSON.")
            }
            object = outside
            salvaged = spans.elements.compactMap { try? JSONSerialization.jsonObject(with: Data(bytes[$0])) }
        }
        guard var feed = object as? [String: Any],
              (feed["version"] as? String)?.contains("jsonfeed.org") ?? false || feed["items"] is [Any] else {
            throw FeedParseError("this JSON is not a JSON Feed (no \"version\" naming jsonfeed.org, no \"items\").")
        }
        if let salvaged { feed["items"] = salvaged }
        let base = url ?? (feed["feed_url"] as? String).flatMap { URL(string: $0) }
        let items = (feed["items"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }.map { item(from: $0, base: base) }
        return FeedDocument(title: FeedValues.collapse(feed["title"] as? String ?? ""),
                            link: resolve(feed["home_page_url"], base), items: items)
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
            enclosures: attachments.compactMap { attachment in
                resolve(attachment["url"], base).map {
                    Enclosure(url: $0, type: attachment["mime_type"] as? String, length: (attachment["size_in_bytes"] as? NSNumber)?.intValue)
                }
            })
    }

    private static func resolve(_ value: Any?, _ base: URL?) -> String? {
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return URL(string: text, relativeTo: base)?.absoluteString ?? text
    }
}
