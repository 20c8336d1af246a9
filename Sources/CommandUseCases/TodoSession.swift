import Basics
import Entities
import Foundation
import Todos

/// What every `adder todo` use case works on: the loaded store, its undo history and today in the
/// local time zone, as the TUI has them.
public final class TodoSession {
    let paths: AdderPaths
    let store: TodoStore
    /// The history the TUI keeps too, so `adder todo undo` takes back a change made here or there.
    let history: TodoHistory
    public let today: CalendarDay
    /// The clock's instant (`ADDER_NOW` fixes it) and the local time zone.
    public let now: Date
    public let timeZone: TimeZone
    /// The variables it was opened with, for what reads more of them (the interop links' folder).
    let environment: [String: String]
    /// Where a sentence goes that does not end the command (the undo history's file notices).
    let notice: (String) -> Void

    /// Whether the list was read (`load`); `adder todo add` may add without reading it.
    public private(set) var hasReadTheList = false

    /// Loads the store; an unreadable file is a failure naming it (exit 1). `environment`: the
    /// process's (ADDER_HOME or XDG folders, ADDER_NOW); `notice` gets each warning as it happens.
    /// `readingTheList: false` leaves that to `add`, which may not need it; no other use case may
    /// run on such a session.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                readingTheList: Bool = true, notice: @escaping (String) -> Void) throws {
        paths = AdderPaths(environment: environment)
        let clock = try AdderNow.clock(from: environment)
        store = TodoStore(file: TodoFile(url: paths.todosFile, isWritable: true), clock: clock)
        history = TodoHistory(store: store)
        // Undo survives a restart; read only when an edit or an undo first needs it.
        history.keep(in: TodoHistoryFile.beside(paths.todosFile))
        (now, timeZone) = (clock.now, .current)
        today = CalendarDay(now, timeZone: timeZone)
        self.notice = notice
        self.environment = environment
        if readingTheList { try load() }
    }

    /// Reads the list, unless it was read already.
    func load() throws {
        guard !hasReadTheList else { return }
        do {
            try store.load()
        } catch {
            throw CommandFailure(error.description, status: 1)
        }
        hasReadTheList = true
    }

    /// Fails, naming them, unless every id is a to-do in the store; checked before any change so
    /// that one wrong id changes nothing.
    public func requireExisting(_ ids: [Todo.ID]) throws {
        let known = Set(store.todos.map(\.id))
        let unknown = ids.filter { !known.contains($0) }
        guard !unknown.isEmpty else { return }
        let list = unknown.map(String.init).joined(separator: ", ")
        let noun = unknown.count == 1 ? "id" : "ids"
        throw CommandFailure("There is no to-do with \(noun) \(list); nothing was changed.", status: 1)
    }

    /// The to-do with `id`, after `requireExisting` said it is there.
    public func todo(_ id: Todo.ID) -> Todo? {
        store.todos.first { $0.id == id }
    }

    /// Applies an edit and saves it; an edit that names a vanished to-do or could not be saved is an error.
    /// `description` names it for `todo undo` (by default, what the edit does).
    @discardableResult
    public func apply(_ edit: TodoEdit, description: String? = nil) throws -> EditOutcome {
        let outcome: EditOutcome
        do {
            outcome = try history.perform(edit, description: description ?? edit.summary(in: store.todos))
        } catch {
            throw CommandFailure(error.description, status: 1)
        }
        if let saveError = outcome.saveError {
            // The store would keep the edit for its next save, but this process ends now.
            throw CommandFailure("\(saveError.reason); the change was not saved.", status: 1)
        }
        passOnFileNotice()
        return outcome
    }

    /// Takes back the last step of the shared history and returns how it names it.
    public func undo() throws -> String {
        let step: (outcome: EditOutcome, description: String)?
        do {
            step = try history.undo()
        } catch {
            throw CommandFailure(error.description, status: 1)
        }
        passOnFileNotice()
        guard let step else { throw CommandFailure("There is nothing to undo.", status: 1) }
        if let saveError = step.outcome.saveError {
            throw CommandFailure("\(saveError.reason); the undo was not saved.", status: 1)
        }
        return step.description
    }

    func passOnFileNotice() {
        if let sentence = history.takeFileNotice() { notice(sentence) }
    }
}
