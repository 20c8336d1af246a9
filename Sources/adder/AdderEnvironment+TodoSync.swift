import App
import Basics
import Foundation
import Settings
import Terminal
import Todos
import TodoSync

extension AdderEnvironment {
    /// The TUI's background sync, when config.toml's [todos.sync] names a server. Each sync opens
    /// a store of its own on todos.json and works under the file's lock as `adder todo sync` in
    /// another shell would; the TUI reads the result back and finds its undo step in the shared history.
    mutating func enableTodoSync(_ settings: TodoSyncConfig) {
        guard let url = settings.url, dependencies.store.file.isWritable else { return }
        var background = TodoSyncSetup(url: url, username: settings.username, passwordCommand: settings.passwordCommand,
                                       calendarName: settings.calendar)
        background.passwordCommandHasTerminal = false
        background.caFile = settings.caFile
        background.home = ProcessInfo.processInfo.environment["HOME"]
        let setup = background
        let todosFile = paths.todosFile
        let (clock, timeZone) = (dependencies.clock, dependencies.timeZone)
        dependencies.todoSync = TodoSyncService(intervalSeconds: settings.intervalSeconds, sync: {
            let store = TodoStore(file: TodoFile(url: todosFile, isWritable: true), clock: clock)
            do {
                try store.load()
                let history = TodoHistory(store: store)
                history.keep(in: TodoHistoryFile.beside(todosFile))
                let report = try await setup.sync(history: history, todosFile: todosFile, now: clock.now, timeZone: timeZone)
                return TodoSyncOutcome(summary: InertText.make(report.lines.first ?? ""), conflicts: report.conflicts.map { InertText.make($0) },
                                       refused: report.refused.map { InertText.make($0) })
            } catch let error as SyncError {
                return .failed(InertText.make(error.description))
            } catch {
                return .failed(InertText.make("\(error)"))
            }
        }, waiting: { todos in
            guard let state = try? SyncState.load(from: TodoSyncEngine.stateFile(beside: todosFile)) else { return nil }
            return state.waiting(in: todos)
        })
    }
}
