import Terminal

/// Draws a help page as its Presenter wrapped it: headings, keys (or times) in one column and
/// their texts beside them, how many lines are above and below on the bottom border.
@MainActor final class HelpView: PresenterPane {
    let presenter: any TextViewToPresenter<HelpViewModel>
    let placement = PanePlacement.overlay
    private var rect = Rect(row: 0, column: 0, width: 0, height: 0)

    init(presenter: any TextViewToPresenter<HelpViewModel>) {
        self.presenter = presenter
    }

    var forwardee: any PanePresenter { presenter }
    func layout(in rect: Rect) {
        guard rect != self.rect else { return }
        self.rect = rect
        presenter.viewDidChange(width: rect.inner.width, visibleRows: max(1, rect.inner.height))
    }
    var chrome: PaneChrome { presenter.viewModel.chrome }

    func draw(into screen: inout Screen, focused: Bool) {
        let model = presenter.viewModel
        screen.drawBox(rect, title: model.title, role: focused ? .focusedBorder : .border)
        let inner = rect.inner
        for (offset, row) in model.rows.prefix(inner.height).enumerated() {
            draw(row, row: inner.row + offset, in: inner, into: &screen)
        }
        screen.drawScrollMarker(above: model.linesAbove, below: model.linesBelow, on: rect, placement: .leading, role: .muted)
    }

    private func draw(_ row: HelpRow, row line: Int, in inner: Rect, into screen: inout Screen) {
        let textColumn = inner.column + 3 + row.leftWidth + 2
        let textWidth = inner.column + inner.width - 1 - textColumn
        switch row.line {
        case .heading(let text), .note(let text):
            screen.write(text, row: line, column: inner.column + 1, maxWidth: inner.width - 2, role: .heading)
        case .item(let left, let text, let isError):
            screen.write(left, row: line, column: inner.column + 3, maxWidth: inner.width - 4, role: .statusKey)
            screen.write(text, row: line, column: textColumn, maxWidth: textWidth, role: isError ? .error : .normal)
        case .continuation(let text, let isError):
            screen.write(text, row: line, column: textColumn, maxWidth: textWidth, role: isError ? .error : .normal)
        case .blank:
            break
        }
    }
}
