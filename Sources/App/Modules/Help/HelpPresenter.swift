import Settings
import Terminal

/// A help page that scrolls, wraps to the pane and finds: `/` keeps only the entries holding
/// every word typed, as they are typed; back clears the search before it closes the pane.
@MainActor final class HelpPresenter: TextViewToPresenter {
    let effects = PaneEffects()
    private let keymap: Keymap
    private var state: HelpState { didSet { cache.invalidate() } }
    private var cache = ModelCache<HelpViewModel>()

    init(page: HelpPage, keymap: Keymap, dates: @escaping () -> DateText) {
        self.keymap = keymap
        state = switch page {
        case .keys(let context): HelpState(title: "Keys", sections: HelpSections.keys(keymap), startContext: context)
        case .messages(let log): HelpState(title: "Messages", sections: HelpSections.messages(log, dates: dates()))
        }
    }

    func viewDidChange(width: Int, visibleRows: Int) {
        state.list.setVisibleRows(visibleRows)
        state.setWidth(width)
    }

    func handle(_ key: Key) -> Bool {
        if state.finder != nil { return find(key) }
        guard let action = keymap.action(for: key, in: .help) else { return false }
        state.startContext = nil
        if state.list.move(action) { return true }
        switch action {
        case .search: state.finder = LineEditor(text: state.found, selected: true)
        case .back where !state.found.isEmpty: state.find("")
        case .back: effects.append(.close)
        case .quit: effects.append(.quit)
        default: return false
        }
        return true
    }

    private func find(_ key: Key) -> Bool {
        guard var editor = state.finder else { return false }
        switch editor.apply(key, keymap: keymap) {
        case .edited:
            state.finder = editor
            state.list.scroll(by: -state.list.firstVisibleRow)
            state.find(editor.text)
        case .submitted: state.finder = nil
        case .cancelled:
            state.finder = nil
            state.find("")
        case .ignored: break
        }
        return true
    }

    /// The wheel scrolls; a click does nothing.
    func handle(_ mouse: MouseEvent) -> Bool { state.list.handle(mouse) != .none }

    var viewModel: HelpViewModel {
        cache.model {
            let (title, found, rows, list) = (state.title, state.found, state.rows, state.list)
            let prompt = state.finder.map { Prompt(labels: ["Find (every word):", "Find:"], editor: $0, hints: keymap.hints(for: .lineEditor)) }
            let shownTitle = found.isEmpty ? title : "\(title) matching “\(found)”"
            return HelpViewModel(title: shownTitle, lines: Array(rows[list.visible]), linesAbove: list.firstVisibleRow,
                                 linesBelow: max(0, rows.count - list.visible.upperBound),
                                 chrome: PaneChrome(hints: keymap.hints(for: .help), prompt: prompt))
        }
    }
}
