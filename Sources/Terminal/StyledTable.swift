/// One cell of a table to lay out: its text (line breaks start new lines) and the columns it covers.
public struct StyledTableCell: Hashable, Sendable {
    public var spans: [StyledSpan]
    public var columnSpan: Int

    public init(_ spans: [StyledSpan], columnSpan: Int = 1) {
        self.spans = spans
        self.columnSpan = max(1, columnSpan)
    }
}

/// Lays a table out for a width: aligned columns, each as wide as its text when that fits, else
/// narrowed towards its longest word (the wider a column's text, the more room it keeps) with
/// the text wrapped inside it; a rule under a header row. When even the longest words do not
/// fit side by side, every row becomes one "header: value" line per cell instead.
public enum StyledTable {
    /// Cells between two columns.
    public static let gap = 2

    public static func lines(of table: [[StyledTableCell]], hasHeader: Bool, width: Int,
                             rule: String = "─", ruleRole: StyleRole = .muted) -> [StyledLine] {
        let rows = withoutEmptyColumns(table)
        let columns = rows.map { $0.reduce(0) { $0 + $1.columnSpan } }.max() ?? 0
        guard columns > 0, width > 0 else { return [] }
        guard let widths = columnWidths(rows, columns: columns, width: width) else {
            return headedLines(rows, hasHeader: hasHeader, width: width)
        }
        let laidOut = rows.map { row($0, widths: widths) }
        let bodyWraps = laidOut.dropFirst(hasHeader ? 1 : 0).contains { $0.count > 1 }
        var lines: [StyledLine] = []
        for (index, rowLines) in laidOut.enumerated() {
            let isBody = !(hasHeader && index == 0)
            if isBody && bodyWraps && !lines.isEmpty && !(hasHeader && index == 1) { lines.append([]) }
            lines += rowLines
            if !isBody {
                let ruleLine = widths.map { String(repeating: rule, count: $0) }.joined(separator: String(repeating: " ", count: gap))
                lines.append(Glyph.glyphs(of: ruleLine).map { StyledGlyph(glyph: $0, role: $0.text == " " ? .normal : ruleRole) })
            }
        }
        return lines
    }

    /// The rows without the columns no cell has text in (spacers in pages laid out with tables):
    /// a cell in such a column goes, a cell spanning one covers one column less.
    static func withoutEmptyColumns(_ rows: [[StyledTableCell]]) -> [[StyledTableCell]] {
        let hasText = { (cell: StyledTableCell) in cell.spans.contains { !$0.text.allSatisfy(\.isWhitespace) } }
        var used = Set<Int>()
        for row in rows {
            var column = 0
            for cell in row {
                if hasText(cell) { used.formUnion(column..<column + cell.columnSpan) }
                column += cell.columnSpan
            }
        }
        return rows.map { row in
            var column = 0
            return row.compactMap { cell in
                defer { column += cell.columnSpan }
                let kept = (column..<column + cell.columnSpan).filter(used.contains).count
                return kept == 0 ? nil : StyledTableCell(cell.spans, columnSpan: kept)
            }
        }
    }

    /// Each column's width, or nil when the columns cannot fit even at their longest words.
    static func columnWidths(_ rows: [[StyledTableCell]], columns: Int, width: Int) -> [Int]? {
        var natural = Array(repeating: 0, count: columns), least = Array(repeating: 0, count: columns)
        for pass in [1, 2] {  // single cells first, then spanning cells widen the columns they cover
            for row in rows {
                var column = 0
                for cell in row {
                    defer { column += cell.columnSpan }
                    guard (cell.columnSpan == 1) == (pass == 1) else { continue }
                    let covered = column..<min(column + cell.columnSpan, columns)
                    let room = (cell.columnSpan - 1) * gap
                    widen(&natural, covered, to: measure(cell.spans, longestWord: false) - room)
                    widen(&least, covered, to: measure(cell.spans, longestWord: true) - room)
                }
            }
        }
        let available = width - gap * (columns - 1)
        let naturalTotal = natural.reduce(0, +), leastTotal = least.reduce(0, +)
        if naturalTotal <= available { return natural }
        guard leastTotal <= available else { return nil }
        // Share the room beyond the longest words in proportion to what each column would like more.
        let wanted = zip(natural, least).map { $0 - $1 }, wantedTotal = wanted.reduce(0, +)
        var widths = least
        var spare = available - leastTotal
        for index in widths.indices {
            let share = wantedTotal == 0 ? 0 : (available - leastTotal) * wanted[index] / wantedTotal
            widths[index] += share
            spare -= share
        }
        for index in widths.indices where spare > 0 && widths[index] < natural[index] {
            widths[index] += 1
            spare -= 1
        }
        fillNearlyFullColumns(&widths, natural: natural, least: least)
        return widths
    }

