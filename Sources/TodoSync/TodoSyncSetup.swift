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
    /// `ca-file` as config.toml names it: a private CA's PEM certificates, trusted besides the system's.
    public var caFile: String?
    /// What `~/` in `caFile` stands for.
    public var home: String?

    public init(url: URL, username: String?, passwordCommand: String?, calendarName: String?) {
        self.url = url
        self.username = username
        self.passwordCommand = passwordCommand
        self.calendarName = calendarName
    }

    /// The server, logged in with the password the command gives now.
    public func server() throws(SyncError) -> CalDAVServer {
        var trust: TrustedCertificates?
        if let caFile {
            do {
                trust = try TrustedCertificates(path: caFile, home: home)
            } catch {
                throw SyncError("The ca-file in [todos.sync], “\(error.name)”, \(error.reason); nothing was synced.")
            }
        }
        guard let username else { return CalDAVServer(url: url, credentials: nil, trust: trust) }
        var password = ""
        if let passwordCommand {
            do {
                password = try PasswordCommand.password(from: passwordCommand, withTerminal: passwordCommandHasTerminal)
            } catch {
                throw SyncError(error.description)
            }
        }
        return CalDAVServer(url: url, credentials: DAVCredentials(username: username, password: password), trust: trust)
    }

    /// One sync of `history`'s store (todos.json at `todosFile`) with the calendar: the one the
    /// kept state names when it is the one configured (no discovery), else found. The report
    /// counts every request made, discovery included.
    public func sync(history: TodoHistory, todosFile: URL, now: Date, timeZone: TimeZone,
                     options: TodoSyncEngine.Options = .init()) async throws(SyncError) -> SyncReport {
        let server = try server()
        let stateFile = TodoSyncEngine.stateFile(beside: todosFile)
        let target = try await TodoSyncEngine.target(named: calendarName, on: server, stateFile: stateFile)
        let engine = TodoSyncEngine(server: server, target: target, history: history, stateFile: stateFile, now: now, timeZone: timeZone)
        var report = try await engine.sync(options)
        report.requests = server.requestsSent
        return report
    }
}
