import Terminal

/// Draws the list view model in a bordered pane and forwards keys to the Presenter.
final class TodoListView: Pane, TodoListPresenterToView {
    let presenter: any TodoListViewToPresenter
    private var model: TodoListViewModel?
    private var rect = Rect(row: 0, column: 0, width: 0, height: 0)

    init(presenter: any TodoListViewToPresenter) {
        self.presenter = presenter
    }

    func display(_ model: TodoListViewModel) { self.model = model }

    func didAppear() { presenter.viewDidLoad() }

    func layout(in rect: Rect) {
        guard rect != self.rect else { return }
        self.rect = rect
        presenter.viewDidChange(visibleRows: max(1, rect.height - 2))
    }

    func draw(into screen: inout Screen, focused: Bool) {
        guard let model else { return }
        screen.drawBox(rect, title: model.title, role: focused ? .focusedBorder : .border)
        let inner = rect.inner
        if let empty = model.emptyMessage {
            screen.write(empty, row: inner.row, column: inner.column + 1, maxWidth: inner.width - 1, role: .muted)
            return
        }
        for (offset, row) in model.rows.dropFirst(model.firstVisibleRow).prefix(inner.height).enumerated() {
            let index = model.firstVisibleRow + offset
            let line = inner.row + offset
            let isSelected = index == model.selectedRow
            let role: StyleRole = isSelected && focused ? .selected : (row.isDone ? .done : .normal)
            screen.fill(Rect(row: line, column: inner.column, width: inner.width, height: 1), role: role)
            screen.write(isSelected ? "▸" : " ", row: line, column: inner.column, role: role)
            screen.write("\(row.checkbox) \(row.title)", row: line, column: inner.column + 1, maxWidth: inner.width - 1, role: role)
        }
    }

    func handle(_ key: Key) -> Bool { presenter.handle(key) }

    var chrome: PaneChrome { model?.chrome ?? PaneChrome() }
}
