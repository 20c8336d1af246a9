import Entities
import News
import Settings

/// Reads the shown article's body and acts on it through `ArticleActions`.
@MainActor final class NewsReaderInteractor: NewsReaderPresenterToInteractor, NewsObserver {
    weak var output: (any NewsReaderInteractorToPresenter)?
    private let session: NewsSession
    private let actions: ArticleActions
    /// The article shown: its state is read from the session whenever the news change.
    private var shownID: Article.ID?

    init(session: NewsSession, actions: ArticleActions) {
        self.session = session
        self.actions = actions
        session.addObserver(self)
    }

    func load(_ article: Article) {
        shownID = article.id
        do {
            if let current = try session.article(article.id), current != article { output?.articleDidChange(current) }
            guard let reader = try session.reader(for: article.id) else {
                output?.actionFailed("That article is no longer in the cache.")
                return
            }
            output?.articleDidLoad(reader.body, text: reader.text)
        } catch {
            output?.actionFailed("The news cache could not be read: \(error).")
        }
    }

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
    private var failed: (String) -> Void { { [weak self] in self?.output?.actionFailed($0) } }

    func undo() {
        guard let sentence = session.undoLastMark(failed: failed) else {
            return output?.actionFailed("There is nothing to undo on the News tab.") ?? ()
        }
        output?.actionDidFinish(sentence)
    }

    func refreshAll() {
        if !session.startRefresh() { output?.actionFailed("A refresh is already under way.") }
    }

    /// A mark made here or elsewhere, landed or taken back: the shown article as it is now.
    func newsDidChange(_ change: NewsChange) {
        guard change == .marked, let shownID, let current = try? session.article(shownID) else { return }
        output?.articleDidChange(current)
    }

    private func report(_ action: () throws -> String) {
        do {
            output?.actionDidFinish(try action())
        } catch {
            output?.actionFailed((error as? ArticleActions.Failure)?.sentence ?? "\(error)")
        }
    }
}
