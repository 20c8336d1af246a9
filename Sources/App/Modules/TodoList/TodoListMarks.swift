import Entities

/// The to-dos marked for an action on many at once, by id. A mark lasts until it is cleared, its
/// to-do is deleted, or the list stops showing it (actions apply to what is seen).
struct TodoListMarks: Hashable {
    private(set) var ids: Set<Todo.ID> = []
    /// The last to-do marked: where a range starts.
    private(set) var anchor: Todo.ID?

    var isEmpty: Bool { ids.isEmpty }
    var count: Int { ids.count }

    func contains(_ id: Todo.ID) -> Bool { ids.contains(id) }

    mutating func toggle(_ id: Todo.ID) {
        if ids.remove(id) == nil {
            ids.insert(id)
            anchor = id
        } else if anchor == id {
            anchor = nil
        }
    }

    /// Marks the rows from the anchor (or the first row, without one) to `index`; how many were added.
    @discardableResult
    mutating func markRange(to index: Int, in shown: [Todo.ID]) -> Int {
        let start = anchor.flatMap { shown.firstIndex(of: $0) } ?? 0
        let before = ids.count
        ids.formUnion(shown[min(start, index)...max(start, index)])
        anchor = shown[index]
        return ids.count - before
    }

    mutating func markAll(_ shown: [Todo.ID]) {
        ids.formUnion(shown)
    }

    mutating func clear() {
        ids.removeAll()
        anchor = nil
    }

    /// Drops the marks of to-dos the list no longer shows.
    mutating func keep(onlyShown shown: [Todo.ID]) {
        guard !ids.isEmpty else { return }
        ids.formIntersection(shown)
        if let anchor, !ids.contains(anchor) { self.anchor = nil }
    }

    /// The marked ones among `shown`, in its order.
    func marked(in shown: [Todo.ID]) -> [Todo.ID] {
        shown.filter(ids.contains)
    }
}
