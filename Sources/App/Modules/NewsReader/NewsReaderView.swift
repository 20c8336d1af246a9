import Terminal

/// The reader pane: the one text View, drawing the article's lines a column in from the border,
/// with how much more there is against the bottom border's right-hand corner.
typealias NewsReaderView = TextView<ArticleLines>

/// An article's wrapped lines, as styled spans.
enum ArticleLines: TextLineStyle {
    static let margin = 1
    static let marker = ScrollMarkerPlacement.trailing

    static func draw(_ line: StyledLine, row: Int, in inner: Rect, into screen: inout Screen) {
        screen.write(line, row: row, column: inner.column + 1, maxWidth: inner.width - 2)
    }
}
