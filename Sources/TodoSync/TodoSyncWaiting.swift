import Entities
import Foundation

extension SyncState {
    /// How many of Adder's changes the next sync would send, as the planner sees them: to-dos
    /// never synced, changed since the last sync (their fingerprint moved), or deleted since. No
    /// network. A fingerprint that moved only in a way the server cannot hold may count once too.
    public func waiting(in todos: [Todo]) -> Int {
        let uids = SyncPlanner.uids(todos, items: items)
        let fingerprints = Dictionary(items.compactMap { item in item.todo.map { ($0, item.fingerprint) } },
                                      uniquingKeysWith: { first, _ in first })
        var count = 0
        var present: Set<Todo.ID> = []
        for todo in todos {
            present.insert(todo.id)
            guard let synced = fingerprints[todo.id] else {
                count += 1
                continue
            }
            if SyncFields(todo, parentUID: todo.parent.flatMap { uids[$0] }).fingerprint != synced { count += 1 }
        }
        return count + fingerprints.keys.filter { !present.contains($0) }.count
    }
}
