import Settings
import Terminal

/// Draws one to-do's details as its Presenter wrapped them (title, fields, notes), the notes
/// editor below their heading while it is open, and how much more there is on the bottom border.
@MainActor final class TodoDetailView: Pane {
    let presenter: any TextViewToPresenter<TodoDetailViewModel>
    /// A column beside the list; over the agenda, an overlay.
    let placement: PanePlacement
    private var rect = Rect(row: 0, column: 0, width: 0, height: 0)

    init(presenter: any TextViewToPresenter<TodoDetailViewModel>, placement: PanePlacement = .column) {
        self.presenter = presenter
        self.placement = placement
    }

    func didAppear() { presenter.viewDidLoad() }
    func layout(in rect: Rect) {
        guard rect != self.rect else { return }
        self.rect = rect
        presenter.viewDidChange(width: max(1, rect.inner.width - 2), visibleRows: rect.inner.height)
    }
    func handle(_ key: Key) -> Bool { presenter.handle(key) }
    func handle(_ mouse: MouseEvent) -> Bool { presenter.handle(mouse) }
    func takeEffects() -> [PaneEffect] { presenter.effects.take() }
    func receive(_ message: PaneMessage) { presenter.receive(message) }
    var keyContext: KeyContext? { presenter.keyContext }
    var chrome: PaneChrome { presenter.viewModel.chrome }

    func draw(into screen: inout Screen, focused: Bool) {
        let model = presenter.viewModel
        screen.drawBox(rect, title: model.paneTitle, role: focused ? .focusedBorder : .border)
        let inner = rect.inner
        let left = inner.column + 1
        let width = inner.width - 2
        guard width > 0 else { return }
        if let placeholder = model.placeholder {
            screen.write(placeholder, row: inner.row, column: left, maxWidth: width, role: .muted)
            return
        }
        for (offset, line) in model.lines.prefix(inner.height).enumerated() {
            screen.write(line, row: inner.row + offset, column: left, maxWidth: width)
        }
        guard let editor = model.notesEditor else {
            return drawScrollMarker(above: model.linesAbove, below: model.linesBelow, into: &screen)
        }
        let top = inner.row + model.lines.count
        let editorRect = Rect(row: top, column: left, width: width, height: inner.row + inner.height - top)
        _ = screen.drawTextArea(editor, in: editorRect, firstRow: model.notesFirstRow, role: .input)
    }

    /// "↓ 12 more lines" (and "↑ 3 above" once scrolled) in the bottom border.
    private func drawScrollMarker(above: Int, below: Int, into screen: inout Screen) {
        var parts: [String] = []
        if above > 0 { parts.append("↑ \(above) above") }
        if below > 0 { parts.append("↓ \(below) more line\(below == 1 ? "" : "s")") }
        guard !parts.isEmpty, rect.width > 8 else { return }
        screen.write(" \(parts.joined(separator: " · ")) ", row: rect.row + rect.height - 1, column: rect.column + 2,
                     maxWidth: rect.width - 4, role: .muted)
    }
}
