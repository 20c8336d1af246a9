extension ArticleText {
    /// An HTML table's cells, row by row, not laid out: the reader fits it to its width.
    public struct Table: Hashable, Sendable, Codable {
        public var rows: [[Cell]]

        public init(rows: [[Cell]]) {
            self.rows = rows
        }

        /// The number of columns: the widest row, counting spans.
        public var columnCount: Int {
            rows.map { $0.reduce(0) { $0 + $1.columnSpan } }.max() ?? 0
        }

        /// The first row, when every cell in it is a header (`th`, or a row of `thead`).
        public var headerRow: [Cell]? {
            guard let first = rows.first, !first.isEmpty, first.allSatisfy(\.isHeader) else { return nil }
            return first
        }
    }

    /// One `td` or `th`: its text (line breaks where its paragraphs or `br`s were).
    public struct Cell: Hashable, Sendable, Codable {
        public var runs: [Run]
        public var isHeader: Bool
        /// `colspan`: how many columns the cell covers, at least 1.
        public var columnSpan: Int

        public init(_ runs: [Run], isHeader: Bool = false, columnSpan: Int = 1) {
            self.runs = runs
            self.isHeader = isHeader
            self.columnSpan = max(1, columnSpan)
        }
    }
}
