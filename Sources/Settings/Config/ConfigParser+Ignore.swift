import News
import TOMLKit

/// One `[[news.ignore]]` table: newsboat's `ignore-article FEED FILTER`.
public struct NewsIgnoreRule: Equatable, Sendable {
    /// A feed's URL, or "*" for every feed.
    public var feed: String
    /// A filter expression, checked when read.
    public var filter: String

    public init(feed: String, filter: String) {
        self.feed = feed
        self.filter = filter
    }
}

extension ConfigParser {
    /// `[[news.ignore]]` tables, each `feed = "*" or a URL` and `filter = 'expression'`; a table
    /// with a mistake is named by its line (a filter's, with the column) and left out.
    mutating func readIgnoreRules(_ value: any TOMLValueConvertible) -> [NewsIgnoreRule] {
        let path = ["news", "ignore"]
        guard let array = value.array else {
            report(at: path, "ignore must be written as [[news.ignore]] tables, each with feed and filter, not \(Self.describe(value))")
            return []
        }
        var rules: [NewsIgnoreRule] = []
        for (index, element) in array.enumerated() {
            let at = path + [String(index)]
            guard let table = element.table else {
                report(at: at, "each ignore rule is a table with feed and filter, not \(Self.describe(element))")
                continue
            }
            if let unknown = table.keys.first(where: { $0 != "feed" && $0 != "filter" }) {
                report(at: at + [unknown], "unknown setting “\(unknown)” in [[news.ignore]] (the settings are feed and filter)")
                continue
            }
            guard let feed = table["feed"]?.string, !feed.isEmpty else {
                report(at: at + ["feed"], "an ignore rule needs feed = \"*\" (every feed) or a feed's URL in quotes")
                continue
            }
            guard let filter = table["filter"]?.string else {
                report(at: at + ["filter"], "an ignore rule needs filter = 'expression' (newsboat's filter language, e.g. 'title =~ \"sponsored\"')")
                continue
            }
            if let problem = FilterCheck.problem(in: filter) {
                report(at: at + ["filter"], "the ignore rule's filter cannot be read, at \(problem)")
                continue
            }
            rules.append(NewsIgnoreRule(feed: feed, filter: filter))
        }
        return rules
    }

    /// `ignore-mode = "download"` or `"display"`: true for display.
    mutating func readIgnoreMode(_ value: any TOMLValueConvertible) -> Bool? {
        guard let mode = value.string, mode == "download" || mode == "display" else {
            report(at: ["news", "ignore-mode"], "ignore-mode must be “download” (ignored articles are never stored) or “display” "
                + "(they are stored but not shown), not \(Self.describe(value))")
            return nil
        }
        return mode == "display"
    }
}
