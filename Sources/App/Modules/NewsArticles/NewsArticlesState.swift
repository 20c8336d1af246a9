import Entities
import Settings
import Terminal

/// What the article list shows: the list asked for, the window of it read, the selection, and
/// what the last key did or asks.
struct NewsArticlesState {
    var list: ArticleList?
    var page = ArticlePage(total: 0, offset: 0, articles: [])
    var rows = ListState()
    var message: StatusMessage?
    var saving: SaveSearchPrompt?
    var output = ArticleOutputFlow()
    var markAll = MarkAllConfirmation()
    /// Articles read here that an unread-only list keeps showing until left or refreshed.
    var kept = KeptReadArticles()

    var selectedArticle: Article? { rows.selected.flatMap(page.article(at:)) }
}
