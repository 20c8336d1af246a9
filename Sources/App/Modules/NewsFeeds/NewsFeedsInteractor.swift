import Basics
import Entities
import News

/// Loads the feeds with their counts, refreshes in the background and marks lists read; it
/// hears of every news change (a refresh landing, an article read elsewhere) and passes it on.
@MainActor final class NewsFeedsInteractor: NewsFeedsPresenterToInteractor, NewsObserver, NewsSessionSlotObserver {
    weak var output: (any NewsFeedsInteractorToPresenter)?
    private let sessions: NewsSessionSlot?
    var session: NewsSession? { sessions?.openedSession }
    /// Runs $EDITOR on the feeds file (`E`); nil where there is no terminal to hand over.
    let fileEditor: (any FileEditing)?
    /// Query feeds and their counts, counted in the background.
    private let queries = QueryFeedCounts()

    /// `sessions`: the news side, opened in the background (at start, or by `openNews`); nil without news.
    init(sessions: NewsSessionSlot?, fileEditor: (any FileEditing)? = nil) {
        self.sessions = sessions
        self.fileEditor = fileEditor
        queries.changed = { [weak self] in self?.loadFeeds() }
        if let session = sessions?.openedSession {
            session.addObserver(self)
        } else {
            sessions?.addObserver(self)
        }
    }

    /// Requests for the feeds' counts in the background; only the latest one's answer is shown.
    private var countRequests = 0

    /// The feeds with their counts, read at once, or in the background while a display-mode
    /// killfile's rules (regular expressions) run in every count.
    func loadFeeds() {
        countRequests += 1
        guard let session, session.library.killfileHidesArticles else {
            output?.feedsDidChange(content())
            return
        }
        let request = countRequests
        session.feedCounts { [weak self] result in
            guard let self, request == countRequests else { return }
            switch result {
            case .success(let counts): output?.feedsDidChange(content(counts))
            case .failure(let failure): output?.feedsDidChange(NewsFeedsContent(feeds: [], unreadCount: 0, starredCount: 0,
                                                                                 problem: failure.sentence))
            }
        }
    }

    func reloadFeedsFile() {
        queries.invalidate()
        loadFeeds()
    }

    func openNews() { sessions?.openInBackground() }

    func newsSessionDidOpen() {
        session?.addObserver(self)
        loadFeeds()
    }

    func refresh(urls: [String]) {
        guard let session else { return }
        if !session.startRefresh(urls: urls) { output?.actionFailed(NewsChangeWords.refreshUnderWay) }
    }

    func markAllRead(_ query: ArticleQuery, title: String) {
        session?.markAllRead(query, title: title) { [weak self] result in
            if case .failure(let failure) = result { self?.output?.actionFailed(failure.sentence) }
        }
    }

    func undo() {
        guard let session else { return }
        let sentence = session.undoLastMark { [weak self] in self?.output?.actionFailed($0) }
        if let sentence { output?.actionDidFinish(sentence) } else { output?.actionFailed(NewsChangeWords.nothingToUndo) }
    }

    func newsDidChange(_ change: NewsChange) {
        switch change {
        case .marked, .subscriptionsChanged, .changedElsewhere:
            queries.invalidate()
            loadFeeds()
        case .refreshing(let status):
            loadFeeds()
            output?.refreshDidChange(status, finished: false)
        case .refreshed(let status):
            queries.invalidate()
            loadFeeds()
            output?.refreshDidChange(status, finished: true)
        }
    }

    /// `counts`: the feeds and the starred count read in the background; nil reads them here.
    private func content(_ counts: (feeds: [Feed], starred: Int)? = nil) -> NewsFeedsContent {
        guard let session else {
            // Not open yet, or opening: the tab shows "Opening…" until it is.
            let problem = sessions?.problem
            return NewsFeedsContent(feeds: [], unreadCount: 0, starredCount: 0, problem: problem,
                                    isOpening: sessions != nil && problem == nil)
        }
        queries.countIfStale(session)
        do {
            let feeds = try counts?.feeds ?? session.feeds()
            return NewsFeedsContent(feeds: feeds, unreadCount: feeds.reduce(0) { $0 + $1.unreadCount },
                                    starredCount: try counts?.starred ?? session.count(ArticleQuery(starredOnly: true)), problem: nil,
                                    feedsFileProblem: session.feedsFileProblem, queries: queries.last,
                                    dues: session.pendingDues())
        } catch {
            return NewsFeedsContent(feeds: [], unreadCount: 0, starredCount: 0, problem: "\(error)")
        }
    }
}
