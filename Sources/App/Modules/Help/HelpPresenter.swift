import Settings
import Terminal

/// Lists the keymap by context and scrolls it: a list that selects nothing.
@MainActor final class HelpPresenter: HelpViewToPresenter {
    let effects = PaneEffects()
    private let keymap: Keymap
    private var list = ListState(selects: false) { didSet { cache.invalidate() } }
    private var cache = ModelCache<HelpViewModel>()
    private let rows: [HelpRow]

    init(keymap: Keymap) {
        self.keymap = keymap
        let lines = KeyContext.allCases.flatMap { context -> [HelpLine] in
            let bindings = keymap.bindings(in: context)
            guard !bindings.isEmpty else { return [] }
            return [.heading(context.title)]
                + bindings.map { .binding(keys: Keymap.label(of: $0.keys), help: $0.help) }
                + [.blank]
        }
        let keyWidth = lines.map { line -> Int in
            if case .binding(let keys, _) = line { Glyph.width(of: keys) } else { 0 }
        }.max() ?? 0
        rows = lines.map { HelpRow(line: $0, keyWidth: keyWidth) }
        list.setCount(rows.count)
    }

    func viewDidChange(visibleRows: Int) { list.setVisibleRows(visibleRows) }

    func handle(_ key: Key) -> Bool {
        guard let action = keymap.action(for: key, in: .help) else { return false }
        if list.move(action) { return true }
        switch action {
        case .back: effects.append(.close)
        case .quit: effects.append(.quit)
        default: return false
        }
        return true
    }

    /// The wheel scrolls the list of keys; a click does nothing.
    func handle(_ mouse: MouseEvent) -> Bool { list.handle(mouse) != .none }

    var viewModel: HelpViewModel {
        cache.model {
            HelpViewModel(title: "Keys", rows: Array(rows[list.visible]), selectedRow: nil, firstVisibleRow: list.firstVisibleRow,
                          emptyLines: nil, chrome: PaneChrome(hints: keymap.hints(for: .help)))
        }
    }
}
