import Entities
import Terminal

/// Decides what the feeds pane shows and what its keys do: the virtual lists first, then each
/// feed; moving the selection shows that list in the articles pane beside it. The View pulls the
/// view model when the loop draws; it is made again only after the state below changed.
@MainActor final class NewsFeedsPresenter: Worded, NewsFeedsViewToPresenter, NewsFeedsInteractorToPresenter, NewsFeedsModuleInput {
    let interactor: any NewsFeedsPresenterToInteractor
    let router: any NewsFeedsPresenterToRouter
    let wording: Wording
    private var content = NewsFeedsContent(feeds: [], unreadCount: 0, starredCount: 0) { didSet { cache.invalidate() } }
    private var rows = ListState() { didSet { cache.invalidate() } }
    private var message: StatusMessage? { didSet { cache.invalidate() } }
    private var refresh: RefreshStatus? { didSet { cache.invalidate() } }
    private var search: LineEditor? { didSet { cache.invalidate() } }
    private var cache = ModelCache<NewsFeedsViewModel>()
    private var shownList: ArticleList?
    private var markAll = MarkAllConfirmation()

    init(interactor: any NewsFeedsPresenterToInteractor, router: any NewsFeedsPresenterToRouter, wording: Wording) {
        self.interactor = interactor
        self.router = router
        self.wording = wording
    }

    /// The rows: all unread, starred, then each feed.
    private var entries: [FeedsEntry] { FeedsEntry.all(content.feeds) }
    private var selected: FeedsEntry? { rows.selected.map { entries[$0] } }

    // MARK: View → Presenter

    func viewDidLoad() { interactor.loadFeeds() }

    func viewDidShow() { interactor.openNews() }

    func viewDidChange(visibleRows: Int) { rows.setVisibleRows(visibleRows) }

    func handle(_ key: Key) -> Bool {
        defer { followSelection() }
        if search != nil {
            handleSearchKey(key)
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
        guard search == nil else { return false }
        defer { followSelection() }
        let outcome = rows.handle(mouse)
        if outcome == .none { return false }
        message = nil
        if case .open = outcome { perform(.open) }
        return true
    }

    private func perform(_ action: Action) {
        if rows.move(action) { return }
        switch action {
        case .open: if let selected { router.showArticles(selected.list, focus: true) }
        case .nextUnread, .previousUnread: openUnread(forward: action == .nextUnread)
        case .markAllRead: if let selected { markAllRead(selected.list) }
        case .refreshFeed:
            if case .feed(let feed) = selected { interactor.refresh(urls: [feed.url]) } else { interactor.refresh(urls: []) }
        case .refreshAll: interactor.refresh(urls: [])
        case .undo: interactor.undo()
        case .search:
            // Without a cache there is no list to show the results in.
            if content.problem != nil {
                message = StatusMessage("There is nothing to search: the news cache could not be read.", isError: true)
            } else if content.isOpening {
                message = StatusMessage("The news cache is still opening; search in a moment.")
            } else {
                search = LineEditor()
            }
        case .showHelp: router.showHelp()
        case .quit: router.quit()
        default: break
        }
    }

    private func handleSearchKey(_ key: Key) {
        guard var editor = search else { return }
        switch editor.apply(key, keymap: keymap) {
        case .edited: search = editor
        case .ignored: break
        case .cancelled: search = nil
        case .submitted(let text):
            search = nil
            let words = text.trimmingCharacters(in: .whitespaces)
            guard !words.isEmpty else { return }
            router.showArticles(ArticleList(title: "Search: \(words)", query: ArticleQuery(search: words), showsFeed: true), focus: true)
        }
    }

    private func markAllRead(_ list: ArticleList) {
        message = markAll.question(marking: list.query, of: list.title, key: keymap.names(.markAllRead, .newsFeeds))
        if message == nil { interactor.markAllRead(list.query, title: list.title) }
    }

    /// `n` from the feeds: the first unread article of the selected list (or the next list with any).
    private func openUnread(forward: Bool) {
        if let selected, selected.unreadCount(total: content.unreadCount) > 0 {
            router.showArticles(selected.list, focus: true)
            router.openFirstUnread(forward: forward)
        } else if !showNextFeedWithUnread(forward: forward) {
            message = StatusMessage("No unread articles.")
        } else {
            router.openFirstUnread(forward: forward)
        }
    }

    // MARK: Module input

    func showNextFeedWithUnread(forward: Bool) -> Bool {
        let feedIndices = entries.indices.filter { if case .feed = entries[$0] { true } else { false } }
        let selection = rows.selection
        let ordered = forward ? feedIndices.filter { $0 > selection } : feedIndices.filter { $0 < selection }.reversed()
        guard let next = ordered.first(where: { entries[$0].unreadCount(total: content.unreadCount) > 0 }) else { return false }
        rows.select(next)
        followSelection()
        if let selected { router.showArticles(selected.list, focus: true) }
        return true
    }

    // MARK: Interactor → Presenter

    func feedsDidChange(_ content: NewsFeedsContent) {
        let selectedURL: String? = if case .feed(let feed) = selected { feed.url } else { nil }
        self.content = content
        rows.setCount(entries.count)
        if let selectedURL, let index = entries.firstIndex(where: { if case .feed(let feed) = $0 { feed.url == selectedURL } else { false } }) {
            rows.select(index)
        }
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
    private func followSelection() {
        guard let selected else { return }
        let list = selected.list
        if list != shownList {
            shownList = list
            router.showArticles(list, focus: false)
        }
    }

    var viewModel: NewsFeedsViewModel { cache.model(makeViewModel) }

    private func makeViewModel() -> NewsFeedsViewModel {
        let formatter = NewsFeedsFormatter(dates: dates(), keys: keymap.names)
        let entries = entries
        return NewsFeedsViewModel(
            title: "Feeds",
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
        return PaneChrome(summary: formatter.summary(content), badge: content.unreadCount > 0 ? content.unreadCount.grouped : nil,
                          hints: keymap.hints(for: .newsFeeds, where: { hasCache || Self.worksWithoutCache($0) }),
                          message: status,
                          prompt: search.map { Prompt(label: "Search all articles:", editor: $0, hints: keymap.hints(for: .lineEditor)) })
    }

    private var hasCache: Bool { content.problem == nil && !content.isOpening }

    /// With no cache there is nothing to open, mark, search or refresh into: only help and quit.
    private static func worksWithoutCache(_ action: Action) -> Bool {
        action == .showHelp || action == .quit
    }
}
