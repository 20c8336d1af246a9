import Entities
import Foundation
import NewsCache

extension NewsLibrary {
    /// The feeds file's query feeds with their counts, run on the cache. A query line that could
    /// not be read is among `feedsFileProblems`, and means no feed.
    public func queryFeeds() throws -> [QueryFeed] {
        try subscriptionFile.load().queryFeeds.map(counted)
    }

    /// `query` with its unread and total counts.
    public func counted(_ query: QueryFeed) throws -> QueryFeed {
        var counted = query
        (counted.unreadCount, counted.articleCount) = try cache.counts(ArticleQuery(filter: query.expression, now: clock.now))
        return counted
    }

    /// Saves a search as a query feed at the end of the feeds file (a file with a line Adder
    /// cannot read is left alone, as for any change).
    public func saveQuery(_ query: QueryFeed) throws {
        try subscriptionFile.update { list throws(SubscriptionError) in try list.add(query: query) }
    }
}

extension QueryFeed {
    /// The query feed's articles, all of them (its list shows read ones too, like a feed's).
    public var articleQuery: ArticleQuery { ArticleQuery(filter: expression) }
}

/// Checking filter expressions where the filter language itself is out of reach (the CLI, the App).
public enum FilterCheck {
    /// "column N: what is wrong" for an expression that cannot be read, nil for one that can.
    public static func problem(in expression: String) -> String? {
        do {
            _ = try FilterExpression.parse(expression)
            return nil
        } catch {
            return error.description
        }
    }
}

extension FilterCheck {
    /// A full-text search's words as a filter expression a query feed can keep: each word found
    /// in the title or the body (`(title =~ "w" or content =~ "w") and …`), matched as text,
    /// case-insensitively. Unlike the search it matches inside words and in the body's markup.
    /// Quotes go (a text of the filter language cannot hold one; the search ignores them too).
    public static func expression(searchingFor words: String) -> String {
        words.split(whereSeparator: { $0.isWhitespace || $0 == "\"" }).map { word in
            let pattern = "\"" + regexLiteral(String(word)) + "\""
            return "(title =~ \(pattern) or content =~ \(pattern))"
        }.joined(separator: " and ")
    }

    /// `text` as a POSIX extended expression matching it literally: special characters in
    /// brackets (`a[.]b`), so no backslash meets the two languages' escapes, but `^` and `\`.
    static func regexLiteral(_ text: String) -> String {
        text.map { character in
            if ".[$()|*+?{".contains(character) { return "[\(character)]" }
            return character == "^" || character == "\\" ? "\\\(character)" : String(character)
        }.joined()
    }
}

extension NewsSettings {
    /// Sets the killfile: `rules` as (a feed's URL or "*", a filter expression) in order; a rule
    /// whose filter cannot be read is left out (config.toml's reader names it first). With
    /// `onlyInDisplay`, ignored articles are stored but hidden; else they are never stored.
    public mutating func ignore(_ rules: [(feed: String, filter: String)], onlyInDisplay: Bool) {
        killfile = Killfile(rules: rules.compactMap { try? IgnoreRule(feed: $0.feed, filter: $0.filter) },
                            mode: onlyInDisplay ? .display : .download)
    }
}

extension NewsLibrary {
    /// Whether every list and count runs the killfile's expressions (display mode, with rules):
    /// the TUI then reads article lists off its loop's thread, as for query feeds.
    public var killfileHidesArticles: Bool { cache.killfile.mode == .display && !cache.killfile.rules.isEmpty }

    /// How many dropped articles the cache remembers per killfile rule.
    public static var ignoredKeptPerRule: Int { NewsCache.ignoredKeptPerRule }
}
