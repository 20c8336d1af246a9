import Foundation

/// What one sync did: counts each way, the conflicts and what the server refused.
public struct SyncReport: Sendable, Codable, Equatable {
    /// To-dos sent to the server: new, changed, deleted.
    public var sentNew = 0
    public var sentChanged = 0
    public var sentDeleted = 0
    /// To-dos received into Adder: new, changed, deleted.
    public var receivedNew = 0
    public var receivedChanged = 0
    public var receivedDeleted = 0
    /// Both sides changed the to-do and their changes were merged.
    public var merged = 0
    /// One line per field changed on both sides: "“Milk”: title (the server's kept; Adder's is in the notes)".
    public var conflicts: [String] = []
    /// One sentence per to-do the server or Adder refused, by href.
    public var refused: [String] = []
    /// HTTP requests made.
    public var requests = 0
    /// True when nothing was written anywhere (`--dry-run`).
    public var dryRun = false

    public init() {}

    /// The lines `adder todo sync` prints.
    public var lines: [String] {
        var lines = ["\(dryRun ? "Would send" : "Sent") \(sentNew) new, \(sentChanged) changed, \(sentDeleted) deleted; "
            + "\(dryRun ? "would receive" : "received") \(receivedNew) new, \(receivedChanged) changed, \(receivedDeleted) deleted; "
            + "merged \(merged); \(requests) \(requests == 1 ? "request" : "requests")."]
        lines += conflicts.map { "Conflict: \($0)." }
        lines += refused.map { "Refused: \($0)" }
        return lines
    }
}
