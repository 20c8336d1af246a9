import Terminal

/// Draws one to-do's details as its Presenter wrapped them (title, fields, notes), the notes
/// editor below their heading while it is open, and how much more there is on the bottom border.
@MainActor final class TodoDetailView: PresenterPane {
    let presenter: any TextViewToPresenter<TodoDetailViewModel>
    /// A column beside the list; over the agenda, an overlay.
    let placement: PanePlacement
    private var rect = Rect(row: 0, column: 0, width: 0, height: 0)

    init(presenter: any TextViewToPresenter<TodoDetailViewModel>, placement: PanePlacement = .column) {
        self.presenter = presenter
        self.placement = placement
    }

    var forwardee: any PanePresenter { presenter }
    func layout(in rect: Rect) {
        guard rect != self.rect else { return }
        self.rect = rect
        presenter.viewDidChange(width: max(1, rect.inner.width - 2), visibleRows: rect.inner.height)
    }
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
            return screen.drawScrollMarker(above: model.linesAbove, below: model.linesBelow, on: rect, placement: .leading, role: .muted)
        }
        let top = inner.row + model.lines.count
        let editorRect = Rect(row: top, column: left, width: width, height: inner.row + inner.height - top)
        _ = screen.drawTextArea(editor, in: editorRect, firstRow: model.notesFirstRow, role: .input)
    }
}
