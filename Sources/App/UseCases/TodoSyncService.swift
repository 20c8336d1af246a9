import Entities

/// `[todos.sync]` as the TUI uses it: how to run one sync off the loop's thread, how often, and
/// how to count what waits to be sent. The composition root builds it from the sync target, so
/// the App only starts syncs and shows their state.
public struct TodoSyncService: Sendable {
    /// Seconds between background syncs while the TUI runs; 0: at start and when asked only.
    public let intervalSeconds: Int
    /// One sync; runs on a work thread.
    let sync: @Sendable () async -> TodoSyncOutcome
    /// How many changes the next sync would send from this list; nil before the first sync.
    let waiting: @Sendable ([Todo]) -> Int?

    public init(intervalSeconds: Int, sync: @escaping @Sendable () async -> TodoSyncOutcome,
                waiting: @escaping @Sendable ([Todo]) -> Int?) {
        self.intervalSeconds = intervalSeconds
        self.sync = sync
        self.waiting = waiting
    }
}

/// What one sync came to, as the status bar and the list's message word it.
public struct TodoSyncOutcome: Sendable, Equatable {
    /// One sentence when the sync did not happen (nothing was changed then).
    public var failure: String?
    /// "Sent 1 new, 0 changed, 0 deleted; received …": what `adder todo sync` prints first.
    public var summary: String
    /// One line per field changed on both sides (the server's kept, Adder's in the notes).
    public var conflicts: [String]
    /// One sentence per to-do the server or Adder refused.
    public var refused: [String]

    public init(failure: String? = nil, summary: String = "", conflicts: [String] = [], refused: [String] = []) {
        self.failure = failure
        self.summary = summary
        self.conflicts = conflicts
        self.refused = refused
    }

    /// A sync that did not happen, and why.
    public static func failed(_ sentence: String) -> TodoSyncOutcome { TodoSyncOutcome(failure: sentence) }
}
