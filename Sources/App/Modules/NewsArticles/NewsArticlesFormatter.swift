import Entities
import Settings
import Terminal

/// Turns articles into rows and the pane's title: the article list Presenter's formatting.
struct NewsArticlesFormatter {
    let dates: DateText
    let showsFeed: Bool
    let keys: KeyNames
    private static let feedWidth = 16
    /// `DateText.short`'s widest, "2025-12-31": older dates were cut to "2025-1…".
    /// `DateText.short` is at most eight cells ("Dec 2025").
    private static let dateWidth = 8

    /// "★ Jan 02  Feed name        Title": unread titles stand out, the feed only in mixed lists.
    func row(_ article: Article) -> ListRow {
        var spans = [StyledSpan(article.isStarred ? "★ " : "  ", role: .starred),
                     StyledSpan(pad(dates.short(article.published), to: Self.dateWidth) + " ", role: .muted)]
        if showsFeed { spans.append(StyledSpan(pad(article.feedTitle, to: Self.feedWidth) + " ", role: .muted)) }
        spans.append(StyledSpan(article.title, role: article.isRead ? .normal : .unread))
        return ListRow(spans)
    }

    /// "Feed name 3/250".
    func title(_ list: ArticleList?, position: Int?, total: Int) -> String {
        let name = list?.title ?? "Articles"
        guard let position else { return name }
        return "\(name) \((position + 1).grouped)/\(total.grouped)"
    }

    func emptyMessage(_ list: ArticleList?) -> String {
        guard let list else { return "Choose a feed." }
        if list.query.search != nil {
            return "Nothing matches; \(keys(.back, .newsArticles)), then \(keys(.search, .newsFeeds)) searches again."
        }
        if let filter = list.query.filter { return "No cached article matches this query feed's filter: \(filter)" }
        if list.query.unreadOnly { return "No unread articles. \(keys(.refreshAll, .newsArticles)) refreshes every feed." }
        if list.query.starredOnly { return "No starred articles: \(keys(.toggleStar, .newsArticles)) stars one." }
        return "No articles yet: \(keys(.refreshFeed, .newsArticles)) fetches this feed."
    }

    func summary(_ total: Int) -> String {
        total == 1 ? "1 article" : "\(total.grouped) articles"
    }

    /// Cut or padded to exactly `width` cells.
    private func pad(_ text: String, to width: Int) -> String {
        let glyphs = Screen.fit(Glyph.glyphs(of: text), into: width)
        let used = glyphs.reduce(0) { $0 + $1.width }
        return glyphs.map(\.text).joined() + String(repeating: " ", count: max(0, width - used))
    }
}
