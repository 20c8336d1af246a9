import Terminal

/// What a click or the wheel asks of a pane, as its Presenter reads it. Panes have a one-cell
/// border, so a pane-local event's row 1 is the first row of content.
enum MouseIntent: Equatable {
    /// Select the item at this index (a click on a row).
    case select(Int)
    /// Select and open the item at this index (a double click on a row).
    case open(Int)
    /// Scroll by this many rows (the wheel; negative is up).
    case scroll(Int)
    /// Nothing to do (a click on the border or below the last item).
    case none

    /// Rows one notch of the wheel scrolls.
    static let wheelRows = 3

    /// The intent of `event`, measured from the pane's corner, on a list that shows
    /// `visibleRows` items from `firstVisibleRow`, out of `count`.
    static func inList(_ event: MouseEvent, firstVisibleRow: Int, visibleRows: Int, count: Int) -> MouseIntent {
        switch event.kind {
        case .wheelUp: return .scroll(-wheelRows)
        case .wheelDown: return .scroll(wheelRows)
        case .click, .doubleClick:
            let offset = event.row - 1
            let index = firstVisibleRow + offset
            guard (0..<visibleRows).contains(offset), (0..<count).contains(index) else { return .none }
            return event.kind == .click ? .select(index) : .open(index)
        }
    }

    /// The intent of `event` on a pane that only scrolls (details, the reader, help).
    static func inText(_ event: MouseEvent) -> MouseIntent {
        switch event.kind {
        case .wheelUp: .scroll(-wheelRows)
        case .wheelDown: .scroll(wheelRows)
        case .click, .doubleClick: .none
        }
    }
}

extension MouseIntent {
    /// Carries out a list intent through the presenter's own steps: a click selects, a double
    /// click selects then opens, the wheel hands `scrolled` the list's window after it (the
    /// selection kept on screen). False when there is nothing to do.
    func perform(onListShowing visibleRows: Int, from firstVisibleRow: Int, selection: Int, count: Int,
                 select: (Int) -> Void, open: () -> Void, scrolled: (ListScroll) -> Void) -> Bool {
        switch self {
        case .select(let index):
            select(index)
        case .open(let index):
            select(index)
            open()
        case .scroll(let rows):
            scrolled(ListScroll(scrolling: rows, firstVisibleRow: firstVisibleRow, selection: selection,
                                visibleRows: visibleRows, count: count))
        case .none:
            return false
        }
        return true
    }
}

/// A list's window after the wheel: the first visible row moves by `rows` (within the list) and
/// the selection stays on screen, moving with it only as far as it must.
struct ListScroll: Equatable {
    var firstVisibleRow: Int
    var selection: Int

    init(scrolling rows: Int, firstVisibleRow: Int, selection: Int, visibleRows: Int, count: Int) {
        let first = max(0, min(firstVisibleRow + rows, count - visibleRows))
        self.firstVisibleRow = first
        self.selection = max(first, min(selection, first + visibleRows - 1, count - 1))
    }
}
