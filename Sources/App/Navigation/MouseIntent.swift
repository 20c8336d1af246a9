import Terminal

/// What a click or the wheel asks of a pane whose content only scrolls (details, the reader).
/// Lists read the mouse through their `ListState`.
enum MouseIntent: Equatable {
    /// Scroll by this many rows (the wheel; negative is up).
    case scroll(Int)
    /// Nothing to do (a click: the shell already focused the pane).
    case none

    static func inText(_ event: MouseEvent) -> MouseIntent {
        switch event.kind {
        case .wheelUp: .scroll(-ListState.wheelRows)
        case .wheelDown: .scroll(ListState.wheelRows)
        case .click, .doubleClick: .none
        }
    }
}
