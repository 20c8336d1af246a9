import Terminal

/// Draws the top bar and the status bar from the focused pane's chrome.
enum BarsView {
    static func drawTopBar(into screen: inout Screen, summary: String) {
        let width = screen.size.columns
        screen.fill(Rect(row: 0, column: 0, width: width, height: 1), role: .titleBar)
        let used = screen.write(" Adder · To-dos", row: 0, column: 0, role: .titleBar)
        let summaryWidth = Glyph.width(of: summary)
        if !summary.isEmpty, used + 2 + summaryWidth + 1 <= width {
            screen.write(summary, row: 0, column: width - summaryWidth - 1, role: .titleBar)
        }
    }

    static func drawStatusBar(into screen: inout Screen, chrome: PaneChrome, notice: StatusMessage?) {
        let row = screen.size.rows - 1
        let width = screen.size.columns
        screen.fill(Rect(row: row, column: 0, width: width, height: 1), role: .statusBar)
        if let prompt = chrome.prompt {
            let label = " \(prompt.label) "
            let labelWidth = screen.write(label, row: row, column: 0, role: .statusKey)
            let hintsWidth = hintsWidth(prompt.hints)
            let room = width - labelWidth - (hintsWidth > 0 && width - labelWidth - hintsWidth >= 20 ? hintsWidth + 1 : 0)
            screen.drawEditor(prompt.editor, row: row, column: labelWidth, width: room, role: .input)
            if room < width - labelWidth {
                drawHints(prompt.hints, into: &screen, row: row, from: width - hintsWidth, to: width)
            }
            return
        }
        var column = 1
        if let message = notice ?? chrome.message {
            column += screen.write(message.text, row: row, column: column, maxWidth: width - 2,
                                   role: message.isError ? .error : .statusBar)
            column += 3
        }
        drawHints(chrome.hints, into: &screen, row: row, from: column, to: width)
    }

    private static func hintsWidth(_ hints: [KeyHint]) -> Int {
        hints.reduce(0) { $0 + Glyph.width(of: $1.keys) + 1 + Glyph.width(of: $1.label) + 2 }
    }

    /// Whole hints only, left to right, as many as fit.
    private static func drawHints(_ hints: [KeyHint], into screen: inout Screen, row: Int, from start: Int, to end: Int) {
        var column = start
        for hint in hints {
            let needed = Glyph.width(of: hint.keys) + 1 + Glyph.width(of: hint.label)
            guard column + needed <= end else { return }
            column += screen.write(hint.keys, row: row, column: column, role: .statusKey)
            column += 1
            column += screen.write(hint.label, row: row, column: column, role: .statusBar)
            column += 2
        }
    }
}
