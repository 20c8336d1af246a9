import Entities

/// The to-dos as a tree: each one's parent and children (in the manual order), built once per
/// list in one pass with flat arrays, so 100,000 to-dos cost a few milliseconds. A to-do whose
/// parent is not in the list (another program removed it) or that sits in a cycle (a hand-edited
/// file) counts as top-level: every to-do shows exactly once.
public struct TodoTree: Sendable {
    public private(set) var todos: [Todo]
    /// Index of each to-do's parent, -1 at the top level.
    private var parent: [Int32]
    private var firstChild: [Int32]
    private var nextSibling: [Int32]
    private var firstRoot: Int32 = -1
    /// Direct subtasks that are not archived, and the done ones among them.
    private var childCount: [Int32]
    private var doneChildCount: [Int32]
    private let index: IDIndex
    /// True when some to-do has a parent in the list.
    public private(set) var hasSubtasks = false
    /// To-dos that name a parent the list does not hold (shown at the top level).
    public private(set) var orphans: [Todo.ID] = []

    public init(_ todos: [Todo]) {
        self.todos = todos
        let count = todos.count
        index = IDIndex(todos)
        // A list where no to-do names a parent keeps no links (2 MB at 100,000 to-dos): each one's
        // next sibling is the next position, and the accessors below answer so (`isLinked`).
        guard todos.withUnsafeBufferPointer({ todos in todos.indices.contains { todos[$0].parent != nil } }) else {
            (parent, firstChild, nextSibling, childCount, doneChildCount) = ([], [], [], [], [])
            firstRoot = count > 0 ? 0 : -1
            return
        }
        parent = Array(repeating: -1, count: count)
        firstChild = Array(repeating: -1, count: count)
        nextSibling = Array(repeating: -1, count: count)
        childCount = Array(repeating: 0, count: count)
        doneChildCount = Array(repeating: 0, count: count)
        for (position, todo) in todos.enumerated() {
            guard let parentID = todo.parent else { continue }
            guard let found = index[parentID], found != position else {
                orphans.append(todo.id)
                continue
            }
            parent[position] = Int32(found)
            hasSubtasks = true
        }
        if hasSubtasks { breakCycles() }
        // Linked in reverse so that each list of children keeps the manual order.
        for position in stride(from: count - 1, through: 0, by: -1) {
            let up = Int(parent[position])
            if up < 0 {
                nextSibling[position] = firstRoot
                firstRoot = Int32(position)
            } else {
                nextSibling[position] = firstChild[up]
                firstChild[up] = Int32(position)
                if !todos[position].archived {
                    childCount[up] += 1
                    if todos[position].done { doneChildCount[up] += 1 }
                }
            }
        }
    }

    // MARK: Patching

    /// Lets go of the list (an edit is about to change it in place) and keeps the links, for
    /// `patch`. Until then the tree holds no to-dos.
    public mutating func letGoOfTodos() { todos = [] }

    /// The tree of `todos`, which is the list this tree was made of with `change` made to it: the
    /// links stay, and the changed to-dos' parents count their done subtasks again.
    public mutating func patch(_ todos: [Todo], after change: TodoFieldsChange) {
        precondition(todos.count == index.count, "a fields change keeps the list's length")
        self.todos = todos
        guard isLinked else { return }
        for changed in change.changed where parent[changed.position] >= 0 {
            let up = Int(parent[changed.position]), after = todos[changed.position]
            for (todo, step) in [(changed.before, Int32(-1)), (after, 1)] where !todo.archived {
                childCount[up] += step
                if todo.done { doneChildCount[up] += step }
            }
        }
    }

