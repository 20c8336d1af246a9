import Entities
import Todos

/// The store's list as a tree, made once per change and shared by every pane that reads it (the
/// list's rows, the details' parent and subtasks, a to-do looked up by id), and let go of before an
/// edit changes the list in place. The details' family was a pass over all the to-dos on every
/// change and every move of the selection; through the tree it costs the to-do's subtasks.
final class TodoTreeCache: TodoStoreObserver {
    private let store: TodoStore
    private var cached: TodoTree?

    init(store: TodoStore) {
        self.store = store
        store.addObserver(self)
    }

    var tree: TodoTree {
        if let cached { return cached }
        let tree = TodoTree(store.todos)
        cached = tree
        return tree
    }

    func todoStoreWillChange(_ store: TodoStore) { cached = nil }
    func todoStoreDidChange(_ store: TodoStore) { cached = nil }
}
