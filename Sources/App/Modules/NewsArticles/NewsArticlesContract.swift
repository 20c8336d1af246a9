import Entities
import Terminal

// The NewsArticles module: one list of articles (a feed's, all unread, starred, or a search),
// newest first, read from the cache a page at a time so 50,000 cost what 60 do.

// What the feeds pane tells this one: `PaneMessage.showArticles`, `.openFirstUnread`, and
// `.noMoreUnread` (the answer to `.showNextFeedWithUnread`, which this one sends past its last
// unread article); the reader's `.readerWantsUnread`.

// View → Presenter: `ListViewToPresenter` (the View pulls `ListRow`s when it draws).

/// Presenter → Interactor (and what it does with one article: `ArticleActing`).
@MainActor protocol NewsArticlesPresenterToInteractor: ArticleActing {
    /// Loads `limit` articles from `offset` of the list, and its length.
    func loadPage(_ query: ArticleQuery, offset: Int, limit: Int)
    /// The position of the nearest unread article after (or before) `index`, if any; `opens`
    /// comes back with the answer (open the article found, or only select it).
    func findUnread(_ query: ArticleQuery, from index: Int, forward: Bool, opens: Bool)
    /// Marks it read (opening an article reads it).
    func open(_ article: Article)
    /// `title`: the list's, for the sentence `u` says when it takes this back.
    func markAllRead(_ query: ArticleQuery, title: String)
    /// `u`: takes back the last mark made on the News tab.
    func undo()
    /// Refreshes one feed, or every feed when nil, in the background.
    func refresh(feedID: Feed.ID?)
    /// Writes the search for `words` into the feeds file as a query feed called `title`.
    func saveSearch(_ words: String, title: String)
}

/// Interactor → Presenter.
@MainActor protocol NewsArticlesInteractorToPresenter: AnyObject {
    func pageDidLoad(_ page: ArticlePage)
    /// The answer to `findUnread`: a position in the list, or nil.
    func unreadFound(at index: Int?, forward: Bool, opens: Bool)
    /// Articles changed (marked here or in the reader, or a refresh landed): load again.
    /// `refreshed`: a refresh ended, so read articles the list kept may go.
    func articlesDidChange(refreshed: Bool)
    func actionDidFinish(_ sentence: String)
    func actionFailed(_ sentence: String)
    /// The search is now the query feed `title`, at the end of the feeds file.
    func searchWasSaved(as title: String)
}

/// Presenter → Router: builds the pane the list opens.
@MainActor protocol NewsArticlesPresenterToRouter: AnyObject {
    /// The reader, beside the list.
    func makeReader() -> any Pane
}

/// A window of a list, as the cache gave it.
struct ArticlePage: Equatable {
    var total: Int
    var offset: Int
    var articles: [Article]
}

/// What the article list draws.
typealias NewsArticlesViewModel = ListViewModel<ListRow>
