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
    private var state = NewsReaderState() { didSet { cache.invalidate() } }
    private var cache = ModelCache<NewsReaderViewModel>()
    /// The clock's minute the header's date was worded at ("(today)" becomes "(yesterday)").
    private var wordedAt: Int?

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
        state.article = article
        state.body = nil
        state.text = nil
        state.scroll.setCount(0)
        state.message = nil
        interactor.load(article)
        relayout()
    }

    func showNoMoreUnread() {
        state.message = StatusMessage("No more unread articles.")
    }

    func viewDidLoad() { relayout() }

    func viewDidChange(width: Int, visibleRows: Int) {
        state.scroll.setVisibleRows(visibleRows)
        if width != state.width {
            state.width = width
            relayout()
        }
    }

    func handle(_ key: Key) -> Bool {
        if ArticleOutputFlow.handle(key, keymap: keymap, context: .newsReader, actor: interactor,
                                    on: self, flow: \.state.output, message: \.state.message) { return true }
        guard let action = keymap.action(for: key, in: .newsReader) else { return false }
        state.message = nil
        if state.scroll.move(action) || effects.appendPaneAction(action, back: .goBack) { return true }
        switch action {
        case .showLinks:
            if let article = state.article {
                effects.append(.open(router.makeLinks(state.text?.links ?? [], of: article.title), focus: true))
            }
        case .refreshAll: interactor.refreshAll()
        case .undo: interactor.undo()
        case .nextUnread, .previousUnread: effects.append(.sendToOpener(.readerWantsUnread(forward: action == .nextUnread)))
        default: performOnArticle(action)
        }
        return true
    }

    /// The wheel scrolls the article; clicks only focus the pane (the shell does that).
    func handle(_ mouse: MouseEvent) -> Bool { state.scroll.handle(mouse) != .none }

    private func performOnArticle(_ action: Action) {
        if let article = state.article, !interactor.perform(action, on: article) {
            ArticleOutputFlow.run({ $0.begin(action, on: article, actor: interactor) }, on: self, flow: \.state.output, message: \.state.message)
        }
    }

    // MARK: Interactor → Presenter

    func articleDidLoad(_ body: ArticleBody, text: ArticleText) {
        state.body = body
        state.text = text
        relayout()
    }

    func articleDidChange(_ article: Article) {
        guard article.id == state.article?.id else { return }
        state.article = article
        relayout()
    }

    func actionDidFinish(_ sentence: String) {
        state.message = StatusMessage(sentence)
    }

    func actionFailed(_ sentence: String) {
        state.message = StatusMessage(sentence, isError: true)
    }

    // MARK: Formatting

    func viewClockDidTick() {
        let minute = clockMinute()
        guard wordedAt != minute else { return }
        wordedAt = minute
        relayout()
    }

    private func relayout() {
        let formatter = NewsReaderFormatter(dates: dates(), keys: keymap.names)
        state.lines = state.article.map { formatter.lines(article: $0, body: state.body, text: state.text, width: state.width) } ?? []
        state.scroll.setCount(state.lines.count)
    }

    var viewModel: NewsReaderViewModel {
        cache.model {
            let (lines, scroll) = (state.lines, state.scroll)
            let shown = Array(lines[scroll.visible])
            return NewsReaderViewModel(title: state.article?.feedTitle ?? "Article", lines: shown, linesAbove: scroll.firstVisibleRow,
                                       linesBelow: max(0, lines.count - scroll.firstVisibleRow - shown.count),
                                       chrome: PaneChrome(hints: keymap.hints(for: .newsReader), message: state.output.question ?? state.message,
                                                          prompt: state.output.prompt(hints: keymap.hints(for: .lineEditor))))
        }
    }
}
