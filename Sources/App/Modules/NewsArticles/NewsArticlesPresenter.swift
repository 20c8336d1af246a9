import Entities
import Settings
import Terminal

/// Decides what the article list shows and what its keys do. It keeps a window of the list
/// around the rows on screen and asks for another when the selection leaves it. The View pulls the
/// view model when the loop draws; it is made again only after the state changed.
@MainActor final class NewsArticlesPresenter: Worded, ListViewToPresenter, NewsArticlesInteractorToPresenter {
    let interactor: any NewsArticlesPresenterToInteractor
    let router: any NewsArticlesPresenterToRouter
    let effects = PaneEffects()
    let keyContext: KeyContext? = .newsArticles
    let wording: Wording
    private(set) var state = NewsArticlesState() { didSet { cache.invalidate() } }
    private var cache = ModelCache<NewsArticlesViewModel>()
    /// The reader, opened with the first article.
    private var reader = CompanionPane()
    /// The clock's minute the rows' times were worded at ("09:14" today, "Jan 02" after).
    private var wordedAt: Int?
    /// Rows read beyond the screen on each side, so moving a little needs no new read.
    private static let margin = 40

    init(interactor: any NewsArticlesPresenterToInteractor, router: any NewsArticlesPresenterToRouter, wording: Wording) {
        self.interactor = interactor
        self.router = router
        self.wording = wording
    }

    // MARK: Messages from the feeds and the reader (`receive`: NewsArticlesPresenter+Messages.swift)

    func show(_ list: ArticleList) {
        guard list != state.list else { return }
        state.list = list
        // The previous list's window goes too: its selected article must not pull the new
        // list's selection to wherever that article sits in it.
        state.page = ArticlePage(total: 0, offset: 0, articles: [])
        state.rows.setCount(0)
        state.message = nil
        state.kept.forget()
        load()
    }

    /// Selects the first unread article (from the top, or the last from the bottom) and opens it.
    func openFirstUnread(forward: Bool) {
        guard let list = state.list else { return }
        interactor.findUnread(state.kept.query(list.query), from: forward ? -1 : state.page.total, forward: forward, opens: true)
    }

    func readerWantsUnread(forward: Bool) {
        guard let list = state.list else { return noMoreUnread(opens: true) }
        interactor.findUnread(state.kept.query(list.query), from: state.rows.selection, forward: forward, opens: true)
    }

    /// No feed has an unread article left; the reader says so too when the search was to open one.
    func noMoreUnread(opens: Bool) {
        state.message = StatusMessage("No more unread articles.")
        if opens { effects.append(contentsOf: reader.send(.noMoreUnread(opens: true))) }
    }

    // MARK: View → Presenter

    func viewDidLoad() { load() }

    func viewDidChange(visibleRows: Int) {
        state.rows.setVisibleRows(visibleRows)
        load()
    }

    func handle(_ key: Key) -> Bool {
        if state.saving != nil {
            if let save = SaveSearchPrompt.handle(key, in: &state.saving, keymap: keymap) { interactor.saveSearch(save.words, title: save.title) }
            return true
        }
        if ArticleOutputFlow.handle(key, keymap: keymap, context: .newsArticles, actor: interactor,
                                    on: self, flow: \.state.output, message: \.state.message) { return true }
        guard let action = keymap.action(for: key, in: .newsArticles) else { return false }
        state.message = nil
        if state.rows.move(action) {
            ensureLoaded()
        } else {
            perform(action)
        }
        return true
    }

    /// A click selects the row under it, a double click opens the article, the wheel scrolls
    /// (reading another window of the list when it must).
    func handle(_ mouse: MouseEvent) -> Bool {
        let outcome = state.saving == nil ? state.rows.handle(mouse) : .none
        guard outcome != .none else { return false }
        state.message = nil
        ensureLoaded()
        if case .open = outcome, let article = state.selectedArticle { open(article) }
        return true
    }

