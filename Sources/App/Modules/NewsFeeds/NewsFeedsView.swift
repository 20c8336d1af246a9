import Terminal

/// Draws the feeds in a bordered pane and forwards keys to the Presenter.
final class NewsFeedsView: Pane, NewsFeedsPresenterToView {
    let presenter: any NewsFeedsViewToPresenter
    private var model: NewsFeedsViewModel?
    private var rect = Rect(row: 0, column: 0, width: 0, height: 0)

    init(presenter: any NewsFeedsViewToPresenter) {
        self.presenter = presenter
    }

    func display(_ model: NewsFeedsViewModel) { self.model = model }
    func didAppear() { presenter.viewDidLoad() }
    func handle(_ key: Key) -> Bool { presenter.handle(key) }
    var chrome: PaneChrome { model?.chrome ?? PaneChrome() }

    func layout(in rect: Rect) {
        guard rect != self.rect else { return }
        self.rect = rect
        presenter.viewDidChange(visibleRows: max(1, rect.height - 2))
    }

    func draw(into screen: inout Screen, focused: Bool) {
        guard let model else { return }
        screen.drawBox(rect, title: model.title, role: focused ? .focusedBorder : .border)
        let inner = rect.inner
        if let message = model.emptyMessage {
            // Wrapped, not cut: the sentence about an unreadable cache names a long path.
            let lines = message.flatMap { line in
                let wrapped = TextWrap.lines(of: line, width: max(1, inner.width - 2))
                return wrapped.isEmpty ? [""] : wrapped.map { $0.map(\.text).joined() }
            }
            for (offset, line) in lines.prefix(inner.height).enumerated() {
                screen.write(line, row: inner.row + offset, column: inner.column + 1, maxWidth: inner.width - 1, role: .muted)
            }
            return
        }
        screen.drawList(model.rows, in: inner, firstVisibleRow: model.firstVisibleRow, selectedRow: model.selectedRow, focused: focused)
    }
}
