import Entities

extension TodoTree {
    /// The rows a query shows, in display order: each to-do that matches, with the path to it
    /// (its ancestors, marked `isContext` when they do not match themselves). Siblings keep the
    /// manual order or follow the query's sort, each parent's children among themselves.
    /// The query's `folded` to-dos hide their subtasks, except while searching (a match always shows).
    public func rows(for query: TodoQuery) -> [TodoTreeRow] {
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
        let folds = words.isEmpty ? query.folded : []
        var rows: [TodoTreeRow] = []
        var stack: [(position: Int, depth: Int)] = keptChildren(of: -1, kept: kept, query: query).reversed().map { ($0, 0) }
        while let next = stack.popLast() {
            let (position, depth) = next
            let isFolded = !folds.isEmpty && hasChildren(position) && folds.contains(todos[position].id)
            let (done, total) = progress(of: position)
            rows.append(TodoTreeRow(index: position, depth: depth, isContext: !matched[position], isFolded: isFolded,
                                    subtasks: total, doneSubtasks: done))
            guard !isFolded, hasChildren(position) else { continue }
            for child in keptChildren(of: position, kept: kept, query: query).reversed() { stack.append((child, depth + 1)) }
        }
        return rows
    }

    /// Without subtasks: the matching to-dos in the query's order, as the flat list always was.
    private func flatRows(for query: TodoQuery, words: [String]) -> [TodoTreeRow] {
        var positions: [Int] = []
        positions.reserveCapacity(todos.count)
        for position in todos.indices where query.matches(todos[position], words: words) { positions.append(position) }
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
