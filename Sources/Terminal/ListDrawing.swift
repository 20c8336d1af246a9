/// One row of a list pane: text in styled pieces, an optional right-aligned part, and the role
/// the row is painted in when it is not selected (unread rows stand out, done ones fade).
public struct ListRow: Hashable, Sendable {
    public var spans: [StyledSpan]
    public var trailing: StyledSpan?

    public init(_ spans: [StyledSpan], trailing: StyledSpan? = nil) {
        self.spans = spans
        self.trailing = trailing
    }
}

extension Screen {
    /// Draws the rows that fit in `rect` (the first is row `firstVisibleRow` of the list). The
    /// selected row is marked `▸`, and painted in the selection role while the pane has focus.
    public mutating func drawList(_ rows: [ListRow], in rect: Rect, firstVisibleRow: Int, selectedRow: Int?, focused: Bool) {
        for (offset, row) in rows.prefix(rect.height).enumerated() {
            let line = rect.row + offset
            let selected = firstVisibleRow + offset == selectedRow
            let highlight = selected && focused
            fill(Rect(row: line, column: rect.column, width: rect.width, height: 1), role: highlight ? .selected : .normal)
            var column = rect.column
            column += write(selected ? "▸" : " ", row: line, column: column, role: highlight ? .selected : .normal)
            var right = rect.column + rect.width - 1
            if let trailing = row.trailing, !trailing.text.isEmpty {
                let width = Glyph.width(of: trailing.text)
                if width + 4 < rect.width {
                    right -= width + 1
                    write(trailing.text, row: line, column: right + 1, role: highlight ? .selected : trailing.role)
                }
            }
            for span in row.spans where column < right {
                column += write(span.text, row: line, column: column, maxWidth: right - column,
                                role: highlight ? .selected : span.role, link: span.link)
            }
        }
    }
}

extension Screen {
    /// A list pane: its box and title, then either the rows or, when there are none, the empty
    /// state's lines wrapped (not cut: an error sentence may name a long path) in the muted role.
    public mutating func drawListPane(_ rect: Rect, title: String, focused: Bool, rows: [ListRow], firstVisibleRow: Int,
                                      selectedRow: Int?, emptyLines: [String]?) {
        drawBox(rect, title: title, role: focused ? .focusedBorder : .border)
        let inner = rect.inner
        guard let emptyLines else {
            drawList(rows, in: inner, firstVisibleRow: firstVisibleRow, selectedRow: selectedRow, focused: focused)
            return
        }
        let lines = emptyLines.flatMap { line in
            let wrapped = TextWrap.lines(of: line, width: max(1, inner.width - 2))
            return wrapped.isEmpty ? [[]] : wrapped
        }
        for (offset, line) in lines.prefix(inner.height).enumerated() {
            write(line, row: inner.row + offset, column: inner.column + 1, maxWidth: inner.width - 1, role: .muted)
        }
    }
}
