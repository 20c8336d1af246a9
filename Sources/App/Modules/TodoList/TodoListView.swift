import Terminal

/// Draws the list view model in a bordered pane and forwards keys to the Presenter. A row:
/// selection marker, checkbox, priority marker, title and #tags, and the due date at the right.
final class TodoListView: Pane, TodoListPresenterToView {
    let presenter: any TodoListViewToPresenter
    private var model: TodoListViewModel?
    private var rect = Rect(row: 0, column: 0, width: 0, height: 0)

    init(presenter: any TodoListViewToPresenter) {
        self.presenter = presenter
    }

    func display(_ model: TodoListViewModel) { self.model = model }
    func didAppear() { presenter.viewDidLoad() }
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
        screen.drawBox(rect, title: model.title, role: focused ? .focusedBorder : .border)
        let inner = rect.inner
        if let empty = model.emptyMessage {
            screen.write(empty, row: inner.row, column: inner.column + 1, maxWidth: inner.width - 1, role: .muted)
            return
        }
        let dueWidth = min(12, model.rows.map { Glyph.width(of: $0.due) }.max() ?? 0)
        let priorityWidth = model.rows.map { Glyph.width(of: $0.priorityMarker) }.max() ?? 0
        for (offset, row) in model.rows.prefix(inner.height).enumerated() {
            let index = model.firstVisibleRow + offset
            let isSelected = index == model.selectedRow
            draw(row, at: inner.row + offset, in: inner, selected: isSelected, focused: focused,
                 columns: (priority: priorityWidth, due: dueWidth), into: &screen)
        }
    }

    private func draw(_ row: TodoListRow, at line: Int, in inner: Rect, selected: Bool, focused: Bool,
                      columns: (priority: Int, due: Int), into screen: inout Screen) {
        let highlight = selected && focused
        let base: StyleRole = highlight ? .selected : (row.isDone ? .done : .normal)
        func role(_ own: StyleRole) -> StyleRole { highlight || row.isDone ? base : own }
        screen.fill(Rect(row: line, column: inner.column, width: inner.width, height: 1), role: base)
        var column = inner.column
        column += screen.write(selected ? "▸" : " ", row: line, column: column, role: base)
        column += screen.write("\(row.checkbox) ", row: line, column: column, role: base)
        if columns.priority > 0 {
            screen.write(row.priorityMarker, row: line, column: column, role: role(Self.role(of: row.priority)))
            column += columns.priority + 1
        }
        let right = inner.column + inner.width - (columns.due > 0 ? columns.due + 2 : 1)
        column += screen.write(row.title, row: line, column: column, maxWidth: right - column, role: base)
        if !row.tags.isEmpty, right - column > 2 {
            screen.write(" " + row.tags, row: line, column: column, maxWidth: right - column, role: role(.tag))
        }
        if !row.due.isEmpty {
            let text = Screen.fit(Glyph.glyphs(of: row.due), into: columns.due)
            let width = text.reduce(0) { $0 + $1.width }
            screen.write(text, row: line, column: inner.column + inner.width - 1 - width, role: role(Self.role(of: row.urgency)))
        }
    }

    private static func role(of priority: PriorityLevel) -> StyleRole {
        switch priority {
        case .none: .normal
        case .low: .priorityLow
        case .medium: .priorityMedium
        case .high: .priorityHigh
        }
    }

    private static func role(of urgency: DueUrgency) -> StyleRole {
        switch urgency {
        case .none, .later: .muted
        case .today: .dueToday
        case .overdue: .overdue
        }
    }
}
