/// Why the to-do store could not read or save. `description` is the one sentence shown to users.
public struct TodoStoreError: Error, Hashable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The file exists but could not be read or understood; it is never overwritten.
        case unreadable
        /// The file comes from a newer Adder; it is never overwritten.
        case newerVersion
        /// A save failed; the edit is kept in memory and saved by the next successful write.
        case writeFailed
        /// An edit named a to-do that does not exist.
        case unknownTodo
        /// An edit would put a date outside `DateLimits` into the list; nothing changes.
        case outOfRange
        /// The store was opened read-only because its file could not be read; nothing is saved.
        case readOnly
    }

    public let kind: Kind
    public let description: String
    /// What went wrong, without what happens next ("Could not save …: disk full").
    public let reason: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
        reason = description
    }

    /// A failed save. The sentence promises that the edit is kept for the next save, which holds
    /// in a running TUI; a script that ends now says `reason` with its own ending instead.
    public static func saveFailed(_ reason: String) -> TodoStoreError {
        TodoStoreError(.writeFailed, reason: reason)
    }

    private init(_ kind: Kind, reason: String) {
        self.kind = kind
        self.reason = reason
        description = "\(reason); the change is kept and will be saved on the next successful write."
    }
}
