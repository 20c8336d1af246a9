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
    func tabDidShow() { presenter.viewDidShow() }
    func handle(_ key: Key) -> Bool { presenter.handle(key) }
    func handle(_ mouse: MouseEvent) -> Bool { presenter.handle(mouse) }
    var chrome: PaneChrome { model?.chrome ?? PaneChrome() }

    func layout(in rect: Rect) {
        guard rect != self.rect else { return }
        self.rect = rect
        presenter.viewDidChange(visibleRows: max(1, rect.height - 2))
    }

    func draw(into screen: inout Screen, focused: Bool) {
        guard let model else { return }
        screen.drawListPane(rect, title: model.title, focused: focused, rows: model.rows, firstVisibleRow: model.firstVisibleRow,
                            selectedRow: model.selectedRow, emptyLines: model.emptyMessage)
    }
}
