/// What a backend hands the event loop.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    /// A click or the wheel (only when the mouse is on), in screen cells.
    case mouse(MouseEvent)
    /// The terminal changed size; the next frame is drawn at the new size.
    case resize
    /// Background work posted results: its `WakeUp` was signalled.
    case wake
    /// Nothing happened within the timeout.
    case timeout
    /// SIGINT, SIGTERM or SIGHUP arrived; the loop must restore the terminal and end.
    case signal(Int32)
    /// No more input will come (the in-memory backend ran out of keys and work).
    case endOfInput
}

/// A place a Screen is shown and keys come from: ncurses, or memory.
public protocol TerminalBackend: AnyObject {
    var size: Size { get }
    /// Signalled from any thread by background work; the backend waits on it with its input.
    var wakeUp: WakeUp { get }
    /// Shows a frame. A backend sends only what changed since the last one.
    func present(_ screen: Screen)
    /// Waits for the next event, at most `timeoutMilliseconds` (nil: no limit). `workPending`:
    /// background work has not finished, so the in-memory backend waits for it rather than end.
    func nextEvent(timeoutMilliseconds: Int?, workPending: Bool) -> TerminalEvent
    /// Gives the terminal back to the shell while `body` runs (an external editor), then resumes.
    func suspend(while body: () throws -> Void) rethrows
}

/// A backend in memory: keys come from a list, frames are kept. Used by tests and `adder snapshot`.
public final class InMemoryTerminal: TerminalBackend {
    /// How keys and background work interleave.
    public enum Pacing: Sendable {
        /// Before each key, pending work finishes and its results are delivered: every run of the
        /// same keys gives the same frames (tests, `adder snapshot`).
        case settleBeforeEachKey
        /// Keys come as fast as the loop takes them, work or not (tests of responsiveness).
        case keysDoNotWait
    }

    public var size: Size
    public let wakeUp = WakeUp()
    public private(set) var lastFrame: Screen?
    private var pending: [TerminalEvent]
    private let pacing: Pacing
    /// How long to wait for unfinished work before giving up (a test must not hang).
    private static let workTimeoutMilliseconds = 120_000

    public init(size: Size, keys: [Key] = [], pacing: Pacing = .settleBeforeEachKey) {
        self.size = size
        self.pacing = pacing
        pending = keys.map { .key($0) }
    }

    /// A terminal whose input is any mix of keys and mouse events (`.key`, `.mouse`).
    public init(size: Size, input: [TerminalEvent], pacing: Pacing = .settleBeforeEachKey) {
        self.size = size
        self.pacing = pacing
        pending = input
    }

    public func present(_ screen: Screen) {
        lastFrame = screen
    }

    public func nextEvent(timeoutMilliseconds: Int?, workPending: Bool) -> TerminalEvent {
        if wakeUp.wait(timeoutMilliseconds: 0) { return .wake }
        if workPending, pacing == .settleBeforeEachKey || pending.isEmpty {
            return wakeUp.wait(timeoutMilliseconds: Self.workTimeoutMilliseconds) ? .wake : .endOfInput
        }
        return pending.isEmpty ? .endOfInput : pending.removeFirst()
    }

    public func suspend(while body: () throws -> Void) rethrows { try body() }
}
