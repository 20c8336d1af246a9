import Terminal

/// Lists the keymap by context and scrolls it.
final class HelpPresenter: HelpViewToPresenter {
    weak var view: (any HelpPresenterToView)?
    let router: any HelpPresenterToRouter
    private let keymap: Keymap
    private var firstVisibleRow = 0
    private var visibleRows = 20
    /// Asked before quitting: how many held edits a quit would lose (help has no Interactor of its own).
    private let editsAQuitWouldLose: () -> Int?
    private var message: StatusMessage?

    init(router: any HelpPresenterToRouter, keymap: Keymap, editsAQuitWouldLose: @escaping () -> Int? = { nil }) {
        self.router = router
        self.keymap = keymap
        self.editsAQuitWouldLose = editsAQuitWouldLose
    }

    private lazy var lines: [HelpLine] = KeyContext.allCases.flatMap { context -> [HelpLine] in
        let bindings = keymap.bindings(in: context)
        guard !bindings.isEmpty else { return [] }
        return [.heading(context.title)]
            + bindings.map { .binding(keys: Keymap.label(of: $0.keys), help: $0.help) }
            + [.blank]
    }

    func viewDidLoad() { publish() }

    func viewDidChange(visibleRows: Int) {
        self.visibleRows = visibleRows
        publish()
    }

    func handle(_ key: Key) -> Bool {
        guard let action = keymap.action(for: key, in: .help) else { return false }
        let page = max(1, visibleRows - 1)
        message = nil
        switch action {
        case .back: router.close(); return true
        case .quit: quit()
        case .moveDown: scroll(to: firstVisibleRow + 1)
        case .moveUp: scroll(to: firstVisibleRow - 1)
        case .moveToTop: scroll(to: 0)
        case .moveToBottom: scroll(to: lines.count)
        case .pageDown: scroll(to: firstVisibleRow + page)
        case .pageUp: scroll(to: firstVisibleRow - page)
        default: return false
        }
        publish()
        return true
    }

    /// The wheel scrolls the list of keys.
    func handle(_ mouse: MouseEvent) -> Bool {
        guard case .scroll(let rows) = MouseIntent.inText(mouse) else { return false }
        scroll(to: firstVisibleRow + rows)
        publish()
        return true
    }

    private func quit() {
        guard let count = editsAQuitWouldLose() else { return router.quit() }
        message = StatusMessage(TodoChangeMessages.unsavedEditsWarning(count: count, quitKey: keymap.keyLabel(for: .quit, in: .help) ?? "Ctrl-C"), isError: true)
    }

    private func scroll(to row: Int) {
        firstVisibleRow = max(0, min(row, lines.count - visibleRows))
    }

    private func publish() {
        scroll(to: firstVisibleRow)
        view?.display(HelpViewModel(lines: lines, firstVisibleRow: firstVisibleRow,
                                    chrome: PaneChrome(hints: keymap.hints(for: .help), message: message)))
    }
}
