import Entities

/// Subtask edits: each is one `TodoEdit` (a batch where it takes several steps), so one undo
/// step, and each keeps every parent reference pointing at a to-do in the list.
extension TodoDocument {
    /// Why `id` cannot become a subtask of `parentID` (itself, a to-do not in the list, or one of
    /// its own subtasks: a cycle); nil when it can.
    public func parentProblem(of id: Todo.ID, under parentID: Todo.ID) -> String? {
        let tree = TodoTree(todos)
        guard let position = tree.position(of: id) else { return "There is no to-do with id \(id)." }
        guard parentID != id else { return "A to-do cannot be its own subtask." }
        guard let parentPosition = tree.position(of: parentID) else {
            return "“\(todos[position].title)” cannot go under #\(parentID): there is no such to-do."
        }
        if tree.isInSubtree(parentPosition, of: position) {
            return "“\(todos[position].title)” cannot go under “\(todos[parentPosition].title)”, which is one of its own subtasks."
        }
        return nil
    }

    /// Makes `id` the last subtask of `parentID` (indent: the sibling above it), or nil when that
    /// is not a change it can make (`parentProblem` says why).
    public func indenting(_ id: Todo.ID, under parentID: Todo.ID) -> TodoEdit? {
        guard parentProblem(of: id, under: parentID) == nil else { return nil }
        let tree = TodoTree(todos)
        guard let position = tree.position(of: id), let parentPosition = tree.position(of: parentID) else { return nil }
        let setParent = TodoEdit.update(id, TodoPatch(parent: .some(parentID)))
        // Last among its new siblings: after the last of them in the manual order.
        guard let last = tree.children(of: parentPosition).last, last > position else { return setParent }
        return .batch([setParent, .move(id, to: last)])
    }

    /// Makes `id` a sibling of its parent, right after it (outdent); nil at the top level.
    public func outdenting(_ id: Todo.ID) -> TodoEdit? {
        let tree = TodoTree(todos)
        guard let position = tree.position(of: id), let parentPosition = tree.parentPosition(of: position) else { return nil }
        let setParent = TodoEdit.update(id, TodoPatch(parent: .some(todos[parentPosition].parent)))
        return .batch([setParent, .move(id, to: position > parentPosition ? parentPosition + 1 : parentPosition)])
    }

    /// The to-do and everything under it, parents first (pre-order).
    public func subtreeIDs(of id: Todo.ID) -> [Todo.ID] {
        let tree = TodoTree(todos)
        guard let position = tree.position(of: id) else { return [] }
        return tree.subtree(of: position).map { todos[$0].id }
    }

    /// Deletes the to-dos with all their subtasks, subtasks first (so no delete lifts a child),
    /// each once; and how many that is.
    public func deletingSubtrees(of ids: [Todo.ID]) -> (edit: TodoEdit, count: Int) {
        let tree = TodoTree(todos)
        var seen = Set<Int>()
        var order: [Int] = []
        for id in ids {
            guard let position = tree.position(of: id), !seen.contains(position) else { continue }
            for node in tree.subtree(of: position).reversed() where seen.insert(node).inserted { order.append(node) }
        }
        let deletes = order.map { TodoEdit.delete(todos[$0].id) }
        return (deletes.count == 1 ? deletes[0] : .batch(deletes), deletes.count)
    }

    /// Marks the to-do and every open subtask done (a repeating one adds its next one).
    public func completingSubtree(_ id: Todo.ID, today: CalendarDay) -> TodoEdit {
        let ids = Set(subtreeIDs(of: id))
        let open = todos.filter { ids.contains($0.id) && !$0.done }
        switch open.count {
        case 0: return .setDone(id, true)
        case 1: return .marking(open[0], done: true, today: today)
        default: return .batch(open.map { .marking($0, done: true, today: today) })
        }
    }

    /// How many subtasks are under the to-do, and how many of them are open (not done).
    public func subtaskCounts(of id: Todo.ID) -> (all: Int, open: Int) {
        let ids = Set(subtreeIDs(of: id).dropFirst())
        return (ids.count, todos.count(where: { ids.contains($0.id) && !$0.done }))
    }

    // MARK: Keeping references valid (called by `apply`)

    /// Deleting `id`: its direct subtasks move up to its parent. Returns the edits that put them back.
    mutating func liftChildren(of id: Todo.ID, to parentID: Todo.ID?) -> [TodoEdit] {
        var restores: [TodoEdit] = []
        for index in todos.indices where todos[index].parent == id {
            todos[index].parent = parentID
            restores.append(.update(todos[index].id, TodoPatch(parent: .some(id))))
        }
        return restores
    }

    /// A to-do put back whose parent is no longer in the list comes back at the top level.
    func withValidParent(_ todo: Todo) -> Todo {
        guard let parentID = todo.parent, !todos.contains(where: { $0.id == parentID }) else { return todo }
        var lifted = todo
        lifted.parent = nil
        return lifted
    }
}

extension TodoPatch {
    /// The parent it sets, when it sets one (not when it clears it or leaves it).
    var newParentID: Todo.ID? {
        if case .some(.some(let parentID)) = parent { parentID } else { nil }
    }

    func renamingParent(_ newID: (Todo.ID) -> Todo.ID) -> TodoPatch {
        guard let parentID = newParentID else { return self }
        var copy = self
        copy.parent = .some(newID(parentID))
        return copy
    }
}

extension TodoDraft {
    func renamingParent(_ newID: (Todo.ID) -> Todo.ID) -> TodoDraft {
        var copy = self
        copy.parent = parent.map(newID)
        return copy
    }
}

extension TodoDocument {
    /// The done, unarchived to-dos that archiving may hide: among `ids` and their subtasks (all
    /// to-dos when nil), leaving out any with an open subtask, since an open to-do is never
    /// hidden away under an archived one.
    public func archivableIDs(among ids: [Todo.ID]? = nil) -> [Todo.ID] {
        let tree = TodoTree(todos)
        var blocked = [Bool](repeating: false, count: todos.count)
        for position in todos.indices where !todos[position].done {
            var node = tree.parentPosition(of: position)
            while let up = node, !blocked[up] {
                blocked[up] = true
                node = tree.parentPosition(of: up)
            }
        }
        let candidates = ids.map { ids in
            Set(ids.compactMap(tree.position(of:)).flatMap(tree.subtree(of:)))
        }
        return todos.indices.filter { position in
            todos[position].done && !todos[position].archived && !blocked[position] && candidates?.contains(position) != false
        }.map { todos[$0].id }
    }
}
