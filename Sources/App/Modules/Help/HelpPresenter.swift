import Settings
import Terminal

/// A help page that scrolls, wraps to the pane and finds: `/` keeps only the entries holding
/// every word typed, as they are typed; back clears the search before it closes the pane.
@MainActor final class HelpPresenter: TextViewToPresenter {
    let effects = PaneEffects()
    private let keymap: Keymap
    private let title: String
    private let sections: [HelpSection]
    /// The section to show first (the pane `?` was pressed in), until the pane has a size.
    private var startContext: KeyContext?
    private var width = 0
    private var list = ListState(selects: false) { didSet { cache.invalidate() } }
    private var rows: [HelpRow] = [] { didSet { cache.invalidate() } }
    private var finder: LineEditor? { didSet { cache.invalidate() } }
    private var found = "" { didSet { rewrap() } }
    private var cache = ModelCache<HelpViewModel>()

    init(page: HelpPage, keymap: Keymap, dates: @escaping () -> DateText) {
        self.keymap = keymap
        switch page {
        case .keys(let context):
            title = "Keys"
            sections = HelpSections.keys(keymap)
            startContext = context
        case .messages(let log):
            title = "Messages"
            sections = HelpSections.messages(log, dates: dates())
        }
    }

    func viewDidChange(width: Int, visibleRows: Int) {
        list.setVisibleRows(visibleRows)
        guard width != self.width else { return }
        self.width = width
        rewrap()
    }

    private func rewrap() {
        let shown = HelpSections.matching(sections, words: found)
        let top = rows.indices.contains(list.firstVisibleRow) ? rows[list.firstVisibleRow] : nil
        let wrapped = HelpSections.lines(of: shown, width: width)
        rows = shown.isEmpty ? [HelpRow(line: .note("Nothing matches “\(found)”."), leftWidth: 0)] : wrapped.rows
        list.setCount(rows.count)
        if let context = startContext, let section = shown.firstIndex(where: { $0.context == context }) {
            list.scroll(by: wrapped.headings[section] - list.firstVisibleRow)
        } else if let top, let index = rows.firstIndex(of: top) {
            list.scroll(by: index - list.firstVisibleRow)  // a new width keeps the same line on top
        }
    }

    func handle(_ key: Key) -> Bool {
        if finder != nil { return find(key) }
        guard let action = keymap.action(for: key, in: .help) else { return false }
        startContext = nil
        if list.move(action) { return true }
        switch action {
        case .search: finder = LineEditor(text: found, selected: true)
        case .back where !found.isEmpty: found = ""
        case .back: effects.append(.close)
        case .quit: effects.append(.quit)
        default: return false
        }
        return true
    }

    private func find(_ key: Key) -> Bool {
        guard var editor = finder else { return false }
        switch editor.apply(key, keymap: keymap) {
        case .edited:
            finder = editor
            list.scroll(by: -list.firstVisibleRow)
            found = editor.text
        case .submitted: finder = nil
        case .cancelled:
            finder = nil
            found = ""
        case .ignored: break
        }
        return true
    }

    /// The wheel scrolls; a click does nothing.
    func handle(_ mouse: MouseEvent) -> Bool { list.handle(mouse) != .none }

    var viewModel: HelpViewModel {
        cache.model {
            let prompt = finder.map { Prompt(labels: ["Find (every word):", "Find:"], editor: $0, hints: keymap.hints(for: .lineEditor)) }
            let shownTitle = found.isEmpty ? title : "\(title) matching “\(found)”"
            return HelpViewModel(title: shownTitle, lines: Array(rows[list.visible]), linesAbove: list.firstVisibleRow,
                                 linesBelow: max(0, rows.count - list.visible.upperBound),
                                 chrome: PaneChrome(hints: keymap.hints(for: .help), prompt: prompt))
        }
    }
}
