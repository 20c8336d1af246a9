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
                                role: highlight ? .selected : span.role)
            }
        }
    }
}
