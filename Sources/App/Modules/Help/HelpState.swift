import Settings
import Terminal

/// What the help pane shows: a page's sections wrapped to the pane's width, the words found, and
/// the scroll.
struct HelpState {
    let title: String
    let sections: [HelpSection]
    /// The section to show first (the pane `?` was pressed in), until the pane has a size.
    var startContext: KeyContext?
    var list = ListState(selects: false)
    var finder: LineEditor?
    private(set) var width = 0
    private(set) var rows: [HelpRow] = []
    /// The words every line shown holds ("": every line).
    private(set) var found = ""

    mutating func setWidth(_ width: Int) {
        guard width != self.width else { return }
        self.width = width
        rewrap()
    }

    mutating func find(_ words: String) {
        found = words
        rewrap()
    }

    private mutating func rewrap() {
        let shown = HelpSections.matching(sections, words: found)
        let top = rows.indices.contains(list.firstVisibleRow) ? rows[list.firstVisibleRow] : nil
        let wrapped = HelpSections.lines(of: shown, width: width)
        rows = shown.isEmpty ? [HelpRow(line: .note("Nothing matches “\(found)”."), leftWidth: 0)] : wrapped.rows
        list.setCount(rows.count)
        if let context = startContext, let section = shown.firstIndex(where: { $0.context == context }) {
            list.scroll(by: wrapped.headings[section] - list.firstVisibleRow)
        } else if let top, let index = rows.firstIndex(of: top) {
            list.scroll(by: index - list.firstVisibleRow)  // a new width keeps the same line on top
        }
    }
}
