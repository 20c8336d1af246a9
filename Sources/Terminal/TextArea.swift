/// The state of a multi-line text field: lines of characters and a cursor (line, column in
/// graphemes). Pure value logic, like `LineEditor`.
///
/// The text shows wrapped by `TextWrap`, as read-only text is, at a width the caller passes:
/// ↑/↓ move by wrapped (visual) line, and `TextArea+Wrap.swift` maps the cursor to a visual
/// row and cell column and back. Home/End and Ctrl-U work on the logical line (up to a line
/// break), as Ctrl-A/Ctrl-E do on a paragraph in macOS text fields: they do not depend on the
/// width, and Ctrl-U never deletes half of a wrapped sentence.
public struct TextArea: Hashable, Sendable {
    public private(set) var lines: [[Character]]
    public private(set) var line: Int
    public private(set) var column: Int
    /// The cell column ↑/↓ aim for: set by the first vertical move, kept by the next ones, so
    /// passing a short line does not lose it; any other key forgets it.
    var goalColumn: Int?

    public init(text: String = "") {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        line = lines.count - 1
        column = lines[line].count
    }

    public var text: String { lines.map { String($0) }.joined(separator: "\n") }

    public mutating func insert(_ character: Character) {
        goalColumn = nil
        column = lines[line].insertJoiningGraphemes(character, at: column)
    }

    /// Inserts pasted text, line breaks included; tabs become spaces, other control characters go.
    public mutating func insert(pasted text: String) {
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if line.offset > 0 { insertNewLine() }
            for character in Key.singleLine(String(line.element)) { insert(character) }
        }
    }

    public mutating func insertNewLine() {
        goalColumn = nil
        let rest = Array(lines[line][column...])
        lines[line].removeSubrange(column...)
        lines.insert(rest, at: line + 1)
        line += 1
        column = 0
    }

    public mutating func deleteBackward() {
        goalColumn = nil
        if column > 0 {
            column -= 1
            lines[line].remove(at: column)
        } else if line > 0 {
            column = lines[line - 1].count
            lines[line - 1] += lines.remove(at: line)
            line -= 1
        }
    }

    public mutating func deleteForward() {
        goalColumn = nil
        if column < lines[line].count {
            lines[line].remove(at: column)
        } else if line + 1 < lines.count {
            lines[line] += lines.remove(at: line + 1)
        }
    }

    public mutating func moveLeft() {
        goalColumn = nil
        if column > 0 { column -= 1 } else if line > 0 { line -= 1; column = lines[line].count }
    }

    public mutating func moveRight() {
        goalColumn = nil
        if column < lines[line].count { column += 1 } else if line + 1 < lines.count { line += 1; column = 0 }
    }

    /// Moves up one visual line of the text wrapped at `width` cells, to the cell column the
    /// vertical moves aim for (or the nearest before it, where a wide character is in the way);
    /// from the first visual line, to the start of the text.
    public mutating func moveUp(width: Int) {
        moveVertically(by: -1, width: width)
    }

    /// Moves down one visual line of the text wrapped at `width` cells, like `moveUp(width:)`;
    /// from the last visual line, to the end of the text.
    public mutating func moveDown(width: Int) {
        moveVertically(by: 1, width: width)
    }

    private mutating func moveVertically(by rows: Int, width: Int) {
        let wrapped = layout(width: width)
        let here = wrapped.position(line: line, column: column)
        let goal = goalColumn ?? here.column
        let row = here.row + rows
        guard wrapped.rows.indices.contains(row) else {
            goalColumn = nil
            if rows < 0 { line = 0; column = 0 } else { line = lines.count - 1; column = lines[line].count }
            return
        }
        (line, column) = wrapped.location(row: row, column: goal)
        goalColumn = goal
    }

    /// Home, Ctrl-A: to the start of the logical line (see the type's comment).
    public mutating func moveToLineStart() { goalColumn = nil; column = 0 }
    /// End, Ctrl-E: to the end of the logical line (see the type's comment).
    public mutating func moveToLineEnd() { goalColumn = nil; column = lines[line].count }

    /// Ctrl-U: deletes the logical line before the cursor.
    public mutating func deleteToLineStart() {
        goalColumn = nil
        lines[line].removeSubrange(0..<column)
        column = 0
    }

    public mutating func deleteWordBackward() {
        goalColumn = nil
        var start = column
        while start > 0, lines[line][start - 1].isWhitespace { start -= 1 }
        while start > 0, !lines[line][start - 1].isWhitespace { start -= 1 }
        lines[line].removeSubrange(start..<column)
        column = start
    }
}
