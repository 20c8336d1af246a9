import Settings
import Terminal

/// Where each visible pane goes. An overlay with focus fills the body. A focused column fills it
/// on a narrow terminal; from `splitWidth` columns on, it stands beside the column before it (or,
/// the first column, beside the one after it): list | details, articles | reader.
/// Row 0 is the top bar, the last row the status bar.
public struct Layout {
    public static let minimumSize = ScreenLimits.minimumSize
    public static let defaultSplitWidth = ScreenLimits.defaultSplitWidth

    public var placements: [(index: Int, rect: Rect)]

    /// Whether a terminal of this size can show anything but the "too small" line.
    public static func fits(_ size: Size) -> Bool {
        size.columns >= minimumSize.columns && size.rows >= minimumSize.rows
    }

    /// `placements`: each pane's kind, bottom to top; `topRows`: the top bar and any banner.
    public init(size: Size, placements kinds: [PanePlacement], focusIndex: Int, topRows: Int = 1,
                splitWidth: Int = Layout.defaultSplitWidth) {
        let body = Rect(row: topRows, column: 0, width: size.columns, height: size.rows - topRows - 1)
        guard kinds.indices.contains(focusIndex) else {
            placements = []
            return
        }
        let columns = kinds.indices.filter { kinds[$0] == .column }
        guard kinds[focusIndex] == .column, size.columns >= splitWidth,
              let position = columns.firstIndex(of: focusIndex), columns.count >= 2 else {
            placements = [(focusIndex, body)]
            return
        }
        let pair = position > 0 ? (columns[position - 1], focusIndex) : (focusIndex, columns[position + 1])
        let left = size.columns / 2
        placements = [
            (pair.0, Rect(row: body.row, column: 0, width: left, height: body.height)),
            (pair.1, Rect(row: body.row, column: left, width: size.columns - left, height: body.height)),
        ]
    }
}
