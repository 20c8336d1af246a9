import Entities
import Settings
import Terminal

/// Decides what the article list shows and what its keys do. It keeps a window of the list
/// around the rows on screen and asks for another when the selection leaves it. The View pulls the
/// view model when the loop draws; it is made again only after the state below changed.
@MainActor final class NewsArticlesPresenter: Worded, ListViewToPresenter, NewsArticlesInteractorToPresenter {
    let interactor: any NewsArticlesPresenterToInteractor
    let router: any NewsArticlesPresenterToRouter
    let effects = PaneEffects()
    let keyContext: KeyContext? = .newsArticles
    /// The reader, opened with the first article.
    private var reader = CompanionPane()
    let wording: Wording
    private(set) var list: ArticleList? { didSet { cache.invalidate() } }
    private(set) var page = ArticlePage(total: 0, offset: 0, articles: []) { didSet { cache.invalidate() } }
    private(set) var rows = ListState() { didSet { cache.invalidate() } }
    private(set) var message: StatusMessage? { didSet { cache.invalidate() } }
    private(set) var saving: SaveSearchPrompt? { didSet { cache.invalidate() } }
    private var cache = ModelCache<NewsArticlesViewModel>()
    /// The clock's minute the rows' times were worded at ("09:14" today, "Jan 02" after).
    private var wordedAt: Int?
    private var markAll = MarkAllConfirmation()
    private var kept = KeptReadArticles()
    private(set) var output = ArticleOutputFlow() { didSet { cache.invalidate() } }
    /// Rows read beyond the screen on each side, so moving a little needs no new read.
    private static let margin = 40

    init(interactor: any NewsArticlesPresenterToInteractor, router: any NewsArticlesPresenterToRouter, wording: Wording) {
        self.interactor = interactor
        self.router = router
        self.wording = wording
    }

    private var selectedArticle: Article? { rows.selected.flatMap(page.article(at:)) }

    // MARK: Messages from the feeds and the reader (`receive`: NewsArticlesPresenter+Messages.swift)

    func show(_ list: ArticleList) {
        guard list != self.list else { return }
        self.list = list
        // The previous list's window goes too: its selected article must not pull the new
        // list's selection to wherever that article sits in it.
        page = ArticlePage(total: 0, offset: 0, articles: [])
        rows.setCount(0)
        message = nil
        kept.forget()
        load()
    }

    /// Selects the first unread article (from the top, or the last from the bottom) and opens it.
    func openFirstUnread(forward: Bool) {
        guard let list else { return }
        interactor.findUnread(kept.query(list.query), from: forward ? -1 : page.total, forward: forward, opens: true)
    }

    func readerWantsUnread(forward: Bool) {
        guard let list else { return noMoreUnread(opens: true) }
        interactor.findUnread(kept.query(list.query), from: rows.selection, forward: forward, opens: true)
    }

    /// No feed has an unread article left; the reader says so too when the search was to open one.
    func noMoreUnread(opens: Bool) {
        message = StatusMessage("No more unread articles.")
        if opens { effects.append(contentsOf: reader.send(.noMoreUnread(opens: true))) }
    }

    // MARK: View → Presenter

    func viewDidLoad() { load() }

    func viewDidChange(visibleRows: Int) {
        rows.setVisibleRows(visibleRows)
        load()
    }

    func handle(_ key: Key) -> Bool {
        if saving != nil {
            if let save = SaveSearchPrompt.handle(key, in: &saving, keymap: keymap) { interactor.saveSearch(save.words, title: save.title) }
            return true
        }
        if output.isActive {
            message = output.handle(key, keymap: keymap, context: .newsArticles, actor: interactor)
            return true
        }
        guard let action = keymap.action(for: key, in: .newsArticles) else { return false }
        message = nil
        if rows.move(action) {
            ensureLoaded()
        } else {
            perform(action)
        }
        return true
    }

