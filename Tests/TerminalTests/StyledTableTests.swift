import Terminal
import Testing

@Suite("Laying tables out")
struct StyledTableTests {
    private func text(_ lines: [StyledLine]) -> [String] {
        lines.map { $0.map(\.glyph.text).joined() }
    }

    private func cells(_ texts: [String]) -> [StyledTableCell] {
        texts.map { StyledTableCell([StyledSpan($0)]) }
    }

    private var prices: [[StyledTableCell]] {
        [cells(["Item", "Cost", "Note"]), cells(["Green tea", "3 €", "from the hills above the lake"]), cells(["漢字", "12 €", ""])]
    }

    @Test("columns as wide as their text, a rule under the header, when it fits")
    func naturalWidths() {
        #expect(text(StyledTable.lines(of: prices, hasHeader: true, width: 60)) == [
            "Item       Cost  Note",
            "─────────  ────  ─────────────────────────────",
            "Green tea  3 €   from the hills above the lake",
            "漢字       12 €",
        ])
    }

    @Test("narrower: the room beyond the longest words goes by how much each column wants, a column nearly whole is made whole, rows are set apart")
    func narrowed() {
        #expect(text(StyledTable.lines(of: prices, hasHeader: true, width: 30)) == [
            "Item       Cost  Note",
            "─────────  ────  ─────────────",
            "Green tea  3 €   from the",
            "                 hills above",
            "                 the lake",
            "",
            "漢字       12 €",
        ])
        #expect(text(StyledTable.lines(of: prices, hasHeader: true, width: 40)) == [
            "Item       Cost  Note",
            "─────────  ────  ───────────────────────",
            "Green tea  3 €   from the hills above",
            "                 the lake",
            "",
            "漢字       12 €",
        ])
    }

    @Test("too narrow for the longest words: one header: value line per cell")
    func headedFallback() {
        #expect(text(StyledTable.lines(of: prices, hasHeader: true, width: 17)) == [
            "Item: Green tea",
            "Cost: 3 €",
            "Note: from the",
            "  hills above the",
            "  lake",
            "",
            "Item: 漢字",
            "Cost: 12 €",
        ])
    }

    @Test("a cell spanning columns, a short row and no header")
    func spansAndShortRows() {
        let rows = [[StyledTableCell([StyledSpan("wide cell spanning")], columnSpan: 2)], cells(["a", "b", "c"])]
        #expect(text(StyledTable.lines(of: rows, hasHeader: false, width: 40)) == [
            "wide cell spanning",
            "a         b         c",
        ])
    }

    @Test("columns no cell has text in (spacers) take no room")
    func spacerColumnsGo() {
        let rows = [cells(["a", "", "b", " "]), [StyledTableCell([StyledSpan("c")]), StyledTableCell([], columnSpan: 2), StyledTableCell([])]]
        #expect(text(StyledTable.lines(of: rows, hasHeader: false, width: 40)) == ["a  b", "c"])
    }

    @Test("tabs in preformatted text reach the next multiple of 8 cells")
    func tabs() {
        let lines = StyledWrap.lines(of: [StyledSpan("a\tb\n\tc\n漢字\td\nabcdefgh\ti")], width: 40, preformatted: true)
        #expect(text(lines) == ["a       b", "        c", "漢字    d", "abcdefgh        i"])
    }
}
