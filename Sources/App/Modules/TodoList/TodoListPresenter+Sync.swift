/// The list's words for the background sync: what the key started, and what a sync came to.
extension TodoListPresenter {
    func requestSync() {
        switch interactor.syncNow() {
        case .started:
            syncAskedByKey = true
            message = StatusMessage("Syncing the to-dos with the server…")
        case .alreadyRunning:
            syncAskedByKey = true
            message = StatusMessage("A sync is already under way; its outcome shows here when it ends.")
        case .notSetUp:
            message = StatusMessage("Sync is not set up: add [todos.sync] (url, username, password-command, calendar) to config.toml.",
                                    isError: true)
        }
    }

    func syncDidChange(_ state: TodoSyncState, outcome: TodoSyncOutcome?) {
        sync = state
        guard let outcome else { return }
        let asked = syncAskedByKey
        syncAskedByKey = false
        // A prompt or a question keeps the status line; the summary still tells how the sync went.
        guard prompt == nil, question == nil else { return }
        if let failure = outcome.failure {
            message = StatusMessage("Sync failed: \(failure)", isError: true)
        } else if !outcome.conflicts.isEmpty {
            let more = outcome.conflicts.count > 1 ? " (and \(outcome.conflicts.count - 1) more: `adder todo sync` lists them)" : ""
            message = StatusMessage("Sync conflict: \(outcome.conflicts[0])\(more).", isError: true)
        } else if !outcome.refused.isEmpty {
            message = StatusMessage("Synced, but refused: \(outcome.refused[0])", isError: true)
        } else if asked {
            message = StatusMessage("Synced. \(outcome.summary)")
        }
    }
}
