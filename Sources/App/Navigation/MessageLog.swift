import Foundation

/// A sentence the status bar showed, and when.
struct LoggedMessage: Hashable {
    var time: Date
    var message: StatusMessage
}

/// Every sentence the status bar showed this run, so one cut with "…" can be read in full
/// (Ctrl-G, `:messages`). The shell records after each event; the same sentence shown again
/// and again is kept once.
struct MessageLog {
    private(set) var entries: [LoggedMessage] = []
    /// Old sentences go first past this many.
    static let capacity = 500

    mutating func record(_ message: StatusMessage?, at time: Date) {
        guard let message, entries.last?.message != message else { return }
        entries.append(LoggedMessage(time: time, message: message))
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }
}
