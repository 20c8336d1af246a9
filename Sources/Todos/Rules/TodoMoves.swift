import Entities

extension TodoDocument {
    /// The moves (in the manual order) that carry each of `ids` one place down (`offset` 1) or up
    /// (-1) past its neighbour within its run of `groups`: each group is to-dos shown in order that
    /// move among themselves (the whole list, or one parent's children). Neighbouring marked
    /// to-dos move together; a block already at the end of its run stays. In order, as one batch.
    public func moves(of ids: Set<Todo.ID>, by offset: Int, among groups: [[Todo.ID]]) -> [TodoEdit] {
        guard offset == 1 || offset == -1 else { return [] }
        var order = todos.map(\.id)
        var edits: [TodoEdit] = []
        for var group in groups where group.contains(where: ids.contains) {
            let positions = offset == 1 ? Array(group.indices.reversed()) : Array(group.indices)
            for position in positions where ids.contains(group[position]) {
                let neighbour = position + offset
                guard group.indices.contains(neighbour), !ids.contains(group[neighbour]),
                      let from = order.firstIndex(of: group[position]),
                      let target = order.firstIndex(of: group[neighbour]) else { continue }
                let id = order.remove(at: from)
                order.insert(id, at: target)
                edits.append(.move(id, to: target))
                group.swapAt(position, neighbour)
            }
        }
        return edits
    }
}
