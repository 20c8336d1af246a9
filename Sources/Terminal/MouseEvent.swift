/// A mouse button or wheel event, in cells from the top-left corner of whatever it is relative
/// to: the screen when a backend reports it, a pane once the shell has hit-tested it.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The left button went down.
        case click
        /// The left button went down a second time at the same place, soon after a click
        /// (a click is reported first, then this).
        case doubleClick
        case wheelUp
        case wheelDown
    }

    public var kind: Kind
    public var row: Int
    public var column: Int

    public init(_ kind: Kind, row: Int, column: Int) {
        self.kind = kind
        self.row = row
        self.column = column
    }

    /// The same event measured from `origin` (a pane's top-left cell) instead.
    public func relative(to origin: (row: Int, column: Int)) -> MouseEvent {
        MouseEvent(kind, row: row - origin.row, column: column - origin.column)
    }

    /// Whether the event is a button press (which focuses what it lands on), not the wheel.
    public var isClick: Bool { kind == .click || kind == .doubleClick }
}

/// Turns button presses into clicks and double clicks: a press at the same cell as the last
/// one, within `interval`, is a double click. Backends that only see presses use it.
public struct DoubleClickDetector: Sendable {
    /// The longest gap between the two presses of a double click.
    public static let interval: Duration = .milliseconds(400)
    private var last: (row: Int, column: Int, at: ContinuousClock.Instant)?

    public init() {}

    /// The kind of a left-button press at a cell at `now`.
    public mutating func press(row: Int, column: Int, at now: ContinuousClock.Instant) -> MouseEvent.Kind {
        if let last, last.row == row, last.column == column, now - last.at <= Self.interval {
            self.last = nil  // a third press starts over
            return .doubleClick
        }
        last = (row, column, now)
        return .click
    }
}