    /// A parent chain that comes back on itself is cut where the walk first meets it again.
    private mutating func breakCycles() {
        var state = [UInt8](repeating: 0, count: todos.count)  // 0 unseen, 1 on the walk, 2 settled
        var walk: [Int] = []
        for start in todos.indices where state[start] == 0 {
            var node = start
            while node >= 0, state[node] == 0 {
                state[node] = 1
                walk.append(node)
                node = Int(parent[node])
            }
            if node >= 0, state[node] == 1 {
                orphans.append(todos[node].id)
                parent[node] = -1
            }
            for settled in walk { state[settled] = 2 }
            walk.removeAll(keepingCapacity: true)
        }
    }

    // MARK: Looking up

    /// The position of a to-do in `todos`.
    public func position(of id: Todo.ID) -> Int? { index[id] }

    /// The parent's position, nil at the top level.
    public func parentPosition(of position: Int) -> Int? {
        guard isLinked else { return nil }
        return parent[position] < 0 ? nil : Int(parent[position])
    }

    /// The direct subtasks' positions, in the manual order.
    public func children(of position: Int) -> [Int] {
        var result: [Int] = []
        var child = firstChildPosition(position)
        while child >= 0 {
            result.append(Int(child))
            child = nextSiblingPosition(Int(child))
        }
        return result
    }

    public func hasChildren(_ position: Int) -> Bool { firstChildPosition(position) >= 0 }

    /// Done and total direct subtasks (not archived): "2/5". Decided: direct ones only, as Org
    /// mode's cookies do, so each level reads on its own.
    public func progress(of position: Int) -> (done: Int, total: Int) {
        isLinked ? (Int(doneChildCount[position]), Int(childCount[position])) : (0, 0)
    }

    /// The to-do and everything under it, parents before their children (pre-order).
    public func subtree(of position: Int) -> [Int] {
        var result: [Int] = []
        var stack = [position]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: children(of: node).reversed())
        }
        return result
    }

    /// True when `position` is `ancestor` or lies under it.
    public func isInSubtree(_ position: Int, of ancestor: Int) -> Bool {
        var node = position
        while node >= 0 {
            if node == ancestor { return true }
            node = parentPosition(of: node) ?? -1
        }
        return false
    }

    /// Top-level positions in the manual order.
    var rootPositions: [Int] {
        var result: [Int] = []
        var node = firstRoot
        while node >= 0 {
            result.append(Int(node))
            node = nextSiblingPosition(Int(node))
        }
        return result
    }

    /// False for a list without parents, which keeps no link arrays.
    private var isLinked: Bool { !parent.isEmpty }

    func firstChildPosition(_ position: Int) -> Int32 {
        if position < 0 { return firstRoot }
        return isLinked ? firstChild[position] : -1
    }

    func nextSiblingPosition(_ position: Int) -> Int32 {
        if isLinked { return nextSibling[position] }
        return position + 1 < index.count ? Int32(position + 1) : -1
    }
}

/// Id → position in a list of to-dos: a flat array when the ids are dense (they are: ids are
/// handed out one by one), a dictionary otherwise.
struct IDIndex: Sendable {
    private var dense: [Int32] = []
    private var sparse: [Todo.ID: Int] = [:]
    /// How many to-dos it was made of.
    let count: Int

    init(_ todos: [Todo]) {
        count = todos.count
        // The ids read in place, once: passes over the to-dos themselves copied each one.
        let ids = todos.withUnsafeBufferPointer { todos in todos.indices.map { todos[$0].id } }
        let largest = ids.max() ?? 0
        let smallest = ids.min() ?? 0
        if smallest >= 0, largest < 4 * ids.count + 1024 {
            dense = Array(repeating: -1, count: largest + 1)
            for (position, id) in ids.enumerated() where dense[id] < 0 { dense[id] = Int32(position) }
        } else {
            sparse.reserveCapacity(ids.count)
            for (position, id) in ids.enumerated() where sparse[id] == nil { sparse[id] = position }
        }
    }

    subscript(id: Todo.ID) -> Int? {
        if !dense.isEmpty || sparse.isEmpty {
            guard id >= 0, id < dense.count else { return nil }
            let position = dense[id]
            return position < 0 ? nil : Int(position)
        }
        return sparse[id]
    }
}
