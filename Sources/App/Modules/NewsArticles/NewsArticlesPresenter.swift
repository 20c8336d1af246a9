import Entities
import Terminal

/// Decides what the article list shows and what its keys do. It keeps a window of the list
/// around the rows on screen and asks for another when the selection leaves it.
final class NewsArticlesPresenter: NewsArticlesViewToPresenter, NewsArticlesInteractorToPresenter,
                                   NewsArticlesModuleInput, NewsReaderModuleOutput {
    weak var view: (any NewsArticlesPresenterToView)?
    let interactor: any NewsArticlesPresenterToInteractor
    let router: any NewsArticlesPresenterToRouter
    private let keymap: Keymap
    private let dates: () -> DateText
    private var list: ArticleList?
    private var page = ArticlePage(total: 0, offset: 0, articles: [])
    private var selection = 0
    private var firstVisibleRow = 0
    private var visibleRows = 20
    private var message: StatusMessage?
    /// What to do once `findUnread` answers: open the article found.
    private var opensFoundUnread = false
    private var isHandlingKey = false
    /// Rows read beyond the screen on each side, so moving a little needs no new read.
    private static let margin = 40

    init(interactor: any NewsArticlesPresenterToInteractor, router: any NewsArticlesPresenterToRouter, keymap: Keymap,
         dates: @escaping () -> DateText) {
        self.interactor = interactor
        self.router = router
        self.keymap = keymap
        self.dates = dates
    }

    private var selectedArticle: Article? { article(at: selection) }

    private func article(at index: Int) -> Article? {
        let local = index - page.offset
        return page.articles.indices.contains(local) ? page.articles[local] : nil
    }

    // MARK: Module input

    func show(_ list: ArticleList) {
        guard list != self.list else { return }
        self.list = list
        // The previous list's window goes too: its selected article must not pull the new
        // list's selection to wherever that article sits in it.
        page = ArticlePage(total: 0, offset: 0, articles: [])
        selection = 0
        firstVisibleRow = 0
        message = nil
        load()
    }

    func openFirstUnread(forward: Bool) {
        guard let list else { return }
        opensFoundUnread = true
        interactor.findUnread(list.query, from: forward ? -1 : page.total, forward: forward)
    }

    func readerWantsUnread(forward: Bool) -> Bool {
        guard let list else { return false }
        opensFoundUnread = true
        interactor.findUnread(list.query, from: selection, forward: forward)
        return true
    }

    // MARK: View → Presenter

    func viewDidLoad() { load() }

    func viewDidChange(visibleRows: Int) {
        self.visibleRows = max(1, visibleRows)
        load()
    }

    func handle(_ key: Key) -> Bool {
        guard let action = keymap.action(for: key, in: .newsArticles) else { return false }
        isHandlingKey = true
        defer {
            isHandlingKey = false
            publish()
        }
        message = nil
        perform(action)
        return true
    }

    /// A click selects the row under it, a double click opens the article, the wheel scrolls
    /// (reading another window of the list when it must).
    func handle(_ mouse: MouseEvent) -> Bool {
        let intent = MouseIntent.inList(mouse, firstVisibleRow: firstVisibleRow, visibleRows: visibleRows, count: page.total)
        guard intent != .none else { return false }
        isHandlingKey = true
        defer {
            isHandlingKey = false
            publish()
        }
        message = nil
        return intent.perform(onListShowing: visibleRows, from: firstVisibleRow, selection: selection, count: page.total,
                              select: select, open: { if let article = selectedArticle { open(article) } }, scrolled: { window in
            firstVisibleRow = window.firstVisibleRow
            select(window.selection)
        })
    }

    private func perform(_ action: Action) {
        let page = max(1, visibleRows - 1)
        switch action {
        case .moveDown: select(selection + 1)
        case .moveUp: select(selection - 1)
        case .moveToTop: select(0)
        case .moveToBottom: select(self.page.total - 1)
        case .pageDown: select(selection + page)
        case .pageUp: select(selection - page)
        case .back: router.goBack()
        case .showHelp: router.showHelp()
        case .nextUnread, .previousUnread:
            if let list {
                opensFoundUnread = false
                interactor.findUnread(list.query, from: selection, forward: action == .nextUnread)
            }
        case .markAllRead: if let list { interactor.markAllRead(list.query) }
        case .refreshFeed: interactor.refresh(feedID: list?.query.feedID ?? selectedArticle?.feedID)
        case .refreshAll: interactor.refresh(feedID: nil)
        default: performOnSelection(action)
        }
    }

    private func performOnSelection(_ action: Action) {
        guard let article = selectedArticle else { return }
        switch action {
        case .open: open(article)
        case .toggleRead: interactor.setRead(article, !article.isRead)
        case .toggleStar: interactor.setStarred(article, !article.isStarred)
        case .articleToTodo: interactor.makeTodo(of: article)
        case .openLink: interactor.openLink(of: article)
        case .copyLink: interactor.copyLink(of: article)
        default: break
        }
    }

    /// Opening reads the article: the reader shows it read (in an unread-only list it then
    /// leaves the list, and the selection stays in place, on the next one).
    private func open(_ article: Article) {
        interactor.open(article)
        var read = article
        read.isRead = true
        router.showReader(read)
    }

    private func select(_ index: Int) {
        selection = min(max(0, index), max(0, page.total - 1))
        ensureLoaded()
    }

    /// Reads the window around the visible rows if the selection left the one held.
    private func ensureLoaded() {
        if selection < firstVisibleRow { firstVisibleRow = selection }
        if selection >= firstVisibleRow + visibleRows { firstVisibleRow = selection - visibleRows + 1 }
        let visible = firstVisibleRow..<(firstVisibleRow + visibleRows)
        let held = page.offset..<(page.offset + page.articles.count)
        if !(held.contains(visible.lowerBound) && held.contains(min(visible.upperBound, page.total) - 1)) || page.total == 0 {
            load()
        }
    }

    private func load() {
        guard let list else { return publish() }
        let offset = max(0, firstVisibleRow - Self.margin)
        interactor.loadPage(list.query, offset: offset, limit: visibleRows + 2 * Self.margin)
    }

    // MARK: Interactor → Presenter

    func pageDidLoad(_ page: ArticlePage) {
        let selectedID = selectedArticle?.id
        self.page = page
        if page.total > 0, selection >= page.total { selection = page.total - 1 }
        if let selectedID, article(at: selection)?.id != selectedID,
           let local = page.articles.firstIndex(where: { $0.id == selectedID }) {
            selection = page.offset + local
        }
        publish()
    }

    func unreadFound(at index: Int?, forward: Bool) {
        guard let index else {
            if router.showNextFeedWithUnread(forward: forward) {
                openFirstUnread(forward: forward)
            } else {
                message = StatusMessage("No more unread articles.")
                publish()
            }
            return
        }
        selection = index
        firstVisibleRow = max(0, index - visibleRows / 2)
        load()
        if opensFoundUnread, let article = selectedArticle { open(article) }
        opensFoundUnread = false
    }

    func articlesDidChange() { load() }

    func actionDidFinish(_ sentence: String) {
        message = StatusMessage(sentence)
        publish()
    }

    func actionFailed(_ sentence: String) {
        message = StatusMessage(sentence, isError: true)
        publish()
    }

    // MARK: Formatting

    private func publish() {
        guard !isHandlingKey else { return }
        let formatter = NewsArticlesFormatter(dates: dates(), showsFeed: list?.showsFeed ?? false)
        let rows = (firstVisibleRow..<min(page.total, firstVisibleRow + visibleRows)).compactMap { article(at: $0) }
        view?.display(NewsArticlesViewModel(
            title: formatter.title(list, position: page.total == 0 ? nil : selection, total: page.total),
            rows: rows.map(formatter.row),
            selectedRow: page.total == 0 ? nil : selection,
            firstVisibleRow: firstVisibleRow,
            emptyMessage: page.total == 0 ? formatter.emptyMessage(list) : nil,
            chrome: PaneChrome(summary: formatter.summary(page.total), hints: keymap.hints(for: .newsArticles), message: message)))
    }
}
