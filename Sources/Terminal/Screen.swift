/// One cell of the screen. A wide glyph fills its first cell; the cell after it is a
/// continuation (`text` empty) that keeps the same role.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var role: StyleRole
    /// The address this cell's text links to: a backend that can makes the run clickable (OSC 8).
    public var link: String?
    public var isContinuation: Bool { text.isEmpty }

    public init(text: String, role: StyleRole, link: String? = nil) {
        self.text = text
        self.role = role
        self.link = link
    }

    public static let blank = Cell(text: " ", role: .normal)
}

/// The in-memory grid every View draws into. Backends show it: ncurses on a terminal, the
/// in-memory backend in tests and `adder snapshot`.
public struct Screen: Hashable, Sendable {
    public let size: Size
    public private(set) var cells: [Cell]
    /// Where the terminal cursor shows (a line editor has focus), or nil to hide it.
    public var cursor: Position?

    public init(size: Size) {
        self.size = size
        cells = Array(repeating: .blank, count: max(0, size.columns * size.rows))
    }

    public subscript(row: Int, column: Int) -> Cell {
        cells[row * size.columns + column]
    }

    /// Writes text from a cell onwards, cut at `maxWidth` cells (and at the screen edge) with `…`.
    /// Returns the number of cells written.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, maxWidth: Int? = nil, role: StyleRole, link: String? = nil) -> Int {
        let room = max(0, min(maxWidth ?? Int.max, size.columns - column))
        return write(Glyph.glyphs(of: text, beyond: room), row: row, column: column, maxWidth: maxWidth, role: role, link: link)
    }

    /// Writes glyphs already sanitised, cut like `write(_:row:column:maxWidth:role:)`; `link`:
    /// the address the cells link to.
    @discardableResult
    public mutating func write(_ glyphs: [Glyph], row: Int, column: Int, maxWidth: Int? = nil, role: StyleRole,
                               link: String? = nil) -> Int {
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return 0 }
        let limit = min(maxWidth ?? Int.max, size.columns - column)
        guard limit > 0 else { return 0 }
        let fitted = Self.fit(glyphs, into: limit)
        var at = column
        for glyph in fitted {
            put(glyph, row: row, column: at, role: role, link: link)
            at += glyph.width
        }
        return at - column
    }

    /// Paints every cell of a rectangle blank in a role.
    public mutating func fill(_ rect: Rect, role: StyleRole) {
        for row in rect.row..<min(rect.row + rect.height, size.rows) where row >= 0 {
            for column in rect.column..<min(rect.column + rect.width, size.columns) where column >= 0 {
                cells[row * size.columns + column] = Cell(text: " ", role: role)
            }
        }
    }

    /// The glyphs that fit in `width` cells, ending in `…` when some had to go.
    public static func fit(_ glyphs: [Glyph], into width: Int) -> [Glyph] {
        let total = glyphs.reduce(0) { $0 + $1.width }
        guard total > width else { return glyphs }
        guard width > 0 else { return [] }
        var kept: [Glyph] = []
        var used = 0
        for glyph in glyphs {
            if used + glyph.width > width - 1 { break }
            kept.append(glyph)
            used += glyph.width
        }
        kept.append(.ellipsis)
        return kept
    }

    private mutating func put(_ glyph: Glyph, row: Int, column: Int, role: StyleRole, link: String?) {
        let base = row * size.columns
        clearHalves(at: base + column)
        cells[base + column] = Cell(text: glyph.text, role: role, link: link)
        if glyph.width == 2, column + 1 < size.columns {
            clearHalves(at: base + column + 1)
            cells[base + column + 1] = Cell(text: "", role: role, link: link)
        }
    }

    /// Before a cell is overwritten, blanks the other half of any wide glyph it belonged to.
    private mutating func clearHalves(at index: Int) {
        let column = index % size.columns
        if cells[index].isContinuation, column > 0 {
            cells[index - 1].text = " "
            cells[index - 1].link = nil
        }
        if column + 1 < size.columns, cells[index + 1].isContinuation, !cells[index].isContinuation {
            cells[index + 1].text = " "
            cells[index + 1].link = nil
        }
    }
}