    private func perform(_ action: Action) {
        if effects.appendPaneAction(action, back: .goBack) { return }
        let list = state.list
        switch action {
        case .nextUnread, .previousUnread:
            if let list {
                interactor.findUnread(state.kept.query(list.query), from: state.rows.selection, forward: action == .nextUnread, opens: false)
            }
        case .markAllRead:
            guard let list else { break }
            state.message = state.markAll.question(marking: list.query, of: list.title, key: keymap.names(.markAllRead, .newsArticles))
            if state.message == nil { interactor.markAllRead(list.query, title: list.title) }
        case .undo: interactor.undo()
        case .refreshFeed: interactor.refresh(feedID: list?.query.feedID ?? state.selectedArticle?.feedID)
        case .refreshAll: interactor.refresh(feedID: nil)
        case .saveSearch: (state.saving, state.message) = SaveSearchPrompt.open(for: list, key: keymap.names(.saveSearch, .newsArticles))
        default: performOnSelection(action)
        }
    }

    private func performOnSelection(_ action: Action) {
        guard let article = state.selectedArticle else { return }
        if action == .toggleRead { state.kept.keep(article, in: state.list?.query) }
        if action == .open { open(article) } else if !interactor.perform(action, on: article) {
            ArticleOutputFlow.run({ $0.begin(action, on: article, actor: interactor) }, on: self, flow: \.state.output, message: \.state.message)
        }
    }

    /// Opening reads the article: the session shows it read at once, to this list and the reader
    /// alike (an unread-only list keeps it until left or refreshed, so the rows stay put).
    private func open(_ article: Article) {
        state.kept.keep(article, in: state.list?.query)
        interactor.open(article)
        effects.append(contentsOf: reader.show(.showArticle(article), focus: true, make: router.makeReader))
    }

    /// Reads the window around the visible rows if they left the one held.
    private func ensureLoaded() {
        if !state.page.holds(state.rows.visible) { load() }
    }

    private func load() {
        guard let list = state.list else { return }
        let rows = state.rows
        let offset = max(0, rows.firstVisibleRow - Self.margin)
        interactor.loadPage(state.kept.query(list.query), offset: offset, limit: rows.visibleRows + 2 * Self.margin)
    }

    // MARK: Interactor → Presenter

    func pageDidLoad(_ page: ArticlePage) {
        let selectedID = state.selectedArticle?.id
        state.page = page
        state.rows.setCount(page.total)
        if let selectedID, state.selectedArticle?.id != selectedID,
           let local = page.articles.firstIndex(where: { $0.id == selectedID }) {
            state.rows.select(page.offset + local)
        }
    }

    /// Past this list's last unread article, the feeds pane moves on to the next feed with some
    /// and has this list open its first (`.openFirstUnread`), or answers `.noMoreUnread`.
    func unreadFound(at index: Int?, forward: Bool, opens: Bool) {
        guard let index else {
            effects.append(.sendToOpener(.showNextFeedWithUnread(forward: forward, opens: opens)))
            return
        }
        state.rows.setCount(max(state.page.total, index + 1))
        state.rows.selectCentred(index)
        load()
        if opens, let article = state.selectedArticle { open(article) }
    }

    func articlesDidChange(refreshed: Bool) {
        if refreshed { state.kept.forget() }
        load()
    }

    func actionDidFinish(_ sentence: String) { state.message = StatusMessage(sentence) }
    func actionFailed(_ sentence: String) { state.message = StatusMessage(sentence, isError: true) }

    func searchWasSaved(as title: String) {
        state.message = StatusMessage("Saved the search as the query feed “\(title)”, at the end of the feeds file.")
        effects.append(.sendToOpener(.feedsFileDidChange))
    }

    var viewModel: NewsArticlesViewModel { cache.model(makeViewModel) }

    func viewClockDidTick() {
        let minute = clockMinute()
        if wordedAt != minute { (wordedAt, cache) = (minute, ModelCache()) }
    }
}
