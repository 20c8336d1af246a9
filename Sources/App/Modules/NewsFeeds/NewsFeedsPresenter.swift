import Entities
import Settings
import Terminal

/// Decides what the feeds pane shows and what its keys do: the virtual lists first, then each
/// feed; moving the selection shows that list in the articles pane beside it. The View pulls the
/// view model when the loop draws; it is made again only after the state below changed.
@MainActor final class NewsFeedsPresenter: Worded, ListViewToPresenter, NewsFeedsInteractorToPresenter {
    let interactor: any NewsFeedsPresenterToInteractor
    let router: any NewsFeedsPresenterToRouter
    let effects = PaneEffects()
    let keyContext: KeyContext? = .newsFeeds
    /// The articles pane, opened with the first list shown.
    var articles = CompanionPane()
    let wording: Wording
    private(set) var content = NewsFeedsContent(feeds: [], unreadCount: 0, starredCount: 0) { didSet { cache.invalidate() } }
    var rows = ListState() { didSet { cache.invalidate() } }
    var message: StatusMessage? { didSet { cache.invalidate() } }
    private var refresh: RefreshStatus? { didSet { cache.invalidate() } }
    /// The line editor open in the status bar (search, add a feed).
    var prompt: NewsFeedsPrompt? { didSet { cache.invalidate() } }
    /// The tag on and what is read hidden (`NewsFeedsPresenter+Filter.swift`).
    var filter: NewsFeedsFilter { didSet { cache.invalidate() } }
    private var cache = ModelCache<NewsFeedsViewModel>()
    /// The clock's minute the rows were worded at (a feed's last fetch, "3 min ago").
    private var wordedAt: Int?
    private var shownList: ArticleList?
    private var markAll = MarkAllConfirmation()

    /// `visibility`: what is read shows at first (config.toml's show-read-feeds, show-read-articles).
    init(interactor: any NewsFeedsPresenterToInteractor, router: any NewsFeedsPresenterToRouter, wording: Wording,
         visibility: NewsReadVisibility = NewsReadVisibility()) {
        self.interactor = interactor
        self.router = router
        self.wording = wording
        filter = NewsFeedsFilter(visibility: visibility)
    }

    /// The rows: all unread, starred, the query feeds, then each feed the filter lets through.
    var entries: [FeedsEntry] { filter.entries(content.feeds, queries: content.queries) }
    var selected: FeedsEntry? { rows.selected.map { entries[$0] } }

    // MARK: View → Presenter

    func viewDidLoad() { interactor.loadFeeds() }

    func viewDidShow() { interactor.openNews() }

    func viewDidChange(visibleRows: Int) { rows.setVisibleRows(visibleRows) }

    func handle(_ key: Key) -> Bool {
        defer { followSelection() }
        if prompt != nil {
            handlePromptKey(key)
            return true
        }
        guard let action = keymap.action(for: key, in: .newsFeeds) else { return false }
        message = nil
        perform(action)
        return true
    }

    /// A click selects the row under it (the articles pane beside follows), a double click opens
    /// it, the wheel scrolls.
    func handle(_ mouse: MouseEvent) -> Bool {
        guard prompt == nil else { return false }
        defer { followSelection() }
        let outcome = rows.handle(mouse)
        if outcome == .none { return false }
        message = nil
        if case .open = outcome { perform(.open) }
        return true
    }

    private func perform(_ action: Action) {
        if rows.move(action) { return }
        if performFilterAction(action) || performSubscriptionAction(action) { return }
        switch action {
        case .open: if let selected { showArticles(filter.list(for: selected), focus: true) }
        case .nextUnread, .previousUnread: openUnread(forward: action == .nextUnread)
        case .markAllRead: if let selected { markAllRead(selected.list) }
        case .refreshFeed:
            if case .feed(let feed) = selected { interactor.refresh(urls: [feed.url]) } else { interactor.refresh(urls: []) }
        case .refreshAll: interactor.refresh(urls: [])
        case .undo: interactor.undo()
        case .search: if cacheIsReady(toDo: "search") { prompt = .search(LineEditor()) }
        case .showHelp: effects.append(.showHelp)
        case .quit: effects.append(.quit)
        default: break
        }
    }

