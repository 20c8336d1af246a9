import Entities
import Terminal

// The NewsReader module: one article, its header and its body as wrapped, styled text with the
// links listed after it. A column beside the article list on a wide terminal.

/// What the articles pane asks of the reader (its Router opened it).
@MainActor protocol NewsReaderModuleInput: AnyObject {
    /// Shows an article from the top (its body is read now, not before).
    func show(_ article: Article)
    /// n / N found no unread article anywhere: the reader says so.
    func showNoMoreUnread()
}

/// What the reader asks of the articles pane.
@MainActor protocol NewsReaderModuleOutput: AnyObject {
    /// n / N in the reader: the article list moves to the next (or previous) unread article,
    /// across feeds, and shows it here, or tells the reader there is none (`showNoMoreUnread`).
    func readerWantsUnread(forward: Bool)
}

/// View → Presenter, and the view model the View pulls when it draws.
@MainActor protocol NewsReaderViewToPresenter: TextViewToPresenter where Model == NewsReaderViewModel {}

/// Presenter → Interactor (and what it does with one article: `ArticleActing`).
@MainActor protocol NewsReaderPresenterToInteractor: ArticleActing, ArticleOutputActing {
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

/// Presenter → Router.
@MainActor protocol NewsReaderPresenterToRouter: AnyObject {
    func goBack()
    func showHelp()
    /// Lists the article's links over the reader (`L`).
    func showLinks(_ links: [String], of title: String)
    /// n / N: asks the article list for the next unread one (the answer comes as `show` or
    /// `showNoMoreUnread`).
    func showUnread(forward: Bool)
}

/// What the reader draws: the lines on screen of the whole article as wrapped.
struct NewsReaderViewModel: Equatable {
    var title: String
    var lines: [StyledLine]
    /// Lines above and below the ones shown.
    var linesAbove: Int
    var linesBelow: Int
    var chrome: PaneChrome
}
