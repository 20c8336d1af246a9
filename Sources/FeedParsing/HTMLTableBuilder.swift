import Entities

/// Gathers an HTML table's rows and cells while `HTMLRenderer` walks it. A cell's paragraphs,
/// list items and line breaks become lines of the cell; a table inside a cell runs on in it.
struct HTMLTableBuilder {
    private var rows: [[ArticleText.Cell]] = []
    private var row: [ArticleText.Cell]?
    /// The cell being filled, if any: text goes there instead of into a block.
    private(set) var cell: ArticleText.Cell?
    /// Inside `thead`: its cells are headers even when written `td`.
    var inHead = false

    mutating func startRow() {
        endRow()
        row = []
    }

    mutating func endRow() {
        endCell()
        if let row, !row.isEmpty { rows.append(row) }
        row = nil
    }

    mutating func startCell(header: Bool, columnSpan: Int) {
        endCell()
        cell = ArticleText.Cell([], isHeader: header || inHead, columnSpan: min(columnSpan, 100))
    }

    mutating func endCell() {
        guard let cell else { return }
        row = (row ?? []) + [cell]
        self.cell = nil
    }

    /// One block's worth of text in the current cell, on a line of its own.
    mutating func add(_ runs: [ArticleText.Run], kind: ArticleText.Kind) {
        guard cell != nil else { return }
        if !(cell?.runs.isEmpty ?? true) { cell?.runs.append(ArticleText.Run("\n")) }
        if case .listItem(let marker) = kind { cell?.runs.append(ArticleText.Run(marker + " ")) }
        cell?.runs += runs
    }

    /// The finished table as blocks: one `.table` block, or, for a table of one column (a page
    /// laid out with a table, not data), each non-empty cell as a paragraph.
    mutating func blocks(indent: Int, quoteDepth: Int) -> [ArticleText.Block] {
        endRow()
        let table = ArticleText.Table(rows: rows)
        guard rows.joined().contains(where: { !$0.runs.isEmpty }) else { return [] }
        if table.columnCount >= 2 {
            return [ArticleText.Block(kind: .table(table), runs: [], indent: indent, quoteDepth: quoteDepth)]
        }
        return rows.joined().filter { !$0.runs.isEmpty }.map {
            ArticleText.Block(kind: .paragraph, runs: $0.runs, indent: indent, quoteDepth: quoteDepth)
        }
    }
}
