import Entities
import Todos

/// The store's list as a tree, made once per change and shared by every pane that reads it (the
/// list's rows, the details' parent and subtasks, a to-do looked up by id). Before an edit changes
/// the list in place it lets go of the list but keeps the links, and an edit of fields where the
/// to-dos stand (`TodoFieldsChange`: a mark, a rename, a due date) patches them instead of a new
/// tree of all 100,000. The details' family costs the to-do's subtasks, not a pass over the list.
final class TodoTreeCache: TodoStoreObserver {
    private let store: TodoStore
    private var cached: (tree: TodoTree, version: Int)?
    /// How many trees were made from the whole list (not patched), for tests.
    private(set) var treesMade = 0

    init(store: TodoStore) {
        self.store = store
        store.addObserver(self)
    }

    var tree: TodoTree {
        if let cached, cached.version == store.version { return cached.tree }
        // Taken out, so that a patch changes the only copy of the links.
        if var patched = cached.take(), let change = store.lastFieldsChange,
           change.from == patched.version, change.to == store.version {
            patched.tree.patch(store.todos, after: change)
            cached = (patched.tree, store.version)
            return patched.tree
        }
        let tree = TodoTree(store.todos)
        treesMade += 1
        cached = (tree, store.version)
        return tree
    }

    func todoStoreWillChange(_ store: TodoStore) { cached?.tree.letGoOfTodos() }
    func todoStoreDidChange(_ store: TodoStore) {}
}
