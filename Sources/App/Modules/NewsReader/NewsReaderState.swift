import Entities
import Settings
import Terminal

/// What the reader shows: the article, its body as loaded, the lines wrapped to the pane, the
/// scroll, and what the last key did or asks.
struct NewsReaderState {
    var article: Article?
    var body: ArticleBody?
    var text: ArticleText?
    var lines: [StyledLine] = []
    var width = 60
    /// The lines' window: a list that only scrolls.
    var scroll = ListState(selects: false)
    var message: StatusMessage?
    var output = ArticleOutputFlow()
}