    private func markAllRead(_ list: ArticleList) {
        message = markAll.question(marking: list.query, of: list.title, key: keymap.names(.markAllRead, .newsFeeds))
        if message == nil { interactor.markAllRead(list.query, title: list.title) }
    }

    /// `n` from the feeds: the first unread article of the selected list (or the next list with any).
    private func openUnread(forward: Bool) {
        if let selected, selected.unreadCount(total: content.unreadCount) > 0 {
            showArticles(filter.list(for: selected), focus: true)
            effects.append(contentsOf: articles.send(.openFirstUnread(forward: forward)))
        } else if !showNextFeedWithUnread(forward: forward) {
            message = StatusMessage("No unread articles.")
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
        let entries = entries
        let feedIndices = entries.indices.filter { if case .feed = entries[$0] { true } else { false } }
        let selection = rows.selection
        let ordered = forward ? feedIndices.filter { $0 > selection } : feedIndices.filter { $0 < selection }.reversed()
        guard let next = ordered.first(where: { entries[$0].unreadCount(total: content.unreadCount) > 0 }) else { return false }
        rows.select(next)
        followSelection()
        if let selected { showArticles(filter.list(for: selected), focus: true) }
        return true
    }

    // MARK: Interactor → Presenter

    func feedsDidChange(_ content: NewsFeedsContent) {
        let selectedKey = selected?.key
        self.content = content
        rows.setCount(entries.count)
        if let selectedKey { select(key: selectedKey) }
        followSelection()
    }

    func refreshDidChange(_ status: RefreshStatus, finished: Bool) {
        refresh = finished ? nil : status
        if finished {
            message = StatusMessage(NewsFeedsFormatter.refreshSummary(status),
                                    isError: status.failed > 0 || status.failure != nil || status.feedsFileProblem != nil)
        }
    }

    func actionDidFinish(_ sentence: String) { message = StatusMessage(sentence) }
    func actionFailed(_ sentence: String) { message = StatusMessage(sentence, isError: true) }

    // MARK: Formatting

    /// The articles pane beside shows the selected list: an effect of handling a key or a result,
    /// never of drawing.
    func followSelection() {
        keepSelectedFeed()
        guard let selected else { return }
        let list = filter.list(for: selected)
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
        let entries = entries
        return NewsFeedsViewModel(
            title: filter.title,
            rows: entries[rows.visible].map { formatter.row($0, content: content) },
            selectedRow: rows.selected,
            firstVisibleRow: rows.firstVisibleRow,
            emptyLines: entries.isEmpty ? formatter.emptyMessage(problem: content.problem, isOpening: content.isOpening) : nil,
            chrome: chrome(formatter))
    }

    private func chrome(_ formatter: NewsFeedsFormatter) -> PaneChrome {
        var status = message
        if status == nil, let refresh { status = StatusMessage(NewsFeedsFormatter.progress(refresh)) }
        if status == nil, let problem = content.feedsFileProblem { status = StatusMessage(problem, isError: true) }
        if status == nil, case .feed(let feed) = selected { status = formatter.status(of: feed, due: content.dues[feed.id]) }
        return PaneChrome(summary: filter.summary(feeds: content.feeds, unread: content.unreadCount),
                          badge: filter.badge(unread: content.unreadCount),
                          hints: keymap.hints(for: .newsFeeds, where: { hasCache || Self.worksWithoutCache($0) }),
                          message: status, prompt: prompt?.model(keymap: keymap))
    }

    var hasCache: Bool { content.problem == nil && !content.isOpening }

    /// With no cache there is nothing to open, mark, search or refresh into: only help and quit.
    private static func worksWithoutCache(_ action: Action) -> Bool {
        action == .showHelp || action == .quit
    }
}
