import Entities
import Terminal

/// How `adder feeds list` prints query feeds, after the feeds.
public enum QueryFeedListing {
    /// One line per query feed: unread/total, title, "query:" and the expression, [tags].
    public static func lines(_ queries: [QueryFeed], countWidth: Int) -> String {
        let counts = queries.map { FeedListing.count($0.unreadCount, $0.articleCount) }
        let width = max(countWidth, counts.map(\.count).max() ?? 0)
        return zip(queries, counts).map { query, count in
            var line = String(repeating: " ", count: width - count.count) + count
                + "  " + InertText.make(query.title) + "  query: " + InertText.make(query.expression)
            if !query.tags.isEmpty { line += "  [" + query.tags.map { InertText.make($0) }.joined(separator: ", ") + "]" }
            return line + "\n"
        }.joined()
    }
}
