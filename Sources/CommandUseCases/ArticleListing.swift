import Basics
import Entities
import Foundation
import News
import Terminal

/// How `adder news list` prints articles.
public enum ArticleListing {
    /// The feed column is at most this wide; longer titles are cut with "…".
    public static let feedColumnLimit = 24

    /// One aligned line per article, each ending with a newline; feed strings made inert.
    public static func lines(_ articles: [Article], timeZone: TimeZone) -> String {
        let idWidth = articles.map { String($0.id).count }.max() ?? 0
        let feedTitles = articles.map { fitted(InertText.make($0.feedTitle), to: feedColumnLimit) }
        let feedWidth = feedTitles.map(Glyph.width(of:)).max() ?? 0
        return zip(articles, feedTitles).map { article, feedTitle in
            let id = String(repeating: " ", count: idWidth - String(article.id).count) + String(article.id)
            let marks = (article.isRead ? " " : "N") + (article.isStarred ? "*" : " ")
            let feed = feedTitle + String(repeating: " ", count: feedWidth - Glyph.width(of: feedTitle))
            return "\(id) \(marks) \(ArticleDate.local(article.published, timeZone: timeZone))  \(feed)  \(InertText.make(article.title))\n"
        }.joined()
    }

    /// A pretty-printed JSON array with every key present; text exactly as the feed gave it.
    public static func json(_ articles: [Article], feedURLs: [Feed.ID: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let rows = articles.map { ArticleJSON(article: $0, feedURL: feedURLs[$0.feedID] ?? "") }
        let data = (try? encoder.encode(rows)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// `text` cut to `width` cells, ending in "…" when cut.
    public static func fitted(_ text: String, to width: Int) -> String {
        guard Glyph.width(of: text) > width else { return text }
        var result = ""
        var used = 0
        for glyph in Glyph.glyphs(of: text) {
            guard used + glyph.width <= width - 1 else { break }
            result += glyph.text
            used += glyph.width
        }
        return result + "…"
    }

    /// The script-facing shape of an article: a stable contract, independent of the cache.
    private struct ArticleJSON: Encodable {
        let article: Article
        let feedURL: String

        enum CodingKeys: String, CodingKey {
            case id, feed, title, link, author, published, read, starred
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(article.id, forKey: .id)
            try container.encode(feedURL, forKey: .feed)
            try container.encode(article.title, forKey: .title)
            // Absent values are written as null, never left out, so scripts can rely on every key.
            try container.encode(article.link, forKey: .link)
            try container.encode(article.author, forKey: .author)
            try container.encode(ArticleDate.utc(article.published), forKey: .published)
            try container.encode(article.isRead, forKey: .read)
            try container.encode(article.isStarred, forKey: .starred)
        }
    }
}

/// Article dates as the CLI prints them.
public enum ArticleDate {
    /// "2026-01-02 09:00" in `timeZone`.
    public static func local(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return String(format: "%04d", parts.year ?? 0) + "-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
    }

    /// "2026-01-02T09:00:00Z".
    public static func utc(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
