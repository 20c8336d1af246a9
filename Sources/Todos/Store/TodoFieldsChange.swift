import Entities

/// An edit that changed some to-dos' fields where they stand: none added, removed or moved, none
/// given another parent. Whatever was made of the list before it (a tree, rows, counts) can be
/// patched for these to-dos instead of made again from 100,000 (BENCHMARKS.md, "An edit patches").
public struct TodoFieldsChange: Sendable {
    /// One changed to-do: where it stands in the list, and what it was before the edit.
    public struct Changed: Sendable {
        public let position: Int
        public let before: Todo
    }

    public let changed: [Changed]
    /// The store's `version` before the edit and after it: only something made of the list at
    /// `from` may be patched to `to`.
    public let from: Int
    public let to: Int
}

extension TodoEdit {
    /// True for an edit that keeps every to-do at its position under its parent (`TodoFieldsChange`).
    var keepsEveryPosition: Bool {
        switch self {
        case .setDone: true
        case .update(_, let patch): patch.parent == nil
        default: false
        }
    }
}
