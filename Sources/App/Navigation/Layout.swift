import Terminal

/// Where each visible pane goes. At 100 columns and more, the two bottom panes (list and
/// details) stand side by side while one of them has focus; otherwise the focused pane fills
/// the body. Row 0 is the top bar, the last row the status bar.
public struct Layout {
    public static let minimumSize = Size(columns: 40, rows: 10)
    public static let splitWidth = 100

    public var placements: [(index: Int, rect: Rect)]

    /// `topRows`: the top bar and any banner above the panes.
    public init(size: Size, paneCount: Int, focusIndex: Int, topRows: Int = 1) {
        let body = Rect(row: topRows, column: 0, width: size.columns, height: size.rows - topRows - 1)
        if size.columns >= Self.splitWidth, paneCount >= 2, focusIndex <= 1 {
            let left = size.columns / 2
            placements = [
                (0, Rect(row: body.row, column: 0, width: left, height: body.height)),
                (1, Rect(row: body.row, column: left, width: size.columns - left, height: body.height)),
            ]
        } else if paneCount > 0 {
            placements = [(focusIndex, body)]
        } else {
            placements = []
        }
    }
}
