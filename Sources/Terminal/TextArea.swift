/// The state of a multi-line text field: lines of characters and a cursor (line, column in
/// graphemes). Pure value logic, like `LineEditor`.
public struct TextArea: Hashable, Sendable {
    public private(set) var lines: [[Character]]
    public private(set) var line: Int
    public private(set) var column: Int

    public init(text: String = "") {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        line = lines.count - 1
        column = lines[line].count
    }

    public var text: String { lines.map { String($0) }.joined(separator: "\n") }

    public mutating func insert(_ character: Character) {
        lines[line].insert(character, at: column)
        column += 1
    }

    /// Inserts pasted text, line breaks included; tabs become spaces, other control characters go.
    public mutating func insert(pasted text: String) {
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if line.offset > 0 { insertNewLine() }
            for character in Key.singleLine(String(line.element)) { insert(character) }
        }
    }

    public mutating func insertNewLine() {
        let rest = Array(lines[line][column...])
        lines[line].removeSubrange(column...)
        lines.insert(rest, at: line + 1)
        line += 1
        column = 0
    }

    public mutating func deleteBackward() {
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
        if column < lines[line].count {
            lines[line].remove(at: column)
        } else if line + 1 < lines.count {
            lines[line] += lines.remove(at: line + 1)
        }
    }

    public mutating func moveLeft() {
        if column > 0 { column -= 1 } else if line > 0 { line -= 1; column = lines[line].count }
    }

    public mutating func moveRight() {
        if column < lines[line].count { column += 1 } else if line + 1 < lines.count { line += 1; column = 0 }
    }

    public mutating func moveUp() {
        guard line > 0 else { column = 0; return }
        line -= 1
        column = min(column, lines[line].count)
    }

    public mutating func moveDown() {
        guard line + 1 < lines.count else { column = lines[line].count; return }
        line += 1
        column = min(column, lines[line].count)
    }

    public mutating func moveToLineStart() { column = 0 }
    public mutating func moveToLineEnd() { column = lines[line].count }

    public mutating func deleteToLineStart() {
        lines[line].removeSubrange(0..<column)
        column = 0
    }

    public mutating func deleteWordBackward() {
        var start = column
        while start > 0, lines[line][start - 1].isWhitespace { start -= 1 }
        while start > 0, !lines[line][start - 1].isWhitespace { start -= 1 }
        lines[line].removeSubrange(start..<column)
        column = start
    }
}

extension Screen {
    /// Draws a text area in a rectangle, scrolled so the cursor's line shows, that line scrolled
    /// sideways like a line editor; puts the terminal cursor there.
    public mutating func drawTextArea(_ area: TextArea, in rect: Rect, role: StyleRole) {
        guard rect.width > 1, rect.height > 0 else { return }
        fill(rect, role: role)
        let first = max(0, area.line - rect.height + 1)
        for (offset, characters) in area.lines.dropFirst(first).prefix(rect.height).enumerated() {
            let row = rect.row + offset
            if first + offset == area.line {
                var editor = LineEditor(text: String(characters))
                for _ in 0..<(characters.count - area.column) { editor.moveLeft() }
                drawEditor(editor, row: row, column: rect.column, width: rect.width, role: role)
            } else {
                write(String(characters), row: row, column: rect.column, maxWidth: rect.width, role: role)
            }
        }
    }
}
