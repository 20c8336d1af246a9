import Entities
import Settings

/// What the article list and the reader ask of their Interactors for one article (both carry it
/// out through `ArticleActions`).
@MainActor protocol ArticleActing: AnyObject {
    func setRead(_ article: Article, _ read: Bool)
    func setStarred(_ article: Article, _ starred: Bool)
    func makeTodo(of article: Article)
    func openLink(of article: Article)
    func copyLink(of article: Article)
}

extension ArticleActing {
    /// Carries out m, s, T, o or y on `article`; false for any other action.
    func perform(_ action: Action, on article: Article) -> Bool {
        switch action {
        case .toggleRead: setRead(article, !article.isRead)
        case .toggleStar: setStarred(article, !article.isStarred)
        case .articleToTodo: makeTodo(of: article)
        case .openLink: openLink(of: article)
        case .copyLink: copyLink(of: article)
        default: return false
        }
        return true
    }
}
