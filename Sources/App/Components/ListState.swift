import Settings
import Terminal

/// A list's cursor as a value: how many items, which one is selected, which shows first and how
/// many fit. Every list pane holds one; none does this arithmetic itself. The selection always
/// stays on screen and the window never shows past the end.
struct ListState: Hashable {
    private(set) var count = 0
    private(set) var selection = 0
    private(set) var firstVisibleRow = 0
    private(set) var visibleRows = 20
    /// False for a list that only scrolls (help): the movement keys move the window.
    let selects: Bool

    /// Rows one notch of the wheel scrolls.
    static let wheelRows = 3

    init(selects: Bool = true) {
        self.selects = selects
    }

    /// The selected index, nil when the list is empty or selects nothing.
    var selected: Int? { selects && count > 0 ? selection : nil }
    /// The indices on screen.
    var visible: Range<Int> { min(firstVisibleRow, count)..<min(count, firstVisibleRow + visibleRows) }
    /// What PgDn moves: a screen less one row, so one row stays in view.
    var page: Int { max(1, visibleRows - 1) }

    /// The list's length changed; the selection keeps its index where it still can.
    mutating func setCount(_ count: Int) {
        self.count = max(0, count)
        clamp()
    }

    /// The pane's height changed.
    mutating func setVisibleRows(_ rows: Int) {
        visibleRows = max(1, rows)
        clamp()
    }

    mutating func select(_ index: Int) {
        selection = index
        clamp()
    }

    /// Selects `index` with it in the middle of the screen (a search or `n` jumped there).
    mutating func selectCentred(_ index: Int) {
        selection = index
        firstVisibleRow = index - visibleRows / 2
        clamp()
    }

    /// Moves the window by `rows` (within the list); the selection stays on screen, moving with
    /// it only as far as it must.
    mutating func scroll(by rows: Int) {
        firstVisibleRow = max(0, min(firstVisibleRow + rows, count - visibleRows))
        if selects { selection = max(firstVisibleRow, min(selection, firstVisibleRow + visibleRows - 1, count - 1)) }
        clamp()
    }

    /// Carries out a movement key (j/k, g/G, PgDn/PgUp); false for any other action.
    mutating func move(_ action: Action) -> Bool {
        guard selects else { return scrollOnly(action) }
        switch action {
        case .moveDown: select(selection + 1)
        case .moveUp: select(selection - 1)
        case .moveToTop: select(0)
        case .moveToBottom: select(count - 1)
        case .pageDown: select(selection + page)
        case .pageUp: select(selection - page)
        default: return false
        }
        return true
    }

    private mutating func scrollOnly(_ action: Action) -> Bool {
        switch action {
        case .moveDown: scroll(by: 1)
        case .moveUp: scroll(by: -1)
        case .moveToTop: scroll(by: -count)
        case .moveToBottom: scroll(by: count)
        case .pageDown: scroll(by: page)
        case .pageUp: scroll(by: -page)
        default: return false
        }
        return true
    }

    /// What a click or the wheel did, measured from the pane's corner (row 0 is the border).
    enum MouseOutcome: Equatable {
        /// The selection or the window moved.
        case moved
        /// A double click selected this item: open it as Enter would.
        case open(Int)
        /// Nothing (a click on the border or below the last item).
        case none
    }

    /// A click selects the row under it, a double click selects and asks to open it, the wheel
    /// scrolls three rows.
    mutating func handle(_ event: MouseEvent) -> MouseOutcome {
        switch event.kind {
        case .wheelUp, .wheelDown:
            scroll(by: event.kind == .wheelUp ? -Self.wheelRows : Self.wheelRows)
            return .moved
        case .click, .doubleClick:
            let offset = event.row - 1
            let index = firstVisibleRow + offset
            guard selects, (0..<visibleRows).contains(offset), (0..<count).contains(index) else { return .none }
            select(index)
            return event.kind == .click ? .moved : .open(index)
        }
    }

    private mutating func clamp() {
        selection = min(max(0, selection), max(0, count - 1))
        if selects {
            if selection < firstVisibleRow { firstVisibleRow = selection }
            if selection >= firstVisibleRow + visibleRows { firstVisibleRow = selection - visibleRows + 1 }
        }
        firstVisibleRow = max(0, min(firstVisibleRow, count - visibleRows))
    }
}
