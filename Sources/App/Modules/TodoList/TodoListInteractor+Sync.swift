/// The list's side of the background sync: asking for one, and passing its state on.
extension TodoListInteractor {
    func attach(_ status: TodoSyncStatus) {
        syncStatus = status
        status.observe { [weak self] state, outcome in self?.output?.syncDidChange(state, outcome: outcome) }
    }

    func syncNow() -> TodoSyncRequest {
        guard let syncStatus else { return .notSetUp }
        return syncStatus.start() ? .started : .alreadyRunning
    }
}
