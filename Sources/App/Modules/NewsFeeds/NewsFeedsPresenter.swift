import Entities
import Settings
import Terminal

/// Decides what the feeds pane shows and what its keys do: the virtual lists first, then each
/// feed; moving the selection shows that list in the articles pane beside it. The View pulls the
/// view model when the loop draws; it is made again only after the state changed.
@MainActor final class NewsFeedsPresenter: Worded, ListViewToPresenter, NewsFeedsInteractorToPresenter {
    let interactor: any NewsFeedsPresenterToInteractor
    let router: any NewsFeedsPresenterToRouter
    let effects = PaneEffects()
    let keyContext: KeyContext? = .newsFeeds
    let wording: Wording
    var state: NewsFeedsState { didSet { cache.invalidate() } }
    private var cache = ModelCache<NewsFeedsViewModel>()
    /// The articles pane, opened with the first list shown.
    var articles = CompanionPane()
    /// The list the articles pane was last told to show.
    private var shownList: ArticleList?
    /// The clock's minute the rows were worded at (a feed's last fetch, "3 min ago").
    private var wordedAt: Int?

    /// `visibility`: what is read shows at first (config.toml's show-read-feeds, show-read-articles).
    init(interactor: any NewsFeedsPresenterToInteractor, router: any NewsFeedsPresenterToRouter, wording: Wording,
         visibility: NewsReadVisibility = NewsReadVisibility()) {
        self.interactor = interactor
        self.router = router
        self.wording = wording
        state = NewsFeedsState(filter: NewsFeedsFilter(visibility: visibility))
    }

    // MARK: View → Presenter

    func viewDidLoad() { interactor.loadFeeds() }

    func viewDidShow() { interactor.openNews() }

    func viewDidChange(visibleRows: Int) { state.rows.setVisibleRows(visibleRows) }

    func handle(_ key: Key) -> Bool {
        defer { followSelection() }
        if state.prompt != nil {
            handlePromptKey(key)
            return true
        }
        guard let action = keymap.action(for: key, in: .newsFeeds) else { return false }
        state.message = nil
        perform(action)
        return true
    }

    /// A click selects the row under it (the articles pane beside follows), a double click opens
    /// it, the wheel scrolls.
    func handle(_ mouse: MouseEvent) -> Bool {
        guard state.prompt == nil else { return false }
        defer { followSelection() }
        let outcome = state.rows.handle(mouse)
        if outcome == .none { return false }
        state.message = nil
        if case .open = outcome { perform(.open) }
        return true
    }

    private func perform(_ action: Action) {
        if state.rows.move(action) { return }
        if performFilterAction(action) || performSubscriptionAction(action) { return }
        let selected = state.selected
        switch action {
        case .open: if let selected { showArticles(state.filter.list(for: selected), focus: true) }
        case .nextUnread, .previousUnread: openUnread(forward: action == .nextUnread)
        case .markAllRead: if let selected { markAllRead(selected.list) }
        case .refreshFeed:
            if case .feed(let feed) = selected { interactor.refresh(urls: [feed.url]) } else { interactor.refresh(urls: []) }
        case .refreshAll: interactor.refresh(urls: [])
        case .undo: interactor.undo()
        case .search: if cacheIsReady(toDo: "search") { state.prompt = .search(LineEditor()) }
        case .showHelp: effects.append(.showHelp)
        case .quit: effects.append(.quit)
        default: break
        }
    }

    private func markAllRead(_ list: ArticleList) {
        state.message = state.markAll.question(marking: list.query, of: list.title, key: keymap.names(.markAllRead, .newsFeeds))
        if state.message == nil { interactor.markAllRead(list.query, title: list.title) }
    }

    /// `n` from the feeds: the first unread article of the selected list (or the next list with any).
    private func openUnread(forward: Bool) {
        if let selected = state.selected, selected.unreadCount(total: state.content.unreadCount) > 0 {
            showArticles(state.filter.list(for: selected), focus: true)
            effects.append(contentsOf: articles.send(.openFirstUnread(forward: forward)))
        } else if !showNextFeedWithUnread(forward: forward) {
            state.message = StatusMessage("No unread articles.")
        } else {
            effects.append(contentsOf: articles.send(.openFirstUnread(forward: forward)))
        }
    }

