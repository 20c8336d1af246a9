import Entities
import Terminal

/// Decides what the feeds pane shows and what its keys do: the virtual lists first, then each
/// feed; moving the selection shows that list in the articles pane beside it.
final class NewsFeedsPresenter: NewsFeedsViewToPresenter, NewsFeedsInteractorToPresenter, NewsFeedsModuleInput {
    weak var view: (any NewsFeedsPresenterToView)?
    let interactor: any NewsFeedsPresenterToInteractor
    let router: any NewsFeedsPresenterToRouter
    private let keymap: Keymap
    private let dates: () -> DateText
    private var content = NewsFeedsContent(feeds: [], unreadCount: 0, starredCount: 0)
    private var selection = 0
    private var firstVisibleRow = 0
    private var visibleRows = 20
    private var message: StatusMessage?
    private var refresh: RefreshStatus?
    private var search: LineEditor?
    private var shownList: ArticleList?
    private var isHandlingKey = false

    init(interactor: any NewsFeedsPresenterToInteractor, router: any NewsFeedsPresenterToRouter, keymap: Keymap,
         dates: @escaping () -> DateText) {
        self.interactor = interactor
        self.router = router
        self.keymap = keymap
        self.dates = dates
    }

    /// The rows: all unread, starred, then each feed.
    private enum Entry: Equatable {
        case allUnread, starred, feed(Feed)
    }

    private var entries: [Entry] { content.feeds.isEmpty ? [] : [.allUnread, .starred] + content.feeds.map(Entry.feed) }
    private var selected: Entry? { entries.indices.contains(selection) ? entries[selection] : nil }

    // MARK: View → Presenter

    func viewDidLoad() { interactor.loadFeeds() }

    func viewDidShow() { interactor.openNews() }

    func viewDidChange(visibleRows: Int) {
        self.visibleRows = max(1, visibleRows)
        publish()
    }

    func handle(_ key: Key) -> Bool {
        isHandlingKey = true
        defer {
            isHandlingKey = false
            publish()
        }
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
        isHandlingKey = true
        defer {
            isHandlingKey = false
            publish()
        }
        let intent = MouseIntent.inList(mouse, firstVisibleRow: firstVisibleRow, visibleRows: visibleRows, count: entries.count)
        let acted = intent.perform(onListShowing: visibleRows, from: firstVisibleRow, selection: selection, count: entries.count,
                                   select: select, open: { perform(.open) }, scrolled: { window in
            firstVisibleRow = window.firstVisibleRow
            selection = window.selection
        })
        if acted { message = nil }
        return acted
    }

