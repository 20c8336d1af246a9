extension TextArea {
    /// A text area's text wrapped at a width by `TextWrap`: its visual rows, and the mapping
    /// between a place in the text (line, column in characters) and a visual position (row,
    /// cell column).
    public struct Layout: Hashable, Sendable {
        /// One visual row: the logical line it belongs to, the characters of that line it
        /// stands for (the spaces a break replaced included), and what it shows.
        public struct Row: Hashable, Sendable {
            public let line: Int
            public let characters: Range<Int>
            public let glyphs: [Glyph]
            /// The cells each character of `characters` takes.
            let cellWidths: [Int]
            /// The last row of its logical line: the end of the line shows on it.
            let endsLine: Bool
        }

        public let width: Int
        public let rows: [Row]

        init(lines: [[Character]], width: Int) {
            self.width = max(1, width)
            var rows: [Row] = []
            for (index, characters) in lines.enumerated() {
                let wrapped = TextWrap.wrap(paragraph: characters, width: self.width)
                for (rowIndex, row) in wrapped.enumerated() {
                    let widths = characters[row.characters].map { Glyph.width(of: String($0)) }
                    rows.append(Row(line: index, characters: row.characters, glyphs: row.glyphs,
                                    cellWidths: widths, endsLine: rowIndex == wrapped.count - 1))
                }
            }
            self.rows = rows
        }

        /// Where a place in the text shows: its visual row and the cell column before which the
        /// cursor stands. A place at the start of a row's characters is on that row; the end of
        /// a logical line is on its last row. The column is at most `width` (the cell just right
        /// of a full row, where the cursor shows after its last character or in the spaces a
        /// break replaced).
        public func position(line: Int, column: Int) -> Position {
            guard let rowIndex = rows.firstIndex(where: {
                $0.line == line && (column < $0.characters.upperBound || $0.endsLine)
            }) else { return Position(row: 0, column: 0) }
            let row = rows[rowIndex]
            let cells = row.cellWidths.prefix(max(0, column - row.characters.lowerBound)).reduce(0, +)
            return Position(row: rowIndex, column: min(width, cells))
        }

        /// The place in the text on a visual row nearest a cell column without passing it (so
        /// before a wide character that covers the column); among places that show in the same
        /// cell, the first. Rows out of range are clamped.
        public func location(row: Int, column: Int) -> (line: Int, column: Int) {
            guard !rows.isEmpty else { return (0, 0) }
            let row = rows[max(0, min(row, rows.count - 1))]
            let last = row.endsLine ? row.characters.upperBound : row.characters.upperBound - 1
            var best = row.characters.lowerBound
            var bestCells = 0
            var cells = 0
            for offset in row.characters.lowerBound..<max(row.characters.lowerBound, last) {
                cells += row.cellWidths[offset - row.characters.lowerBound]
                let shown = min(width, cells)
                if shown > column { break }
                if shown > bestCells { (best, bestCells) = (offset + 1, shown) }
            }
            return (row.line, best)
        }

        /// The first row to show in `height` rows so the cursor's row shows, moved as little as
        /// possible from `previous`, and with no empty rows below the text that could show text.
        public func firstVisibleRow(showing cursorRow: Int, height: Int, previous: Int) -> Int {
            let height = max(1, height)
            var first = min(previous, max(0, rows.count - height))
            if cursorRow < first { first = cursorRow }
            if cursorRow >= first + height { first = cursorRow - height + 1 }
            return max(0, first)
        }
    }

    /// The text wrapped at `width` cells.
    public func layout(width: Int) -> Layout { Layout(lines: lines, width: width) }

    /// The cursor's visual row and cell column in the text wrapped at `width` cells.
    public func cursorPosition(width: Int) -> Position { layout(width: width).position(line: line, column: column) }
}

extension Screen {
    /// Draws a text area wrapped at the rectangle's width (as `TextWrap` wraps read-only text),
    /// from visual row `firstRow`, scrolled as little as needed for the cursor's row to show,
    /// and puts the terminal cursor there. After a full row the cursor stands in the cell just
    /// right of the rectangle: callers keep that cell free (the details pane has its margin
    /// there). Returns the first row drawn, to pass back next time so the view stays put.
    @discardableResult
    public mutating func drawTextArea(_ area: TextArea, in rect: Rect, firstRow: Int = 0, role: StyleRole) -> Int {
        guard rect.width > 0, rect.height > 0 else { return firstRow }
        fill(rect, role: role)
        let layout = area.layout(width: rect.width)
        let cursor = layout.position(line: area.line, column: area.column)
        let first = layout.firstVisibleRow(showing: cursor.row, height: rect.height, previous: firstRow)
        for (offset, row) in layout.rows.dropFirst(first).prefix(rect.height).enumerated() {
            write(row.glyphs, row: rect.row + offset, column: rect.column, maxWidth: rect.width, role: role)
        }
        self.cursor = Position(row: rect.row + cursor.row - first,
                               column: min(rect.column + cursor.column, size.columns - 1))
        return first
    }
}
