import Terminal

/// The help pane: the one text View, drawing a help page as its Presenter wrapped it.
typealias HelpView = TextView<HelpLines>

/// Headings, keys (or times) in one column and their texts beside them; how many lines are above
/// and below after the bottom border's corner.
enum HelpLines: TextLineStyle {
    static let margin = 0
    static let marker = ScrollMarkerPlacement.leading

    static func draw(_ row: HelpRow, row line: Int, in inner: Rect, into screen: inout Screen) {
        let textColumn = inner.column + 3 + row.leftWidth + 2
        let textWidth = inner.column + inner.width - 1 - textColumn
        switch row.line {
        case .heading(let text), .note(let text):
            screen.write(text, row: line, column: inner.column + 1, maxWidth: inner.width - 2, role: .heading)
        case .item(let left, let text, let isError):
            screen.write(left, row: line, column: inner.column + 3, maxWidth: inner.width - 4, role: .statusKey)
            screen.write(text, row: line, column: textColumn, maxWidth: textWidth, role: isError ? .error : .normal)
        case .continuation(let text, let isError):
            screen.write(text, row: line, column: textColumn, maxWidth: textWidth, role: isError ? .error : .normal)
        case .blank:
            break
        }
    }
}
