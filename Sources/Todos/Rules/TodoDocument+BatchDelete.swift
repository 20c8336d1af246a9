import Entities

extension TodoDocument {
    /// The ids of the deletes that start `edits`.
    func deletedIDs(_ edits: ArraySlice<TodoEdit>) -> [Todo.ID] {
        var ids: [Todo.ID] = []
        for edit in edits {
            guard case .delete(let id) = edit else { break }
            ids.append(id)
        }
        return ids
    }

    /// What `.delete(id)` does for each of `ids` in turn, in one pass over the list: the to-do
    /// goes, its subtasks move up to its parent (as it is by then), and each inverse puts back the
    /// to-do at the place it had when it went, then its subtasks' parent. Nil, changing nothing,
    /// when an id is named twice or is not exactly one to-do's: one delete after another then
    /// says which, or does what it does with a list that holds an id twice.
    mutating func deleteAll(_ ids: [Todo.ID]) -> [TodoEdit]? {
        var indexOf: [Todo.ID: Int] = [:]
        let wanted = Set(ids)
        guard wanted.count == ids.count else { return nil }
        for (index, todo) in todos.enumerated() where wanted.contains(todo.id) {
            guard indexOf.updateValue(index, forKey: todo.id) == nil else { return nil }
        }
        guard indexOf.count == ids.count else { return nil }
        var parents = todos.map(\.parent)
        // Each parent's subtasks by their index in the list, in the list's order.
        var subtasks: [Todo.ID: [Int]] = [:]
        for (index, parent) in parents.enumerated() { if let parent { subtasks[parent, default: []].append(index) } }
        var removed = [Bool](repeating: false, count: todos.count)
        var removedBefore = RemovedCounts(count: todos.count)
        var inverses: [TodoEdit] = []
        inverses.reserveCapacity(ids.count)
        for id in ids {
            let index = indexOf[id]!
            var todo = todos[index]
            todo.parent = parents[index]
            let place = index - removedBefore.count(below: index)
            removed[index] = true
            removedBefore.add(index)
            let lifted = (subtasks.removeValue(forKey: id) ?? []).filter { !removed[$0] }
            for subtask in lifted { parents[subtask] = todo.parent }
            if let parent = todo.parent, !lifted.isEmpty { subtasks[parent] = Self.merged(subtasks[parent] ?? [], lifted) }
            let putBack = TodoEdit.restore(todo, at: place)
            inverses.append(lifted.isEmpty ? putBack
                : .batch([putBack] + lifted.map { .update(todos[$0].id, TodoPatch(parent: .some(id))) }))
        }
        var kept: [Todo] = []
        kept.reserveCapacity(todos.count - ids.count)
        for index in todos.indices where !removed[index] {
            var todo = todos[index]
            todo.parent = parents[index]
            kept.append(todo)
        }
        todos = kept
        return inverses
    }

    /// Two ascending lists of indices as one.
    private static func merged(_ first: [Int], _ second: [Int]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(first.count + second.count)
        var a = first[...], b = second[...]
        while let x = a.first, let y = b.first {
            if x <= y { result.append(a.removeFirst()) } else { result.append(b.removeFirst()) }
        }
        return result + a + b
    }
}

/// How many of the list's to-dos below an index are deleted so far (a Fenwick tree): the place
/// each deleted to-do had when it went.
private struct RemovedCounts {
    private var tree: [Int]

    init(count: Int) { tree = [Int](repeating: 0, count: count + 1) }

    mutating func add(_ index: Int) {
        var node = index + 1
        while node < tree.count {
            tree[node] += 1
            node += node & -node
        }
    }

    /// Deleted to-dos at indices `0..<index`.
    func count(below index: Int) -> Int {
        var node = index, total = 0
        while node > 0 {
            total += tree[node]
            node -= node & -node
        }
        return total
    }
}
