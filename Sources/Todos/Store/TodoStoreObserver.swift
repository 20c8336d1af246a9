/// Told when the to-do list changed, by this process or another.
public protocol TodoStoreObserver: AnyObject {
    func todoStoreDidChange(_ store: TodoStore)
    /// An edit is about to change the list in place: let go of any copy of `store.todos` kept
    /// (a tree of it, say), or the edit copies all of it first. `todoStoreDidChange` follows.
    func todoStoreWillChange(_ store: TodoStore)
}

extension TodoStoreObserver {
    public func todoStoreWillChange(_ store: TodoStore) {}
}

/// What `TodoStore.apply` did: the edit as applied, and why the save failed if it did.
public struct EditOutcome: Sendable, Hashable {
    public let applied: AppliedEdit
    public let saveError: TodoStoreError?
}
