/// The state of a one-line text field: its text and where the cursor stands, in graphemes.
/// Pure value logic, so the Presenter that owns it can be tested without a terminal.
public struct LineEditor: Hashable, Sendable {
    public private(set) var characters: [Character]
    /// The cursor, as an index into `characters` (0...count).
    public private(set) var cursor: Int
    /// True while prefilled text is selected: typing replaces it, moving the cursor keeps it.
    public private(set) var isSelected: Bool

    /// With `selected`, the first character typed replaces the text.
    public init(text: String = "", selected: Bool = false) {
        characters = Array(text)
        cursor = characters.count
        isSelected = selected && !text.isEmpty
    }

    public var text: String { String(characters) }

    public mutating func insert(_ character: Character) {
        if isSelected { deleteAll() }
        cursor = characters.insertJoiningGraphemes(character, at: cursor)
    }

    /// Inserts pasted text as one line (`Key.singleLine`).
    public mutating func insert(pasted text: String) {
        for character in Key.singleLine(text) { insert(character) }
    }

    public mutating func deleteBackward() {
        if isSelected { return deleteAll() }
        guard cursor > 0 else { return }
        cursor -= 1
        characters.remove(at: cursor)
    }

    public mutating func deleteForward() {
        if isSelected { return deleteAll() }
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    public mutating func moveLeft() { isSelected = false; cursor = max(0, cursor - 1) }
    public mutating func moveRight() { isSelected = false; cursor = min(characters.count, cursor + 1) }
    public mutating func moveToStart() { isSelected = false; cursor = 0 }
    public mutating func moveToEnd() { isSelected = false; cursor = characters.count }

    private mutating func deleteAll() {
        characters.removeAll()
        cursor = 0
        isSelected = false
    }

    /// Ctrl-U: deletes everything before the cursor.
    public mutating func deleteToStart() {
        isSelected = false
        characters.removeSubrange(0..<cursor)
        cursor = 0
    }

    /// Ctrl-W: deletes the word before the cursor and the spaces after it.
    public mutating func deleteWordBackward() {
        if isSelected { return deleteAll() }
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }
}

extension Screen {
    /// Draws a line editor's text in `width` cells from a position, scrolled so the cursor
    /// shows, and puts the terminal cursor there.
    public mutating func drawEditor(_ editor: LineEditor, row: Int, column: Int, width: Int, role: StyleRole) {
        guard width > 1 else { return }
        let before = editor.characters[..<editor.cursor].flatMap { Glyph.glyphs(of: String($0)) }
        let after = editor.characters[editor.cursor...].flatMap { Glyph.glyphs(of: String($0)) }
        var shown = before
        var used = shown.reduce(0) { $0 + $1.width }
        while used > width - 1, !shown.isEmpty {  // keep one cell for the cursor at the end
            used -= shown.removeFirst().width
        }
        fill(Rect(row: row, column: column, width: width, height: 1), role: role)
        let cursorColumn = column + write(shown, row: row, column: column, role: editor.isSelected ? .selected : role)
        write(after, row: row, column: cursorColumn, maxWidth: column + width - cursorColumn, role: role)
        cursor = Position(row: row, column: cursorColumn)
    }

    /// Draws a one-cell border around a rectangle with a title in its top edge.
    public mutating func drawBox(_ rect: Rect, title: String, role: StyleRole) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.column + rect.width - 1
        let bottom = rect.row + rect.height - 1
        let horizontal = String(repeating: "─", count: rect.width - 2)
        write("┌" + horizontal + "┐", row: rect.row, column: rect.column, role: role)
        write("└" + horizontal + "┘", row: bottom, column: rect.column, role: role)
        for row in (rect.row + 1)..<bottom {
            write("│", row: row, column: rect.column, role: role)
            write("│", row: row, column: right, role: role)
        }
        if !title.isEmpty, rect.width > 6 {
            write(" \(title) ", row: rect.row, column: rect.column + 2, maxWidth: rect.width - 4, role: role)
        }
    }
}