    /// A click selects the row under it, a double click opens the article, the wheel scrolls
    /// (reading another window of the list when it must).
    func handle(_ mouse: MouseEvent) -> Bool {
        let outcome = saving == nil ? rows.handle(mouse) : .none
        guard outcome != .none else { return false }
        message = nil
        ensureLoaded()
        if case .open = outcome, let article = selectedArticle { open(article) }
        return true
    }

    private func perform(_ action: Action) {
        switch action {
        case .back: effects.append(.goBack)
        case .showHelp: effects.append(.showHelp)
        case .nextUnread, .previousUnread:
            if let list {
                interactor.findUnread(kept.query(list.query), from: rows.selection, forward: action == .nextUnread, opens: false)
            }
        case .markAllRead:
            guard let list else { break }
            message = markAll.question(marking: list.query, of: list.title, key: keymap.names(.markAllRead, .newsArticles))
            if message == nil { interactor.markAllRead(list.query, title: list.title) }
        case .undo: interactor.undo()
        case .refreshFeed: interactor.refresh(feedID: list?.query.feedID ?? selectedArticle?.feedID)
        case .refreshAll: interactor.refresh(feedID: nil)
        case .saveSearch: (saving, message) = SaveSearchPrompt.open(for: list, key: keymap.names(.saveSearch, .newsArticles))
        default: performOnSelection(action)
        }
    }

    private func performOnSelection(_ action: Action) {
        guard let article = selectedArticle else { return }
        if action == .toggleRead { kept.keep(article, in: list?.query) }
        if action == .open { open(article) } else if !interactor.perform(action, on: article) {
            message = output.begin(action, on: article, actor: interactor)
        }
    }

    /// Opening reads the article: the session shows it read at once, to this list and the reader
    /// alike (an unread-only list keeps it until left or refreshed, so the rows stay put).
    private func open(_ article: Article) {
        kept.keep(article, in: list?.query)
        interactor.open(article)
        effects.append(contentsOf: reader.show(.showArticle(article), focus: true, make: router.makeReader))
    }

    /// Reads the window around the visible rows if they left the one held.
    private func ensureLoaded() {
        if !page.holds(rows.visible) { load() }
    }

    private func load() {
        guard let list else { return }
        let offset = max(0, rows.firstVisibleRow - Self.margin)
        interactor.loadPage(kept.query(list.query), offset: offset, limit: rows.visibleRows + 2 * Self.margin)
    }

    // MARK: Interactor → Presenter

    func pageDidLoad(_ page: ArticlePage) {
        let selectedID = selectedArticle?.id
        self.page = page
        rows.setCount(page.total)
        if let selectedID, selectedArticle?.id != selectedID,
           let local = page.articles.firstIndex(where: { $0.id == selectedID }) {
            rows.select(page.offset + local)
        }
    }

    /// Past this list's last unread article, the feeds pane moves on to the next feed with some
    /// and has this list open its first (`.openFirstUnread`), or answers `.noMoreUnread`.
    func unreadFound(at index: Int?, forward: Bool, opens: Bool) {
        guard let index else {
            effects.append(.sendToOpener(.showNextFeedWithUnread(forward: forward, opens: opens)))
            return
        }
        rows.setCount(max(page.total, index + 1))
        rows.selectCentred(index)
        load()
        if opens, let article = selectedArticle { open(article) }
    }

    func articlesDidChange(refreshed: Bool) {
        if refreshed { kept.forget() }
        load()
    }

    func actionDidFinish(_ sentence: String) { message = StatusMessage(sentence) }
    func actionFailed(_ sentence: String) { message = StatusMessage(sentence, isError: true) }

    func searchWasSaved(as title: String) {
        message = StatusMessage("Saved the search as the query feed “\(title)”, at the end of the feeds file.")
        effects.append(.sendToOpener(.feedsFileDidChange))
    }

    var viewModel: NewsArticlesViewModel { cache.model(makeViewModel) }

    func viewClockDidTick() {
        let minute = clockMinute()
        if wordedAt != minute { (wordedAt, cache) = (minute, ModelCache()) }
    }
}
