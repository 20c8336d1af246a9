import Terminal

/// The help pane: the one list View over the body, with key-table rows.
typealias HelpView = ListView<HelpRows>

/// A heading, or a binding's keys and what they do, the texts in one column.
enum HelpRows: ListRowStyle {
    static func draw(_ rows: [HelpRow], in inner: Rect, firstVisibleRow: Int, selectedRow: Int?, focused: Bool,
                     into screen: inout Screen) {
        for (offset, row) in rows.prefix(inner.height).enumerated() {
            let line = inner.row + offset
            switch row.line {
            case .heading(let text):
                screen.write(text, row: line, column: inner.column + 1, maxWidth: inner.width - 2, role: .heading)
            case .binding(let keys, let help):
                screen.write(keys, row: line, column: inner.column + 3, maxWidth: inner.width - 4, role: .statusKey)
                let column = inner.column + 3 + row.keyWidth + 2
                screen.write(help, row: line, column: column, maxWidth: inner.column + inner.width - 1 - column, role: .normal)
            case .blank:
                break
            }
        }
    }
}
