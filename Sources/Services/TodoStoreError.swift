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
        /// The store was opened read-only because its file could not be read; nothing is saved.
        case readOnly
    }

    public let kind: Kind
    public let description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
