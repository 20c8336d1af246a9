import Entities
import Terminal

/// Shows one article, re-wrapped whenever the width changes, and decides what the reader's keys do.
final class NewsReaderPresenter: NewsReaderViewToPresenter, NewsReaderInteractorToPresenter, NewsReaderModuleInput {
    weak var view: (any NewsReaderPresenterToView)?
    let interactor: any NewsReaderPresenterToInteractor
    let router: any NewsReaderPresenterToRouter
    private let keymap: Keymap
    private let dates: () -> DateText
    private var article: Article?
    private var body: ArticleBody?
    private var text: ArticleText?
    private var lines: [StyledLine] = []
    private var width = 60
    private var visibleRows = 20
    private var scroll = 0
    private var message: StatusMessage?
    private var isHandlingKey = false

    init(interactor: any NewsReaderPresenterToInteractor, router: any NewsReaderPresenterToRouter, keymap: Keymap,
         dates: @escaping () -> DateText) {
        self.interactor = interactor
        self.router = router
        self.keymap = keymap
        self.dates = dates
    }

    func show(_ article: Article) {
        self.article = article
        body = nil
        text = nil
        scroll = 0
        message = nil
        interactor.load(article)
        relayout()
    }

    func showNoMoreUnread() {
        message = StatusMessage("No more unread articles.")
        publish()
    }

    func viewDidLoad() { relayout() }

    func viewDidChange(width: Int, visibleRows: Int) {
        self.width = width
        self.visibleRows = visibleRows
        relayout()
    }

    func handle(_ key: Key) -> Bool {
        guard let action = keymap.action(for: key, in: .newsReader) else { return false }
        isHandlingKey = true
        defer {
            isHandlingKey = false
            publish()
        }
        message = nil
        let page = max(1, visibleRows - 1)
        switch action {
        case .moveDown: scroll(to: scroll + 1)
        case .moveUp: scroll(to: scroll - 1)
        case .pageDown: scroll(to: scroll + page)
        case .pageUp: scroll(to: scroll - page)
        case .moveToTop: scroll(to: 0)
        case .moveToBottom: scroll(to: lines.count)
        case .back: router.goBack()
        case .showHelp: router.showHelp()
        case .refreshAll: interactor.refreshAll()
        case .nextUnread, .previousUnread: router.showUnread(forward: action == .nextUnread)
        default: performOnArticle(action)
        }
        return true
    }

    /// The wheel scrolls the article; clicks only focus the pane (the shell does that).
    func handle(_ mouse: MouseEvent) -> Bool {
        guard case .scroll(let rows) = MouseIntent.inText(mouse) else { return false }
        scroll(to: scroll + rows)
        publish()
        return true
    }

    private func performOnArticle(_ action: Action) {
        guard let article else { return }
        switch action {
        case .toggleRead: interactor.setRead(article, !article.isRead)
        case .toggleStar: interactor.setStarred(article, !article.isStarred)
        case .articleToTodo: interactor.makeTodo(of: article)
        case .openLink: interactor.openLink(of: article)
        case .copyLink: interactor.copyLink(of: article)
        default: break
        }
    }

    private func scroll(to line: Int) {
        scroll = min(max(0, line), max(0, lines.count - visibleRows))
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
        publish()
    }

    func actionFailed(_ sentence: String) {
        message = StatusMessage(sentence, isError: true)
        publish()
    }

    // MARK: Formatting

    private func relayout() {
        if let article {
            lines = NewsReaderFormatter(dates: dates(), keys: keymap.names).lines(article: article, body: body, text: text, width: width)
        } else {
            lines = []
        }
        scroll(to: scroll)
        publish()
    }

    private func publish() {
        guard !isHandlingKey else { return }
        let shown = Array(lines.dropFirst(scroll).prefix(visibleRows))
        view?.display(NewsReaderViewModel(
            title: article?.feedTitle ?? "Article",
            lines: shown,
            linesAbove: scroll,
            linesBelow: max(0, lines.count - scroll - shown.count),
            chrome: PaneChrome(hints: keymap.hints(for: .newsReader), message: message)))
    }
}
