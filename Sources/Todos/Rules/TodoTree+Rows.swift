import Entities

extension TodoTree {
    /// The rows a query shows, in display order: each to-do that matches, with the path to it
    /// (its ancestors, marked `isContext` when they do not match themselves). Siblings keep the
    /// manual order or follow the query's sort, each parent's children among themselves.
    /// The query's `folded` to-dos hide their subtasks, except while searching (a match always shows).
    public func rows(for query: TodoQuery) -> [TodoTreeRow] {
        TodoTreeLayout(self, query: query).rows(folding: query.folded)
    }

    /// Every row of a query with all subtrees open (`folded` is not read).
    fileprivate func openRows(for query: TodoQuery) -> [TodoTreeRow] {
        let words = query.searchWords
        guard hasSubtasks else { return flatRows(for: query, words: words) }
        let count = todos.count
        var matched = [Bool](repeating: false, count: count)
        var kept = matched
        for position in 0..<count where query.matches(todos[position], words: words) {
            matched[position] = true
            var node = position
            // Up to the first ancestor already kept: each to-do is climbed through at most once.
            while node >= 0, !kept[node] {
                kept[node] = true
                node = parentPosition(of: node) ?? -1
            }
        }
        var rows: [TodoTreeRow] = []
        rows.reserveCapacity(kept.count(where: { $0 }))
        guard query.sort != .manual else {
            appendInManualOrder(to: &rows, kept: kept, matched: matched)
            return rows
        }
        var stack: [(position: Int, depth: Int)] = keptChildren(of: -1, kept: kept, query: query).reversed().map { ($0, 0) }
        while let next = stack.popLast() {
            let (position, depth) = next
            let (done, total) = progress(of: position)
            rows.append(TodoTreeRow(index: position, depth: depth, isContext: !matched[position], subtasks: total, doneSubtasks: done))
            guard hasChildren(position) else { continue }
            for child in keptChildren(of: position, kept: kept, query: query).reversed() { stack.append((child, depth + 1)) }
        }
        return rows
    }

    /// The kept to-dos in the manual order, parents before children, walking the sibling links
    /// (down to the first child, on to the next sibling, back up when a level ends): no list of
    /// children is made, which at 100,000 to-dos was most of the time.
    private func appendInManualOrder(to rows: inout [TodoTreeRow], kept: [Bool], matched: [Bool]) {
        func firstKept(from start: Int32) -> Int {
            var node = Int(start)
            while node >= 0, !kept[node] { node = Int(nextSiblingPosition(node)) }
            return node
        }
        var node = firstKept(from: firstChildPosition(-1))
        var depth = 0
        while node >= 0 {
            let (done, total) = progress(of: node)
            rows.append(TodoTreeRow(index: node, depth: depth, isContext: !matched[node], subtasks: total, doneSubtasks: done))
            let child = firstKept(from: firstChildPosition(node))
            if child >= 0 {
                node = child
                depth += 1
                continue
            }
            while node >= 0 {
                let sibling = firstKept(from: nextSiblingPosition(node))
                if sibling >= 0 {
                    node = sibling
                    break
                }
                node = parentPosition(of: node) ?? -1
                depth -= 1
            }
        }
    }

    /// Without subtasks: the matching to-dos in the query's order, as the flat list always was.
    private func flatRows(for query: TodoQuery, words: [TodoSearchTerm]) -> [TodoTreeRow] {
        if query.sort == .manual {  // the rows themselves, without a list of positions first
            var rows: [TodoTreeRow] = []
            rows.reserveCapacity(todos.count)
            todos.withUnsafeBufferPointer { todos in
                for position in todos.indices where query.matches(todos[position], words: words) { rows.append(TodoTreeRow(index: position)) }
            }
            return rows
        }
        var positions: [Int] = []
        positions.reserveCapacity(todos.count)
        todos.withUnsafeBufferPointer { todos in
            for position in todos.indices where query.matches(todos[position], words: words) { positions.append(position) }
        }
        return sorted(positions, by: query).map { TodoTreeRow(index: $0) }
    }

    private func keptChildren(of position: Int, kept: [Bool], query: TodoQuery) -> [Int] {
        var result: [Int] = []
        var child = firstChildPosition(position)
        while child >= 0 {
            if kept[Int(child)] { result.append(Int(child)) }
            child = nextSiblingPosition(Int(child))
        }
        return sorted(result, by: query)
    }

    private func sorted(_ positions: [Int], by query: TodoQuery) -> [Int] {
        guard query.sort != .manual else { return positions }
        return positions.sorted { lhs, rhs in query.comesFirst(todos[lhs], todos[rhs]) ?? (lhs < rhs) }
    }
}

/// The rows of a query with every subtree open, and where each row's subtree ends among them, so
/// that folding is a skip over the rows rather than a new walk of the tree: the list keeps one per
/// query and a fold key costs a copy of the rows shown.
public struct TodoTreeLayout: Sendable {
    public private(set) var tree: TodoTree
    /// Every row, all subtrees open.
    public private(set) var openRows: [TodoTreeRow]
    /// For each row, the index in `openRows` just past its subtree.
    private let ends: [Int32]
    /// A search shows every match: folds do not apply.
    private let searching: Bool

    public init(_ tree: TodoTree, query: TodoQuery) {
        self.tree = tree
        openRows = tree.openRows(for: query)
        searching = !query.searchWords.isEmpty
        var ends = [Int32](repeating: Int32(openRows.count), count: openRows.count)
        var open: [Int] = []
        for (index, row) in openRows.enumerated() {
            while let last = open.last, openRows[last].depth >= row.depth {
                ends[last] = Int32(index)
                open.removeLast()
            }
            open.append(index)
        }
        self.ends = ends
    }

    /// Lets go of the list (an edit is about to change it in place), for `patch`.
    public mutating func letGoOfTodos() { tree.letGoOfTodos() }

    /// The layout for `tree`, patched after `change` (see `TodoTree.patch`), when `query` (this
    /// layout's) shows the same rows in the same order after it: in the manual order, each changed
    /// to-do matching as before. Only the counts of subtasks on its parent's row change then.
    /// False: make a new layout.
    public mutating func patch(_ tree: TodoTree, after change: TodoFieldsChange, query: TodoQuery) -> Bool {
        guard query.sort == .manual else { return false }
        let words = query.searchWords
        for changed in change.changed where query.matches(changed.before, words: words) != query.matches(tree.todos[changed.position], words: words) {
            return false
        }
        self.tree = tree
        for changed in change.changed {
            guard let parent = tree.parentPosition(of: changed.position),
                  let row = openRows.firstIndex(where: { $0.index == parent }) else { continue }
            (openRows[row].doneSubtasks, openRows[row].subtasks) = tree.progress(of: parent)
        }
        return true
    }

    /// The rows shown with `folded` to-dos' subtasks hidden (all of them while searching).
    public func rows(folding folded: Set<Todo.ID>) -> [TodoTreeRow] {
        guard !folded.isEmpty, !searching, tree.hasSubtasks else { return openRows }
        var rows: [TodoTreeRow] = []
        rows.reserveCapacity(openRows.count)
        var index = 0
        while index < openRows.count {
            var row = openRows[index]
            if tree.hasChildren(row.index), folded.contains(tree.todos[row.index].id) {
                row.isFolded = true
                rows.append(row)
                index = Int(ends[index])
            } else {
                rows.append(row)
                index += 1
            }
        }
        return rows
    }
}