    /// Shows a list in the articles pane, opening it the first time; with `focus`, it takes the keys.
    func showArticles(_ list: ArticleList, focus: Bool) {
        effects.append(contentsOf: articles.show(.showArticles(list), focus: focus, make: router.makeArticles))
    }

    /// Selects the next entry after the current one that has unread articles and shows them;
    /// false when there is none (also the articles pane's question: NewsFeedsPresenter+Messages.swift).
    func showNextFeedWithUnread(forward: Bool) -> Bool {
        let entries = state.entries
        let feedIndices = entries.indices.filter { if case .feed = entries[$0] { true } else { false } }
        let selection = state.rows.selection
        let ordered = forward ? feedIndices.filter { $0 > selection } : feedIndices.filter { $0 < selection }.reversed()
        let unreadCount = state.content.unreadCount
        guard let next = ordered.first(where: { entries[$0].unreadCount(total: unreadCount) > 0 }) else { return false }
        state.rows.select(next)
        followSelection()
        if let selected = state.selected { showArticles(state.filter.list(for: selected), focus: true) }
        return true
    }

    // MARK: Interactor → Presenter

    func feedsDidChange(_ content: NewsFeedsContent) {
        let selectedKey = state.selected?.key
        state.content = content
        state.rows.setCount(state.entries.count)
        if let selectedKey { select(key: selectedKey) }
        followSelection()
    }

    func refreshDidChange(_ status: RefreshStatus, finished: Bool) {
        state.refresh = finished ? nil : status
        if finished {
            state.message = StatusMessage(NewsFeedsFormatter.refreshSummary(status),
                                          isError: status.failed > 0 || status.failure != nil || status.feedsFileProblem != nil)
        }
    }

    func actionDidFinish(_ sentence: String) { state.message = StatusMessage(sentence) }
    func actionFailed(_ sentence: String) { state.message = StatusMessage(sentence, isError: true) }

    // MARK: Formatting

    /// The articles pane beside shows the selected list: an effect of handling a key or a result,
    /// never of drawing.
    func followSelection() {
        keepSelectedFeed()
        guard let selected = state.selected else { return }
        let list = state.filter.list(for: selected)
        if list != shownList {
            shownList = list
            showArticles(list, focus: false)
        }
    }

    var viewModel: NewsFeedsViewModel { cache.model(makeViewModel) }

    func viewClockDidTick() {
        let minute = clockMinute()
        if wordedAt != minute { (wordedAt, cache) = (minute, ModelCache()) }
    }

    private func makeViewModel() -> NewsFeedsViewModel {
        let formatter = NewsFeedsFormatter(dates: dates(), keys: keymap.names)
        let (entries, rows, content) = (state.entries, state.rows, state.content)
        return NewsFeedsViewModel(
            title: state.filter.title,
            rows: entries[rows.visible].map { formatter.row($0, content: content) },
            selectedRow: rows.selected,
            firstVisibleRow: rows.firstVisibleRow,
            emptyLines: entries.isEmpty ? formatter.emptyMessage(problem: content.problem, isOpening: content.isOpening) : nil,
            chrome: chrome(formatter))
    }

    private func chrome(_ formatter: NewsFeedsFormatter) -> PaneChrome {
        let content = state.content
        var status = state.message
        if status == nil, let refresh = state.refresh { status = StatusMessage(NewsFeedsFormatter.progress(refresh)) }
        if status == nil, let problem = content.feedsFileProblem { status = StatusMessage(problem, isError: true) }
        if status == nil, case .feed(let feed) = state.selected { status = formatter.status(of: feed, due: content.dues[feed.id]) }
        let hasCache = state.hasCache
        return PaneChrome(summary: state.filter.summary(feeds: content.feeds, unread: content.unreadCount),
                          badge: state.filter.badge(unread: content.unreadCount),
                          hints: keymap.hints(for: .newsFeeds, where: { hasCache || Self.worksWithoutCache($0) }),
                          message: status, prompt: state.prompt?.model(keymap: keymap))
    }

    /// With no cache there is nothing to open, mark, search or refresh into: only help and quit.
    private static func worksWithoutCache(_ action: Action) -> Bool {
        action == .showHelp || action == .quit
    }
}
