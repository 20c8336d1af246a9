import Settings
import Terminal

/// The links of the article in the reader, numbered as its text numbers them: Enter, `o` or the
/// number opens one, `y` copies it. Its state is a `ListState` and a message.
@MainActor final class NewsLinksPresenter: ListViewToPresenter, NewsLinksInteractorToPresenter {
    let interactor: any NewsLinksPresenterToInteractor
    let effects = PaneEffects()
    let keyContext: KeyContext? = .newsLinks
    private let keymap: Keymap
    private let title: String
    private let links: [String]
    private var list = ListState() { didSet { cache.invalidate() } }
    private var message: StatusMessage? { didSet { cache.invalidate() } }
    private var cache = ModelCache<NewsLinksViewModel>()

    init(links: [String], title: String, interactor: any NewsLinksPresenterToInteractor, keymap: Keymap) {
        (self.links, self.title, self.keymap) = (links, title, keymap)
        self.interactor = interactor
        list.setCount(links.count)
    }

    func viewDidChange(visibleRows: Int) { list.setVisibleRows(visibleRows) }
    func actionDidFinish(_ sentence: String) { message = StatusMessage(sentence) }
    func actionFailed(_ sentence: String) { message = StatusMessage(sentence, isError: true) }

    /// A link's number (1 to 9) opens it; other keys go through the keymap.
    func handle(_ key: Key) -> Bool {
        if case .character(let digit) = key, let number = digit.wholeNumberValue, number > 0 {
            guard links.indices.contains(number - 1) else {
                message = StatusMessage("This article has \(links.count == 1 ? "1 link" : "\(links.count) links").", isError: true)
                return true
            }
            list.select(number - 1)
            interactor.open(links[number - 1])
            return true
        }
        guard let action = keymap.action(for: key, in: .newsLinks) else { return false }
        message = nil
        if list.move(action) { return true }
        switch action {
        case .open: list.selected.map { interactor.open(links[$0]) }
        case .copyLink: list.selected.map { interactor.copy(links[$0]) }
        case .back: effects.append(.close)
        case .showHelp: effects.append(.showHelp)
        default: return false
        }
        return true
    }

    /// A click selects a link, a double click opens it, the wheel scrolls.
    func handle(_ mouse: MouseEvent) -> Bool {
        let outcome = list.handle(mouse)
        if case .open(let index) = outcome { interactor.open(links[index]) }
        return outcome != .none
    }

    var viewModel: NewsLinksViewModel {
        cache.model {
            let width = "[\(links.count)] ".count
            let rows = list.visible.map { index in
                let label = "[\(index + 1)]"
                return ListRow([StyledSpan(label + String(repeating: " ", count: width - label.count), role: .muted),
                                StyledSpan(links[index], role: .link, link: links[index])])
            }
            return NewsLinksViewModel(title: "Links · \(title)", rows: rows, selectedRow: list.selected,
                                      firstVisibleRow: list.firstVisibleRow,
                                      emptyLines: links.isEmpty ? ["This article has no links."] : nil,
                                      chrome: PaneChrome(hints: keymap.hints(for: .newsLinks), message: message))
        }
    }
}
