import Entities
import Todos

extension TodoListInteractor {
    /// The rows shown, as runs of siblings (the children of one parent, in the order shown): what
    /// moves among itself. With `id`, only its run.
    func siblingGroups(of id: Todo.ID? = nil) -> [[Todo.ID]] {
        let tree = tree
        let rows = shownRows
        let onlyUnder = id.flatMap(tree.position(of:)).map { tree.parentPosition(of: $0) ?? -1 }
        var groups: [Int: [Todo.ID]] = [:]
        var order: [Int] = []
        for row in rows {
            let parent = tree.parentPosition(of: row.index) ?? -1
            if let onlyUnder, parent != onlyUnder { continue }
            if groups[parent] == nil { order.append(parent) }
            groups[parent, default: []].append(tree.todos[row.index].id)
        }
        return order.compactMap { groups[$0] }
    }

    /// One sentence about to-dos that show at the top level because the to-do they were under is
    /// gone (another program removed it, or the file's parents went round in a circle); nil for none.
    static func liftedNotice(_ ids: [Todo.ID], in tree: TodoTree) -> String? {
        guard let first = ids.first, let position = tree.position(of: first) else { return nil }
        if ids.count == 1 {
            return "“\(tree.todos[position].title)” shows at the top level: the to-do it was under is gone from the file."
        }
        return "\(ids.count) to-dos show at the top level: the to-dos they were under are gone from the file."
    }
}
