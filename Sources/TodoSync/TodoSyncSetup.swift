import Basics
import Foundation
import Todos

/// `[todos.sync]` as a sync needs it: where the server is, who logs in, which calendar. The one
/// way `adder todo sync` and the TUI's background sync reach the server, so both log in, find the
/// calendar and word a failure alike.
public struct TodoSyncSetup: Sendable {
    /// A server root (found by discovery) or one calendar's URL.
    public var url: URL
    public var username: String?
    /// Run by the shell at each sync; the first line it prints is the password (never stored).
    public var passwordCommand: String?
    /// The calendar's display name or path; nil: the only to-do calendar there is.
    public var calendarName: String?
    /// False in the TUI: the password command gets no terminal (it must not prompt).
    public var passwordCommandHasTerminal = true

    public init(url: URL, username: String?, passwordCommand: String?, calendarName: String?) {
        self.url = url
        self.username = username
        self.passwordCommand = passwordCommand
        self.calendarName = calendarName
    }

    /// The server, logged in with the password the command gives now.
    public func server() throws(SyncError) -> CalDAVServer {
        guard let username else { return CalDAVServer(url: url, credentials: nil) }
        var password = ""
        if let passwordCommand {
            do {
                password = try PasswordCommand.password(from: passwordCommand, withTerminal: passwordCommandHasTerminal)
            } catch {
                throw SyncError(error.description)
            }
        }
        return CalDAVServer(url: url, credentials: DAVCredentials(username: username, password: password))
    }

    /// The calendar `calendarName` names on `server`, or its only to-do calendar.
    public func calendar(on server: CalDAVServer) async throws(SyncError) -> CalDAVCalendar {
        if let calendarName { return try await server.calendar(named: calendarName) }
        let all = try await server.calendars()
        guard all.count == 1 else {
            throw SyncError(all.isEmpty ? "The server has no to-do calendar: make one with `adder todo sync --create NAME`."
                : "The server has \(all.count) to-do calendars: name one as calendar in [todos.sync] (`adder todo sync --list` shows them).")
        }
        return all[0]
    }

    /// One sync of `history`'s store (todos.json at `todosFile`) with the calendar.
    public func sync(history: TodoHistory, todosFile: URL, now: Date, timeZone: TimeZone,
                     options: TodoSyncEngine.Options = .init()) async throws(SyncError) -> SyncReport {
        let server = try server()
        let calendar = try await calendar(on: server)
        let engine = TodoSyncEngine(server: server, calendar: calendar, history: history,
                                    stateFile: TodoSyncEngine.stateFile(beside: todosFile), now: now, timeZone: timeZone)
        return try await engine.sync(options)
    }
}
