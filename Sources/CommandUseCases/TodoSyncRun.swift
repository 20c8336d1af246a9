import Basics
import Foundation
import Settings
import Terminal
import TodoSync

/// `adder todo sync`'s use cases on the CalDAV calendar config.toml's [todos.sync] names: list
/// the server's calendars, make one, or sync; each says what it did in lines to print.
public struct TodoSyncRun {
    let setup: TodoSyncSetup
    let todosFile: URL

    /// Reads config.toml's [todos.sync]; without a url, sync is not set up (exit 1).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let paths = AdderPaths(environment: environment)
        let settings = ConfigParser.load(from: paths.configFile).config.todos.sync
        guard let url = settings.url else {
            throw CommandFailure("Sync is not set up: add [todos.sync] with url (and username, password-command, calendar) to \(paths.configFile.path).", status: 1)
        }
        var setup = TodoSyncSetup(url: url, username: settings.username, passwordCommand: settings.passwordCommand,
                                  calendarName: settings.calendar)
        setup.caFile = settings.caFile
        setup.home = environment["HOME"]
        self.setup = setup
        todosFile = paths.todosFile
    }

    /// The server's to-do calendars, a line each: the name, a tab, the path.
    public func calendarLines() async throws -> String {
        try await failingInWords {
            try await setup.server().calendars().map { "\(InertText.make($0.displayName))\t\(InertText.make($0.path))\n" }.joined()
        }
    }

    /// Makes the to-do calendar `name` and says where.
    public func create(_ name: String) async throws -> String {
        try await failingInWords {
            let made = try await setup.server().create(name)
            return "Made the to-do calendar “\(InertText.make(made.displayName))” at \(InertText.make(made.path)).\n"
        }
    }

    /// One two-way sync through the session's history; what it did, as lines or one JSON object.
    /// `session`: opened only once the server's settings are known to be usable.
    public func sync(session: () throws -> TodoSession, dryRun: Bool, forceDelete: Bool, json: Bool) async throws -> String {
        try await failingInWords {
            _ = try setup.server()
            let session = try session()
            let report = try await setup.sync(history: session.history, todosFile: todosFile, now: session.now,
                                              timeZone: session.timeZone, options: .init(dryRun: dryRun, forceDelete: forceDelete))
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
            }
            return report.lines.map { InertText.make($0) }.joined(separator: "\n") + "\n"
        }
    }

    /// A sync error becomes its sentence (exit 1); other failures pass as they are.
    private func failingInWords<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as SyncError {
            throw CommandFailure(InertText.make(error.description), status: 1)
        }
    }
}
