/// What a backend hands the event loop.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    /// The terminal changed size; the next frame is drawn at the new size.
    case resize
    /// Nothing happened within the timeout.
    case timeout
    /// SIGINT, SIGTERM or SIGHUP arrived; the loop must restore the terminal and end.
    case signal(Int32)
    /// No more input will come (the in-memory backend ran out of keys).
    case endOfInput
}

/// A place a Screen is shown and keys come from: ncurses, or memory.
public protocol TerminalBackend: AnyObject {
    var size: Size { get }
    /// Shows a frame. A backend sends only what changed since the last one.
    func present(_ screen: Screen)
    /// Waits for the next event, at most `timeoutMilliseconds` (nil: no limit).
    func nextEvent(timeoutMilliseconds: Int?) -> TerminalEvent
    /// Gives the terminal back to the shell while `body` runs (an external editor), then resumes.
    func suspend(while body: () throws -> Void) rethrows
}

/// A backend in memory: keys come from a list, frames are kept. Used by tests and `adder snapshot`.
public final class InMemoryTerminal: TerminalBackend {
    public var size: Size
    public private(set) var lastFrame: Screen?
    private var pending: [TerminalEvent]

    public init(size: Size, keys: [Key] = []) {
        self.size = size
        pending = keys.map { .key($0) }
    }

    public func present(_ screen: Screen) {
        lastFrame = screen
    }

    public func nextEvent(timeoutMilliseconds: Int?) -> TerminalEvent {
        pending.isEmpty ? .endOfInput : pending.removeFirst()
    }

    public func suspend(while body: () throws -> Void) rethrows { try body() }
}
