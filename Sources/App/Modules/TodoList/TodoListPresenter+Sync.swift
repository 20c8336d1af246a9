/// The list's words for the background sync: what the key started, and what a sync came to.
extension TodoListPresenter {
    func requestSync() {
        switch interactor.syncNow() {
        case .started:
            state.syncAskedByKey = true
            state.message = StatusMessage("Syncing the to-dos with the server…")
        case .alreadyRunning:
            state.syncAskedByKey = true
            state.message = StatusMessage("A sync is already under way; its outcome shows here when it ends.")
        case .notSetUp:
            state.message = StatusMessage("Sync is not set up: add [todos.sync] (url, username, password-command, calendar) to config.toml.",
                                    isError: true)
        }
    }

    func syncDidChange(_ sync: TodoSyncState, outcome: TodoSyncOutcome?) {
        state.sync = sync
        guard let outcome else { return }
        let asked = state.syncAskedByKey
        state.syncAskedByKey = false
        // A prompt or a question keeps the status line; the summary still tells how the sync went.
        guard state.prompt == nil, state.question == nil else { return }
        if let failure = outcome.failure {
            state.message = StatusMessage("Sync failed: \(failure)", isError: true)
        } else if !outcome.conflicts.isEmpty {
            let more = outcome.conflicts.count > 1 ? " (and \(outcome.conflicts.count - 1) more: `adder todo sync` lists them)" : ""
            state.message = StatusMessage("Sync conflict: \(outcome.conflicts[0])\(more).", isError: true)
        } else if !outcome.refused.isEmpty {
            state.message = StatusMessage("Synced, but refused: \(outcome.refused[0])", isError: true)
        } else if asked {
            state.message = StatusMessage("Synced. \(outcome.summary)")
        }
    }
}
