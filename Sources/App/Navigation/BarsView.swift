import Settings
import Terminal

/// A tab as the top bar shows it.
struct TabLabel: Hashable {
    var number: Int
    var title: String
    var badge: String?
    var isActive: Bool
}

/// Draws the top bar (tabs and today's date) and the status bar from the focused pane's chrome.
enum BarsView {
    /// One tab shows as " Adder · To-dos"; several as " Adder  1 To-dos  2 News 12 ", the active one marked.
    static func drawTopBar(into screen: inout Screen, tabs: [TabLabel], headline: String) {
        let width = screen.size.columns
        screen.fill(Rect(row: 0, column: 0, width: width, height: 1), role: .titleBar)
        var used: Int
        if tabs.count == 1 {
            used = screen.write(" Adder · \(tabs[0].title)", row: 0, column: 0, role: .titleBar)
        } else {
            used = screen.write(" Adder ", row: 0, column: 0, role: .titleBar)
            for tab in tabs {
                let text = " \(tab.number) \(tab.title)\(tab.badge.map { " \($0)" } ?? "") "
                used += 1 + screen.write(text, row: 0, column: used, maxWidth: max(0, width - used),
                                         role: tab.isActive ? .activeTab : .titleBar)
            }
        }
        let headlineWidth = Glyph.width(of: headline)
        if !headline.isEmpty, used + 2 + headlineWidth + 1 <= width {
            screen.write(headline, row: 0, column: width - headlineWidth - 1, role: .titleBar)
        }
    }

    /// Draws a banner under the top bar, wrapped to at most three rows; returns the rows used.
    static func drawBanner(into screen: inout Screen, text: String?) -> Int {
        guard let text else { return 0 }
        let width = screen.size.columns
        let lines = bannerLines(text: text, width: width)
        for (offset, line) in lines.enumerated() {
            screen.fill(Rect(row: 1 + offset, column: 0, width: width, height: 1), role: .banner)
            screen.write(line, row: 1 + offset, column: 1, maxWidth: width - 2, role: .banner)
        }
        return lines.count
    }

    /// How many rows the banner takes at this width.
    static func bannerRows(text: String, width: Int) -> Int { bannerLines(text: text, width: width).count }

    private static func bannerLines(text: String, width: Int) -> [[Glyph]] {
        TextWrap.lines(of: text, width: width - 2, maxLines: 3)
    }

    /// Message, then key hints, then the summary (counts) at the right end, as far as they fit.
    /// `logHint`: shown after a message too long for the bar (the key that shows it whole).
    static func drawStatusBar(into screen: inout Screen, chrome: PaneChrome, summary: String, notice: StatusMessage?,
                              logHint: KeyHint? = nil) {
        let row = screen.size.rows - 1
        let width = screen.size.columns
        screen.fill(Rect(row: row, column: 0, width: width, height: 1), role: .statusBar)
        if let prompt = chrome.prompt {
            if let message = notice ?? chrome.message {  // the status row holds the editor: the message goes above
                let role: StyleRole = message.isError ? .error : .statusBar
                let lines = TextWrap.lines(of: message.text, width: width - 2, maxLines: min(2, row - 1))
                for (offset, line) in lines.enumerated() {
                    let at = row - lines.count + offset
                    screen.fill(Rect(row: at, column: 0, width: width, height: 1), role: role)
                    screen.write(line, row: at, column: 1, maxWidth: width - 2, role: role)
                }
            }
            let forms = prompt.labelForms.map { " \($0) " }
            let hintsWidth = hintsWidth(prompt.hints)
            // The longest form that leaves room to type beside the hints, if one with words (not
            // the bare shortest form) does; else the longest that leaves room to type at all.
            let label = forms.dropLast().first { hintsWidth > 0 && width - Glyph.width(of: $0) - hintsWidth >= 20 }
                ?? forms.first { width - Glyph.width(of: $0) >= minimumTypingRoom } ?? forms.last ?? " "
            let labelWidth = screen.write(label, row: row, column: 0, maxWidth: max(0, width - minimumTypingRoom), role: .statusKey)
            let room = width - labelWidth - (hintsWidth > 0 && width - labelWidth - hintsWidth >= 20 ? hintsWidth + 1 : 0)
            screen.drawEditor(prompt.editor, row: row, column: labelWidth, width: room, role: .input)
            if room < width - labelWidth {
                drawHints(prompt.hints, into: &screen, row: row, from: width - hintsWidth, to: width)
            }
            return
        }
        var column = 1
        if let message = notice ?? chrome.message {
            let isCut = Glyph.width(of: message.text) > width - 2
            let hint = logHint.flatMap { isCut && hintsWidth([$0]) + 20 < width ? $0 : nil }
            column += screen.write(message.text, row: row, column: column, maxWidth: width - 2 - (hint.map { hintsWidth([$0]) } ?? 0),
                                   role: message.isError ? .error : .statusBar)
            if let hint {
                drawHints([hint], into: &screen, row: row, from: column + 1, to: width)
                column = width  // the bar is full
            }
            column += 3
        }
        var end = width
        let summaryWidth = Glyph.width(of: summary)
        if !summary.isEmpty, width - column - summaryWidth - 1 >= 12 {
            screen.write(summary, row: row, column: width - summaryWidth - 1, role: .statusBar)
            end = width - summaryWidth - 3
        }
        drawHints(chrome.hints, into: &screen, row: row, from: column, to: end)
    }

    /// Cells a prompt's label leaves at least for what is typed: the label shortens first.
    static let minimumTypingRoom = 20

    private static func hintsWidth(_ hints: [KeyHint]) -> Int {
        hints.reduce(0) { $0 + Glyph.width(of: $1.keys) + 1 + Glyph.width(of: $1.label) + 2 }
    }

    /// Whole hints only. When not all fit, hints go from the middle, so the last two (help and
    /// quit or back) always stay.
    private static func drawHints(_ hints: [KeyHint], into screen: inout Screen, row: Int, from start: Int, to end: Int) {
        var shown = hints
        while hintsWidth(shown) - 2 > end - start, shown.count > 2 {
            shown.remove(at: shown.count - 3)
        }
        var column = start
        for hint in shown {
            let needed = Glyph.width(of: hint.keys) + 1 + Glyph.width(of: hint.label)
            guard column + needed <= end else { return }
            column += screen.write(hint.keys, row: row, column: column, role: .statusKey)
            column += 1
            column += screen.write(hint.label, row: row, column: column, role: .statusBar)
            column += 2
        }
    }
}
