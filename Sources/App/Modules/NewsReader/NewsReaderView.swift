import Terminal

/// Draws the article's lines in a bordered pane, with how much more there is on the bottom
/// border, and forwards keys to the Presenter.
@MainActor final class NewsReaderView: PresenterPane {
    let presenter: any TextViewToPresenter<NewsReaderViewModel>
    private var rect = Rect(row: 0, column: 0, width: 0, height: 0)

    init(presenter: any TextViewToPresenter<NewsReaderViewModel>) {
        self.presenter = presenter
    }

    var forwardee: any PanePresenter { presenter }
    var chrome: PaneChrome { presenter.viewModel.chrome }

    func layout(in rect: Rect) {
        guard rect != self.rect else { return }
        self.rect = rect
        presenter.viewDidChange(width: max(1, rect.width - 4), visibleRows: max(1, rect.height - 2))
    }

    func draw(into screen: inout Screen, focused: Bool) {
        let model = presenter.viewModel
        let border: StyleRole = focused ? .focusedBorder : .border
        screen.drawBox(rect, title: model.title, role: border)
        let inner = rect.inner
        for (offset, line) in model.lines.prefix(inner.height).enumerated() {
            screen.write(line, row: inner.row + offset, column: inner.column + 1, maxWidth: inner.width - 2)
        }
        screen.drawScrollMarker(above: model.linesAbove, below: model.linesBelow, on: rect, placement: .trailing, role: border)
    }
}
