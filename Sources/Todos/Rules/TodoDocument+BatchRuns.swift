import Entities
import Foundation

/// Runs of a batch that one edit after another would handle with a pass over the list each,
/// applied in one pass with the same result: restores at places inside the list (the undo of
/// deleting a to-do with its subtasks), and marks and field changes (completing a subtree, and
/// putting subtasks back under the parent an undo restored). 10,000 subtasks took 5 s that way.
extension TodoDocument {
    /// The restores that start `edits` (`minimum` or more, two at least), when each puts back a to-do
    /// whose id is in neither the list nor another of them; nil otherwise (then one after another is exact).
    func newRestores(_ edits: ArraySlice<TodoEdit>, atLeast minimum: Int) -> [(todo: Todo, position: Int)]? {
        var run: [(todo: Todo, position: Int)] = []
        for edit in edits {
            guard case .restore(let todo, let position) = edit else { break }
            run.append((todo, position))
        }
        guard run.count >= max(2, minimum) else { return nil }
        var ids = Set(todos.map(\.id))
        for entry in run where !ids.insert(entry.todo.id).inserted { return nil }
        return run
    }

    /// What `.restore(todo, at: position)` does for each of `run` in turn, none of whose ids is in
    /// the list: the place each ends at is found from the last one back (the last one's place is
    /// final; an earlier one takes the free slot its position counts to), and a parent that is
    /// not in the list by then is dropped. Returns the inverses in the order applied.
    mutating func insertRestores(_ run: [(todo: Todo, position: Int)]) -> [TodoEdit] {
        let total = todos.count + run.count
        var free = FreeSlots(count: total)
        var slotOf = [Int](repeating: 0, count: run.count)
        for (index, entry) in run.enumerated().reversed() {
            let position = min(max(0, entry.position), todos.count + index)
            slotOf[index] = free.take(position)
        }
        var present = Set(todos.map(\.id))
        var placed = [Todo?](repeating: nil, count: total)
        for (index, entry) in run.enumerated() {
            var todo = entry.todo
            if let parent = todo.parent, !present.contains(parent) { todo.parent = nil }
            present.insert(todo.id)
            nextID = max(nextID, todo.id + 1)
            placed[slotOf[index]] = todo
        }
        var old = todos.makeIterator()
        todos = placed.map { $0 ?? old.next()! }
        return run.map { .delete($0.todo.id) }
    }

    /// The `.setDone` and `.update` edits that start `edits` (none of which moves a to-do).
    func inPlaceEdits(_ edits: ArraySlice<TodoEdit>) -> ArraySlice<TodoEdit> {
        let end = edits.firstIndex { edit in
            switch edit {
            case .setDone, .update: false
            default: true
            }
        } ?? edits.endIndex
        return edits[edits.startIndex..<end]
    }

    /// Applies `run` (from `inPlaceEdits`) with one index of the list, as one edit after another
    /// would; nil, changing nothing, when one of them would be refused or the list is one that
    /// needs the slow checks (an id twice, parents in a loop): one after another then says why.
    mutating func applyInPlace(_ run: ArraySlice<TodoEdit>, now: Date) -> [TodoEdit]? {
        var indexOf: [Todo.ID: Int] = [:]
        indexOf.reserveCapacity(todos.count)
        for (index, todo) in todos.enumerated() where indexOf.updateValue(index, forKey: todo.id) != nil { return nil }
        var working = todos
        var inverses: [TodoEdit] = []
        inverses.reserveCapacity(run.count)
        // Walking up from each new parent costs its depth: past this, one after another is as good.
        var stepsLeft = 8 * todos.count + 64
        for edit in run {
            switch edit {
            case .setDone(let id, let done):
                guard let index = indexOf[id] else { return nil }
                let before = working[index]
                working[index].done = done
                working[index].completed = done ? (before.done ? before.completed : now) : nil
                inverses.append(before.done == done ? edit : .setDone(id, before.done))
            case .update(let id, let patch):
                guard let index = indexOf[id] else { return nil }
                if let parent = patch.newParentID {
                    guard parent != id, indexOf[parent] != nil,
                          Self.isOutside(id, ancestorsOf: parent, in: working, indexOf: indexOf, stepsLeft: &stepsLeft) else { return nil }
                }
                let before = working[index]
                working[index] = patch.applied(to: before)
                inverses.append(.update(id, patch.inverse(for: before)))
            default:
                return nil
            }
        }
        todos = working
        return inverses
    }

    /// True when `id` is not `start` or one of its ancestors; false also when the walk meets a
    /// loop of parents or runs out of steps (the caller then leaves it to the exact checks).
    private static func isOutside(_ id: Todo.ID, ancestorsOf start: Todo.ID, in todos: [Todo], indexOf: [Todo.ID: Int],
                                  stepsLeft: inout Int) -> Bool {
        var current = start
        var depth = 0
        while let index = indexOf[current] {
            if current == id { return false }
            guard let parent = todos[index].parent else { return true }
            depth += 1
            stepsLeft -= 1
            guard depth <= todos.count, stepsLeft > 0 else { return false }
            current = parent
        }
        return true  // a parent not in the list: the tree counts the to-do as top-level
    }
}

/// Which of `count` slots are still free (a Fenwick tree of ones), to find the free slot a
/// position counts to in a logarithmic number of steps.
private struct FreeSlots {
    private var tree: [Int]
    private let highestBit: Int

    init(count: Int) {
        tree = [Int](repeating: 0, count: count + 1)
        for node in 1...max(1, count) where node <= count {
            tree[node] += 1
            let parent = node + (node & -node)
            if parent <= count { tree[parent] += tree[node] }
        }
        var bit = 1
        while bit * 2 <= count { bit *= 2 }
        highestBit = bit
    }

    /// Takes the free slot with exactly `position` free slots before it (or the last free one).
    mutating func take(_ position: Int) -> Int {
        var node = 0, remaining = position + 1, bit = highestBit
        while bit > 0 {
            let next = node + bit
            if next < tree.count, tree[next] < remaining {
                node = next
                remaining -= tree[next]
            }
            bit /= 2
        }
        // `node` is the last slot (1-based) with fewer than `position + 1` free slots up to it.
        var update = node + 1
        while update < tree.count {
            tree[update] -= 1
            update += update & -update
        }
        return node
    }
}
