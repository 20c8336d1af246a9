import Terminal

/// The agenda pane: the one list View, with headings between runs of to-do rows.
typealias TodoAgendaView = ListView<TodoAgendaRows>

/// A heading in the heading style; each run of to-dos under it drawn by the list's row style,
/// with the columns every to-do row on screen needs.
enum TodoAgendaRows: ListRowStyle {
    static func draw(_ rows: [TodoAgendaRow], in inner: Rect, firstVisibleRow: Int, selectedRow: Int?, focused: Bool,
                     into screen: inout Screen) {
        var offset = 0
        let shown = Array(rows.prefix(inner.height))
        // One set of columns for every group on screen, so titles start at one column.
        let columns = TodoListRows.Columns(shown.compactMap { if case .todo(let row) = $0 { row } else { nil } })
        while offset < shown.count {
            if case .heading(let text) = shown[offset] {
                screen.write(" " + text, row: inner.row + offset, column: inner.column, maxWidth: inner.width, role: .heading)
                offset += 1
                continue
            }
            var run: [TodoListRow] = []
            while offset + run.count < shown.count, case .todo(let row) = shown[offset + run.count] { run.append(row) }
            TodoListRows.draw(run, in: Rect(row: inner.row + offset, column: inner.column, width: inner.width, height: run.count),
                              firstVisibleRow: firstVisibleRow + offset, selectedRow: selectedRow, focused: focused, columns: columns,
                              into: &screen)
            offset += run.count
        }
    }
}
