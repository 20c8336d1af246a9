/// A terminal size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var columns: Int
    public var rows: Int
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
    /// `100x30`.
    public var description: String { "\(columns)x\(rows)" }
}

/// A cell position.
public struct Position: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var width: Int
    public var height: Int
    public init(row: Int, column: Int, width: Int, height: Int) {
        self.row = row
        self.column = column
        self.width = max(0, width)
        self.height = max(0, height)
    }
    /// The rectangle inside a one-cell border.
    /// Whether a cell lies inside.
    public func contains(row: Int, column: Int) -> Bool {
        (self.row..<(self.row + height)).contains(row) && (self.column..<(self.column + width)).contains(column)
    }

    public var inner: Rect { Rect(row: row + 1, column: column + 1, width: width - 2, height: height - 2) }
}
