import Entities
import Settings

/// What the article list and the reader ask of their Interactors for one article (both carry it
/// out through `ArticleActions`, with the defaults of `ArticleActionsInteractor`).
@MainActor protocol ArticleActing: AnyObject {
    func setRead(_ article: Article, _ read: Bool)
    func setStarred(_ article: Article, _ starred: Bool)
    func makeTodo(of article: Article)
    func openLink(of article: Article)
    func copyLink(of article: Article)
    /// The path the save prompt starts with.
    func suggestedSavePath(for article: Article) -> String
    /// Saves the article as text; without `overwrite`, a file already there is kept (`.exists`).
    /// `S`, `|` and `e` answer at once: the command has ended by then.
    func save(_ article: Article, to path: String, overwrite: Bool) -> ArticleOutputOutcome
    /// Runs `command` with the article's text on its standard input.
    func pipe(_ article: Article, to command: String) -> ArticleOutputOutcome
    /// Hands each attachment to `enclosure-command`.
    func openAttachments(of article: Article) -> ArticleOutputOutcome
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

/// An Interactor that carries out `ArticleActing` through the shared `ArticleActions`: it says
/// only where a sentence goes; the delegations are written once, here.
@MainActor protocol ArticleActionsInteractor: ArticleActing {
    var actions: ArticleActions { get }
    /// What was done, or why not (also later, when a write in the background failed).
    func tell(_ sentence: String, isError: Bool)
}

extension ArticleActionsInteractor {
    func setRead(_ article: Article, _ read: Bool) { report { actions.setRead(article, read, failed: failed) } }
    func setStarred(_ article: Article, _ starred: Bool) { report { actions.setStarred(article, starred, failed: failed) } }
    func makeTodo(of article: Article) { report { try actions.makeTodo(of: article) } }
    func openLink(of article: Article) { report { try actions.openLink(of: article) } }
    func copyLink(of article: Article) { report { try actions.copyLink(of: article) } }

    func suggestedSavePath(for article: Article) -> String { actions.output?.suggestedPath(for: article) ?? "" }
    func save(_ article: Article, to path: String, overwrite: Bool) -> ArticleOutputOutcome {
        actions.output { $0.save(article, to: path, overwrite: overwrite) }
    }
    func pipe(_ article: Article, to command: String) -> ArticleOutputOutcome { actions.output { $0.pipe(article, to: command) } }
    func openAttachments(of article: Article) -> ArticleOutputOutcome { actions.output { $0.openAttachments(of: article) } }

    /// Where a write that failed in the background is said.
    var failed: (String) -> Void { { [weak self] in self?.tell($0, isError: true) } }

    /// Says what `action` came to: its sentence, or the one it threw.
    func report(_ action: () throws -> String) {
        do {
            tell(try action(), isError: false)
        } catch {
            tell((error as? ArticleActions.Failure)?.sentence ?? "\(error)", isError: true)
        }
    }
}

extension ArticleActions {
    /// `S`, `|` and `e`, when the Builder gave these actions an `ArticleOutput`.
    func output(_ body: (ArticleOutput) -> ArticleOutputOutcome) -> ArticleOutputOutcome {
        guard let output else { return .failed("Saving and piping articles is not set up here.") }
        return body(output)
    }
}
