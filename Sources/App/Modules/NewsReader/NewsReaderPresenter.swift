import Entities
import Settings
import Terminal

/// Shows one article, wrapped by its Formatter to the width the View reports (again whenever the
/// article or the width changes), and decides what the reader's keys do. The View pulls the view
/// model when the loop draws; it is made again only after the state below changed.
@MainActor final class NewsReaderPresenter: Worded, TextViewToPresenter, NewsReaderInteractorToPresenter {
    let interactor: any NewsReaderPresenterToInteractor
    let router: any NewsReaderPresenterToRouter
    let effects = PaneEffects()
    let keyContext: KeyContext? = .newsReader
    let wording: Wording
    private var article: Article?
    private var body: ArticleBody?
    private var text: ArticleText?
    private var lines: [StyledLine] = [] { didSet { cache.invalidate() } }
    private var width = 60
    /// The lines' window: a list that only scrolls.
    private var scroll = ListState(selects: false) { didSet { cache.invalidate() } }
    private var message: StatusMessage? { didSet { cache.invalidate() } }
    private var cache = ModelCache<NewsReaderViewModel>()
    /// The clock's minute the header's date was worded at ("(today)" becomes "(yesterday)").
    private var wordedAt: Int?
    private var output = ArticleOutputFlow() { didSet { cache.invalidate() } }

    init(interactor: any NewsReaderPresenterToInteractor, router: any NewsReaderPresenterToRouter, wording: Wording) {
        self.interactor = interactor
        self.router = router
        self.wording = wording
    }

    func receive(_ message: PaneMessage) {
        switch message {
        case .showArticle(let article): show(article)
        case .noMoreUnread: showNoMoreUnread()
        default: break
        }
    }

    func show(_ article: Article) {
        self.article = article
        body = nil
        text = nil
        scroll.setCount(0)
        message = nil
        interactor.load(article)
        relayout()
    }

    func showNoMoreUnread() {
        message = StatusMessage("No more unread articles.")
    }

    func viewDidLoad() { relayout() }

    func viewDidChange(width: Int, visibleRows: Int) {
        scroll.setVisibleRows(visibleRows)
        if width != self.width {
            self.width = width
            relayout()
        }
    }

    func handle(_ key: Key) -> Bool {
        if output.isActive {
            message = output.handle(key, keymap: keymap, context: .newsReader, actor: interactor)
            return true
        }
        guard let action = keymap.action(for: key, in: .newsReader) else { return false }
        message = nil
        if scroll.move(action) { return true }
        switch action {
        case .back: effects.append(.goBack)
        case .showHelp: effects.append(.showHelp)
        case .showLinks: if let article { effects.append(.open(router.makeLinks(text?.links ?? [], of: article.title), focus: true)) }
        case .refreshAll: interactor.refreshAll()
        case .undo: interactor.undo()
        case .nextUnread, .previousUnread: effects.append(.sendToOpener(.readerWantsUnread(forward: action == .nextUnread)))
        default: performOnArticle(action)
        }
        return true
    }

    /// The wheel scrolls the article; clicks only focus the pane (the shell does that).
    func handle(_ mouse: MouseEvent) -> Bool { scroll.handle(mouse) != .none }

    private func performOnArticle(_ action: Action) {
        if let article, !interactor.perform(action, on: article) {
            message = output.begin(action, on: article, actor: interactor)
        }
    }

    // MARK: Interactor → Presenter

    func articleDidLoad(_ body: ArticleBody, text: ArticleText) {
        self.body = body
        self.text = text
        relayout()
    }

    func articleDidChange(_ article: Article) {
        guard article.id == self.article?.id else { return }
        self.article = article
        relayout()
    }

    func actionDidFinish(_ sentence: String) {
        message = StatusMessage(sentence)
    }

    func actionFailed(_ sentence: String) {
        message = StatusMessage(sentence, isError: true)
    }

    // MARK: Formatting

    func viewClockDidTick() {
        let minute = clockMinute()
        guard wordedAt != minute else { return }
        wordedAt = minute
        relayout()
    }

    private func relayout() {
        if let article {
            lines = NewsReaderFormatter(dates: dates(), keys: keymap.names).lines(article: article, body: body, text: text, width: width)
        } else {
            lines = []
        }
        scroll.setCount(lines.count)
    }

    var viewModel: NewsReaderViewModel {
        cache.model {
            let shown = Array(lines[scroll.visible])
            return NewsReaderViewModel(title: article?.feedTitle ?? "Article", lines: shown, linesAbove: scroll.firstVisibleRow,
                                       linesBelow: max(0, lines.count - scroll.firstVisibleRow - shown.count),
                                       chrome: PaneChrome(hints: keymap.hints(for: .newsReader), message: output.question ?? message,
                                                          prompt: output.prompt(hints: keymap.hints(for: .lineEditor))))
        }
    }
}
