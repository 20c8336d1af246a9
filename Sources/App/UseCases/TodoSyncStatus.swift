import Basics
import Entities
import Foundation
import Todos

/// Where the background to-do sync stands: under way or not, when it last succeeded, its last
/// failure and conflicts, and what waits to be sent. A value the list's Presenter words.
struct TodoSyncState: Equatable {
    var isRunning = false
    var lastSynced: Date?
    /// The last sync's failure, until one succeeds.
    var failure: String?
    /// The last successful sync's conflicts, until the next one.
    var conflicts: [String] = []
    /// Changes the next sync would send; nil: not counted yet, or never synced.
    var waiting: Int?
}

/// Runs the to-do sync off the loop's thread: at start, every `intervalSeconds`, and when asked
/// (a key). Only one runs at a time. When one ends, todos.json is read again at once, so what it
/// brought in shows without waiting for the idle tick; its undo step is in the shared history.
/// After each change to the list, what waits is counted again, off the loop's thread too.
@MainActor final class TodoSyncStatus: @MainActor TodoStoreObserver {
    private(set) var state = TodoSyncState()
    private let service: TodoSyncService
    private let work: BackgroundWork
    private let clock: any Clock
    private let store: TodoStore
    private var nextSync: Date?
    private var observers: [(TodoSyncState, TodoSyncOutcome?) -> Void] = []
    private var counting = false
    private var countAgain = false

    init(service: TodoSyncService, work: BackgroundWork, clock: any Clock, store: TodoStore) {
        self.service = service
        self.work = work
        self.clock = clock
        self.store = store
        nextSync = service.intervalSeconds > 0 ? clock.now : nil
        store.addObserver(self)
        listDidChange()
    }

    func todoStoreDidChange(_ store: TodoStore) { listDidChange() }

    /// `observer` hears every change of state, with the outcome when a sync just ended.
    func observe(_ observer: @escaping (TodoSyncState, TodoSyncOutcome?) -> Void) {
        observers.append(observer)
        observer(state, nil)
    }

    /// Starts a sync now; false when one is already under way.
    @discardableResult
    func start() -> Bool {
        guard !state.isRunning else { return false }
        state.isRunning = true
        notify(nil)
        work.start(service.sync) { [weak self] outcome in self?.finish(outcome) }
        return true
    }

    /// The idle tick: starts the sync that is due (the first one at start).
    func tick() {
        guard let due = nextSync, clock.now >= due, !state.isRunning else { return }
        start()
    }

    /// The list changed (here or elsewhere): what waits is counted again.
    func listDidChange() {
        guard !counting else {
            countAgain = true
            return
        }
        counting = true
        let todos = store.todos
        let waiting = service.waiting
        work.start({ waiting(todos) }) { [weak self] count in
            guard let self else { return }
            counting = false
            if state.waiting != count {
                state.waiting = count
                notify(nil)
            }
            if countAgain {
                countAgain = false
                listDidChange()
            }
        }
    }

    private func finish(_ outcome: TodoSyncOutcome) {
        state.isRunning = false
        let now = clock.now
        nextSync = service.intervalSeconds > 0 ? now.addingTimeInterval(TimeInterval(service.intervalSeconds)) : nil
        if let failure = outcome.failure {
            state.failure = failure
        } else {
            state.failure = nil
            state.lastSynced = now
            state.conflicts = outcome.conflicts
        }
        notify(outcome)
        store.refreshIfChanged()
        // A list the sync changed was counted again through `todoStoreDidChange` already; one it
        // left alone still waits differently now that the state file moved on.
        if !counting { listDidChange() }
    }

    private func notify(_ outcome: TodoSyncOutcome?) {
        for observer in observers { observer(state, outcome) }
    }
}