    /// A column a few cells short of its text (a name, a number with its unit) takes them from
    /// the column furthest from its own, which wraps anyway: short cells then stay whole.
    private static func fillNearlyFullColumns(_ widths: inout [Int], natural: [Int], least: [Int]) {
        for index in widths.indices.sorted(by: { natural[$0] - widths[$0] < natural[$1] - widths[$1] }) {
            let short = natural[index] - widths[index]
            guard short > 0 else { continue }
            let donors = widths.indices.filter { $0 != index && natural[$0] - widths[$0] > short && widths[$0] - least[$0] >= short }
            guard let donor = donors.max(by: { natural[$0] - widths[$0] < natural[$1] - widths[$1] }) else { continue }
            widths[donor] -= short
            widths[index] += short
        }
    }

    private static func widen(_ widths: inout [Int], _ columns: Range<Int>, to needed: Int) {
        let have = columns.reduce(0) { $0 + widths[$1] }
        guard needed > have, !columns.isEmpty else { return }
        let extra = needed - have
        for (offset, column) in columns.enumerated() {
            widths[column] += extra / columns.count + (offset < extra % columns.count ? 1 : 0)
        }
    }

    /// The widest line of the text, or (`longestWord`) its longest word, in cells.
    private static func measure(_ spans: [StyledSpan], longestWord: Bool) -> Int {
        let text = spans.map(\.text).joined()
        let pieces = text.split(whereSeparator: { $0 == "\n" || (longestWord && $0 == " ") })
        return pieces.map { Glyph.width(of: String($0)) }.max() ?? 0
    }

    /// A row's lines: each cell wrapped in its columns and padded to them.
    private static func row(_ cells: [StyledTableCell], widths: [Int]) -> [StyledLine] {
        var column = 0
        var wrapped: [(lines: [StyledLine], width: Int)] = []
        for cell in cells where column < widths.count {
            let covered = column..<min(column + cell.columnSpan, widths.count)
            let cellWidth = covered.reduce(0) { $0 + widths[$1] } + gap * (covered.count - 1)
            wrapped.append((cellWidth > 0 ? StyledWrap.lines(of: cell.spans, width: cellWidth) : [], cellWidth))
            column = covered.upperBound
        }
        if column < widths.count {
            wrapped.append(([], widths[column...].reduce(0, +) + gap * (widths.count - column - 1)))
        }
        let height = max(1, wrapped.map(\.lines.count).max() ?? 1)
        let space = StyledGlyph(glyph: Glyph(text: " ", width: 1), role: .normal)
        return (0..<height).map { index in
            var line: StyledLine = []
            for (cellIndex, cell) in wrapped.enumerated() {
                if cellIndex > 0 { line += Array(repeating: space, count: gap) }
                let part = index < cell.lines.count ? cell.lines[index] : []
                line += part + Array(repeating: space, count: max(0, cell.width - part.reduce(0) { $0 + $1.glyph.width }))
            }
            while line.last == space { line.removeLast() }
            return line
        }
    }

    /// The layout for a table too wide for its columns: per row, "header: value" for each cell
    /// with text (the value alone when the table has no header), a blank line between rows.
    private static func headedLines(_ rows: [[StyledTableCell]], hasHeader: Bool, width: Int) -> [StyledLine] {
        var headers: [Int: [StyledSpan]] = [:]
        if hasHeader, let first = rows.first {
            var column = 0
            for cell in first {
                let label = cell.spans.map { StyledSpan($0.text.replacingNewlines(), role: $0.role) }
                if label.contains(where: { !$0.text.allSatisfy(\.isWhitespace) }) { headers[column] = label }
                column += cell.columnSpan
            }
        }
        var lines: [StyledLine] = []
        for row in rows.dropFirst(hasHeader ? 1 : 0) {
            if !lines.isEmpty { lines.append([]) }
            var column = 0
            for cell in row {
                defer { column += cell.columnSpan }
                guard cell.spans.contains(where: { !$0.text.allSatisfy(\.isWhitespace) }) else { continue }
                let label = headers[column].map { $0 + [StyledSpan(": ", role: $0.last?.role ?? .normal)] } ?? []
                lines += StyledWrap.lines(of: label + cell.spans, width: width, prefix: [StyledSpan("  ")])
            }
        }
        return lines
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        String(map { $0 == "\n" ? " " : $0 })
    }
}