    private func perform(_ action: Action) {
        let page = max(1, visibleRows - 1)
        switch action {
        case .moveDown: select(selection + 1)
        case .moveUp: select(selection - 1)
        case .moveToTop: select(0)
        case .moveToBottom: select(entries.count - 1)
        case .pageDown: select(selection + page)
        case .pageUp: select(selection - page)
        case .open: if let selected { router.showArticles(list(for: selected), focus: true) }
        case .nextUnread, .previousUnread: openUnread(forward: action == .nextUnread)
        case .markAllRead: if let selected { interactor.markAllRead(list(for: selected).query) }
        case .refreshFeed:
            if case .feed(let feed) = selected { interactor.refresh(urls: [feed.url]) } else { interactor.refresh(urls: []) }
        case .refreshAll: interactor.refresh(urls: [])
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

    /// `n` from the feeds: the first unread article of the selected list (or the next list with any).
    private func openUnread(forward: Bool) {
        if let selected, unreadCount(of: selected) > 0 {
            router.showArticles(list(for: selected), focus: true)
            router.openFirstUnread(forward: forward)
        } else if !showNextFeedWithUnread(forward: forward) {
            message = StatusMessage("No unread articles.")
        } else {
            router.openFirstUnread(forward: forward)
        }
    }

    private func select(_ index: Int) {
        selection = min(max(0, index), max(0, entries.count - 1))
    }

    // MARK: Module input

    func showNextFeedWithUnread(forward: Bool) -> Bool {
        let feedIndices = entries.indices.filter { if case .feed = entries[$0] { true } else { false } }
        let ordered = forward ? feedIndices.filter { $0 > selection } : feedIndices.filter { $0 < selection }.reversed()
        guard let next = ordered.first(where: { unreadCount(of: entries[$0]) > 0 }) else { return false }
        selection = next
        publish()
        if let selected { router.showArticles(list(for: selected), focus: true) }
        return true
    }

    // MARK: Interactor → Presenter

    func feedsDidChange(_ content: NewsFeedsContent) {
        let selectedURL: String? = if case .feed(let feed) = selected { feed.url } else { nil }
        self.content = content
        if let selectedURL, let index = entries.firstIndex(where: { if case .feed(let feed) = $0 { feed.url == selectedURL } else { false } }) {
            selection = index
        } else {
            select(selection)
        }
        publish()
    }

    func refreshDidChange(_ status: RefreshStatus, finished: Bool) {
        refresh = finished ? nil : status
        if finished {
            message = StatusMessage(NewsFeedsFormatter.refreshSummary(status), isError: status.failed > 0 || status.feedsFileProblem != nil)
        }
        publish()
    }

    func actionFailed(_ sentence: String) {
        message = StatusMessage(sentence, isError: true)
        publish()
    }

    // MARK: Formatting

    private func list(for entry: Entry) -> ArticleList {
        switch entry {
        case .allUnread: ArticleList(title: "All unread", query: ArticleQuery(unreadOnly: true), showsFeed: true)
        case .starred: ArticleList(title: "Starred", query: ArticleQuery(starredOnly: true), showsFeed: true)
        case .feed(let feed): ArticleList(title: feed.title, query: ArticleQuery(feedID: feed.id), showsFeed: false)
        }
    }

    private func unreadCount(of entry: Entry) -> Int {
        switch entry {
        case .allUnread: content.unreadCount
        case .starred: 0
        case .feed(let feed): feed.unreadCount
        }
    }

    private func publish() {
        guard !isHandlingKey else { return }
        if selection < firstVisibleRow { firstVisibleRow = selection }
        if selection >= firstVisibleRow + visibleRows { firstVisibleRow = selection - visibleRows + 1 }
        firstVisibleRow = max(0, min(firstVisibleRow, entries.count - visibleRows))
        let formatter = NewsFeedsFormatter(dates: dates())
        let entries = entries
        let shown = entries[min(firstVisibleRow, entries.count)..<min(entries.count, firstVisibleRow + visibleRows)]
        view?.display(NewsFeedsViewModel(
            title: "Feeds",
            rows: shown.map { entry in
                switch entry {
                case .allUnread: formatter.virtualRow("All unread", count: content.unreadCount)
                case .starred: formatter.virtualRow("Starred", count: content.starredCount)
                case .feed(let feed): formatter.row(feed)
                }
            },
            selectedRow: entries.isEmpty ? nil : selection,
            firstVisibleRow: firstVisibleRow,
            emptyMessage: entries.isEmpty ? formatter.emptyMessage(problem: content.problem, isOpening: content.isOpening) : nil,
            chrome: chrome(formatter)))
        if let selected {
            let list = list(for: selected)
            if list != shownList {
                shownList = list
                router.showArticles(list, focus: false)
            }
        }
    }

    private func chrome(_ formatter: NewsFeedsFormatter) -> PaneChrome {
        var status = message
        if status == nil, let refresh { status = StatusMessage(NewsFeedsFormatter.progress(refresh)) }
        if status == nil, let problem = content.feedsFileProblem { status = StatusMessage(problem, isError: true) }
        if status == nil, case .feed(let feed) = selected, let failure = formatter.failure(of: feed) {
            status = StatusMessage(failure, isError: true)
        }
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
