import Entities
import News

/// Reads the shown article's body and acts on it through `ArticleActions`.
final class NewsReaderInteractor: NewsReaderPresenterToInteractor, NewsObserver {
    weak var output: (any NewsReaderInteractorToPresenter)?
    private let session: NewsSession
    private let actions: ArticleActions

    init(session: NewsSession, actions: ArticleActions) {
        self.session = session
        self.actions = actions
        session.addObserver(self)
    }

    func load(_ article: Article) {
        do {
            guard let reader = try session.reader(for: article.id) else {
                output?.actionFailed("That article is no longer in the cache.")
                return
            }
            output?.articleDidLoad(reader.body, text: reader.text)
        } catch {
            output?.actionFailed("The news cache could not be read: \(error).")
        }
    }

    func setRead(_ article: Article, _ read: Bool) {
        report(article) { try actions.setRead(article, read) } changed: { $0.isRead = read }
    }

    func setStarred(_ article: Article, _ starred: Bool) {
        report(article) { try actions.setStarred(article, starred) } changed: { $0.isStarred = starred }
    }

    func makeTodo(of article: Article) { report(article) { try actions.makeTodo(of: article) } }
    func openLink(of article: Article) { report(article) { try actions.openLink(of: article) } }
    func copyLink(of article: Article) { report(article) { try actions.copyLink(of: article) } }

    func refreshAll() {
        if !session.startRefresh() { output?.actionFailed("A refresh is already under way.") }
    }

    func newsDidChange(_ change: NewsChange) {}

    private func report(_ article: Article, _ action: () throws -> String,
                        changed: ((inout Article) -> Void)? = nil) {
        do {
            let sentence = try action()
            if let changed {
                var updated = article
                changed(&updated)
                output?.articleDidChange(updated)
            }
            output?.actionDidFinish(sentence)
        } catch {
            output?.actionFailed((error as? ArticleActions.Failure)?.sentence ?? "\(error)")
        }
    }
}
