import Terminal

/// The list pane: the one list View, with to-do rows.
typealias TodoListView = ListView<TodoListRows>

/// A to-do row: selection marker, checkbox, priority marker, title and #tags, and the due date at
/// the right, the priority and due columns as wide as the rows on screen need.
enum TodoListRows: ListRowStyle {
    /// The columns rows share: as wide as the widest of them needs.
    struct Columns {
        let priority: Int
        let due: Int
        let marks: Bool
        let tree: Bool

        init(_ rows: [TodoListRow]) {
            // A date beyond a week with a time is 16 cells ("2026-01-16 17:00"); a repeating row adds "↻ ".
            due = min(18, rows.map { Glyph.width(of: $0.due) + ($0.repeats ? 2 : 0) }.max() ?? 0)
            priority = rows.map { Glyph.width(of: $0.priorityMarker) }.max() ?? 0
            marks = rows.contains(where: \.isMarked)
            tree = rows.contains { $0.depth > 0 || $0.fold != .leaf }
        }
    }

    static func draw(_ rows: [TodoListRow], in inner: Rect, firstVisibleRow: Int, selectedRow: Int?, focused: Bool,
                     into screen: inout Screen) {
        draw(rows, in: inner, firstVisibleRow: firstVisibleRow, selectedRow: selectedRow, focused: focused,
             columns: Columns(rows), into: &screen)
    }

    /// Draws the rows with columns given (the agenda's groups share one set).
    static func draw(_ rows: [TodoListRow], in inner: Rect, firstVisibleRow: Int, selectedRow: Int?, focused: Bool,
                     columns: Columns, into screen: inout Screen) {
        for (offset, row) in rows.prefix(inner.height).enumerated() {
            draw(row, at: inner.row + offset, in: inner, selected: firstVisibleRow + offset == selectedRow, focused: focused,
                 columns: columns, into: &screen)
        }
    }

    private static func draw(_ row: TodoListRow, at line: Int, in inner: Rect, selected: Bool, focused: Bool,
                             columns: Columns, into screen: inout Screen) {
        let highlight = selected && focused
        let base: StyleRole = highlight ? .selected : (row.isContext ? .muted : row.isDone ? .done : .normal)
        func role(_ own: StyleRole) -> StyleRole { highlight || row.isDone || row.isContext ? base : own }
        screen.fill(Rect(row: line, column: inner.column, width: inner.width, height: 1), role: base)
        var column = inner.column
        column += screen.write(selected ? "▸" : " ", row: line, column: column, role: base)
        if columns.marks { column += screen.write(row.isMarked ? "•" : " ", row: line, column: column, role: role(.heading)) }
        if columns.tree {
            // Deep levels stop indenting at ten, so a title always keeps room.
            column += min(2 * min(row.depth, 10), inner.width / 3)
            column += screen.write(Self.foldGlyph(row.fold), row: line, column: column, role: base)
        }
        column += screen.write("\(row.checkbox) ", row: line, column: column, role: base)
        if columns.priority > 0 {
            screen.write(row.priorityMarker, row: line, column: column, role: role(Self.role(of: row.priority)))
            column += columns.priority + 1
        }
        let right = inner.column + inner.width - (columns.due > 0 ? columns.due + 2 : 1)
        column += screen.write(row.title, row: line, column: column, maxWidth: right - column, role: base)
        if row.hasNotes, right - column > 2 { column += screen.write(" " + notesMark, row: line, column: column, role: role(.muted)) }
        if !row.progress.isEmpty, right - column > 2 {
            column += screen.write(" " + row.progress, row: line, column: column, maxWidth: right - column, role: role(.muted))
        }
        if !row.tags.isEmpty {
            if right - column > 2 {
                screen.write(" " + row.tags, row: line, column: column, maxWidth: right - column, role: role(.tag))
            } else if right > inner.column + 1 {
                // No room for one letter of them: an ellipsis says there is more, never nothing.
                screen.write("…", row: line, column: right - 1, role: role(.tag))
            }
        }
        if !row.due.isEmpty || row.repeats {
            let text = Screen.fit(Glyph.glyphs(of: !row.repeats ? row.due : (row.due.isEmpty ? "↻" : "↻ " + row.due)),
                                  into: columns.due)
            let width = text.reduce(0) { $0 + $1.width }
            screen.write(text, row: line, column: inner.column + inner.width - 1 - width, role: role(Self.role(of: row.urgency)))
        }
    }

    /// After the title of a to-do that has notes.
    static let notesMark = "✎"
    /// "▾ " subtasks shown, "▹ " folded, two blanks for a to-do without subtasks.
    private static func foldGlyph(_ fold: TodoListFold) -> String {
        switch fold {
        case .leaf: "  "
        case .open: "▾ "
        case .folded: "▹ "
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
