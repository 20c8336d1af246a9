import Entities
import Terminal

/// A query feed's row in the feeds pane: "Title #tag  query  12", the unread count in the
/// unread role as a feed's, and a muted "query" so it reads as a list made by a filter.
enum QueryFeedRow {
    static func row(_ query: QueryFeed) -> ListRow {
        var spans = [StyledSpan(query.title, role: query.unreadCount > 0 ? .unread : .normal)]
        if !query.tags.isEmpty { spans.append(StyledSpan(" " + query.tags.map { "#\($0)" }.joined(separator: " "), role: .tag)) }
        spans.append(StyledSpan("  query", role: .muted))
        return ListRow(spans, trailing: StyledSpan(query.unreadCount > 0 ? query.unreadCount.grouped : "", role: .muted))
    }
}
