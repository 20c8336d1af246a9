import Entities
import Terminal

// The NewsFeeds module: the News tab's root, every feed with its unread count, and two virtual
// lists on top (all unread, starred).

// What other panes tell this one: the articles pane `PaneMessage.showNextFeedWithUnread` (n past
// its last unread) and `.feedsFileDidChange` (a search saved as a query feed); the tag picker
// `.tagPicked`.

// View → Presenter: `ListViewToPresenter` (the View pulls `ListRow`s when it draws; `viewDidShow`: the News tab
// became the one shown, so the cache opens).

/// Presenter → Interactor.
@MainActor protocol NewsFeedsPresenterToInteractor: AnyObject {
    func loadFeeds()
    /// The feeds file changed here: its query feeds are read and counted again.
    func reloadFeedsFile()
    /// Opens the news side in the background if nothing has yet; the feeds follow.
    func openNews()
    /// Refreshes these feeds (every feed when empty) in the background.
    func refresh(urls: [String])
    /// `title`: the list's, for the sentence `u` says when it takes this back.
    func markAllRead(_ query: ArticleQuery, title: String)
    /// `u`: takes back the last mark made on the News tab.
    func undo()
    /// `E`: the feeds file in $EDITOR, applied to the cache when the editor ends.
    func editFeedsFile()
    /// `a`: subscribes to "URL [tag…]" (checked as `adder feeds add` checks it) and fetches it, or
    /// with a feed service as the source subscribes there (the first tag names its category).
    func addFeed(_ line: String)
}

/// Interactor → Presenter.
@MainActor protocol NewsFeedsInteractorToPresenter: AnyObject {
    func feedsDidChange(_ content: NewsFeedsContent)
    /// A refresh advanced (`finished` false) or ended.
    func refreshDidChange(_ status: RefreshStatus, finished: Bool)
    func actionDidFinish(_ sentence: String)
    func actionFailed(_ sentence: String)
    /// `addFeed` subscribed to `url` (its fetch has started, or `sentence` says why not).
    func feedWasAdded(url: String, sentence: String)
}

/// Presenter → Router: builds the panes the feeds open.
@MainActor protocol NewsFeedsPresenterToRouter: AnyObject {
    /// The articles pane, beside the feeds; nil while the news side is not open.
    func makeArticles() -> (any Pane)?
    /// The tag picker over the feeds; it answers with `PaneMessage.tagPicked`.
    func makeTags(of feeds: [Feed], current: String?) -> any Pane
}

/// What the feeds pane shows, as the Interactor found it.
struct NewsFeedsContent: Equatable {
    var feeds: [Feed]
    var unreadCount: Int
    var starredCount: Int
    /// Why the news cache cannot be used (it could not be read); the to-dos still work.
    var problem: String?
    /// The news cache is being opened (the first moments of the News tab).
    var isOpening = false
    /// What is wrong with the feeds file (a line that could not be read); its other feeds show.
    var feedsFileProblem: String? = nil
    /// The feeds file's query feeds, with their counts.
    var queries: [QueryFeed] = []
    /// The feeds not due yet: until when, and why.
    var dues: [Feed.ID: FeedDue] = [:]
}

/// A list of articles the articles pane can show.
struct ArticleList: Equatable {
    var title: String
    var query: ArticleQuery
    /// Whether rows name their feed (the virtual lists and search results mix feeds).
    var showsFeed: Bool
}

/// What the feeds pane draws.
typealias NewsFeedsViewModel = ListViewModel<ListRow>
