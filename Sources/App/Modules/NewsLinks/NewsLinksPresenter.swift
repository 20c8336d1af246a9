import Settings
import Terminal

/// The links of the article in the reader, numbered as its text numbers them: Enter, `o` or the
/// number opens one, `y` copies it.
@MainActor final class NewsLinksPresenter: ListViewToPresenter, NewsLinksInteractorToPresenter {
    let interactor: any NewsLinksPresenterToInteractor
    let effects = PaneEffects()
    let keyContext: KeyContext? = .newsLinks
    private let keymap: Keymap
    private var state: NewsLinksState { didSet { cache.invalidate() } }
    private var cache = ModelCache<NewsLinksViewModel>()

    init(links: [String], title: String, interactor: any NewsLinksPresenterToInteractor, keymap: Keymap) {
        state = NewsLinksState(title: title, links: links)
        state.list.setCount(links.count)
        self.keymap = keymap
        self.interactor = interactor
    }

    func viewDidChange(visibleRows: Int) { state.list.setVisibleRows(visibleRows) }
    func actionDidFinish(_ sentence: String) { state.message = StatusMessage(sentence) }
    func actionFailed(_ sentence: String) { state.message = StatusMessage(sentence, isError: true) }

    /// A link's number (1 to 9) opens it; other keys go through the keymap.
    func handle(_ key: Key) -> Bool {
        if case .character(let digit) = key, let number = digit.wholeNumberValue, number > 0 {
            let links = state.links
            guard links.indices.contains(number - 1) else {
                state.message = StatusMessage("This article has \(links.count == 1 ? "1 link" : "\(links.count) links").", isError: true)
                return true
            }
            state.list.select(number - 1)
            interactor.open(links[number - 1])
            return true
        }
        guard let action = keymap.action(for: key, in: .newsLinks) else { return false }
        state.message = nil
        return state.list.move(action) || perform(action)
    }

    /// A click selects a link, a double click opens it, the wheel scrolls.
    func handle(_ mouse: MouseEvent) -> Bool {
        let outcome = state.list.handle(mouse)
        if case .open = outcome { _ = perform(.open) }
        return outcome != .none
    }

    private func perform(_ action: Action) -> Bool {
        switch action {
        case .open: state.selectedLink.map(interactor.open)
        case .copyLink: state.selectedLink.map(interactor.copy)
        default: return effects.appendPaneAction(action, back: .close)
        }
        return true
    }

    var viewModel: NewsLinksViewModel {
        cache.model {
            let (links, list) = (state.links, state.list)
            let width = "[\(links.count)] ".count
            let rows = list.visible.map { index in
                let label = "[\(index + 1)]"
                return ListRow([StyledSpan(label + String(repeating: " ", count: width - label.count), role: .muted),
                                StyledSpan(links[index], role: .link, link: links[index])])
            }
            return NewsLinksViewModel(title: "Links · \(state.title)", rows: rows, selectedRow: list.selected,
                                      firstVisibleRow: list.firstVisibleRow,
                                      emptyLines: links.isEmpty ? ["This article has no links."] : nil,
                                      chrome: PaneChrome(hints: keymap.hints(for: .newsLinks), message: state.message))
        }
    }
}
