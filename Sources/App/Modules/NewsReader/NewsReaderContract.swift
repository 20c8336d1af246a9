import Entities
import Terminal

// The NewsReader module: one article, its header and its body as wrapped, styled text with the
// links listed after it. A column beside the article list on a wide terminal.

// What the articles pane tells the reader: `PaneMessage.showArticle`, `.noMoreUnread`. What the
// reader asks of it (n / N): `PaneMessage.readerWantsUnread`, answered with one of those.

// View → Presenter: `TextViewToPresenter` (the View pulls `NewsReaderViewModel` when it draws).

/// Presenter → Interactor (and what it does with one article: `ArticleActing`).
@MainActor protocol NewsReaderPresenterToInteractor: ArticleActing {
    /// Reads the article's body from the cache.
    func load(_ article: Article)
    func refreshAll()
    /// `u`: takes back the last mark made on the News tab.
    func undo()
}

/// Interactor → Presenter.
@MainActor protocol NewsReaderInteractorToPresenter: AnyObject {
    func articleDidLoad(_ body: ArticleBody, text: ArticleText)
    /// The article was marked or starred (here or elsewhere): its state now.
    func articleDidChange(_ article: Article)
    func actionDidFinish(_ sentence: String)
    func actionFailed(_ sentence: String)
}

/// Presenter → Router: builds the pane the reader opens.
@MainActor protocol NewsReaderPresenterToRouter: AnyObject {
    /// The article's links, over the reader (`L`).
    func makeLinks(_ links: [String], of title: String) -> any Pane
}

/// What the reader draws: the lines on screen of the whole article as wrapped.
typealias NewsReaderViewModel = TextViewModel<StyledLine>
