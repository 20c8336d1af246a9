import Entities
import News
import Settings

/// Reads the shown article's body and acts on it through `ArticleActions`.
@MainActor final class NewsReaderInteractor: NewsReaderPresenterToInteractor, ArticleActionsInteractor, NewsObserver {
    weak var output: (any NewsReaderInteractorToPresenter)?
    private let session: NewsSession
    let actions: ArticleActions
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
            output?.actionFailed(NewsChangeWords.unreadable("\(error)"))
        }
    }

    func undo() {
        guard let sentence = session.undoLastMark(failed: failed) else {
            return output?.actionFailed(NewsChangeWords.nothingToUndo) ?? ()
        }
        output?.actionDidFinish(sentence)
    }

    func refreshAll() {
        if !session.startRefresh() { output?.actionFailed(NewsChangeWords.refreshUnderWay) }
    }

    /// A mark made here or elsewhere, landed or taken back: the shown article as it is now.
    func newsDidChange(_ change: NewsChange) {
        guard change == .marked, let shownID, let current = try? session.article(shownID) else { return }
        output?.articleDidChange(current)
    }

    func tell(_ sentence: String, isError: Bool) {
        if isError { output?.actionFailed(sentence) } else { output?.actionDidFinish(sentence) }
    }
}
