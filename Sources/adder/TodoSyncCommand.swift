import App
import ArgumentParser
import Basics
import Foundation
import Terminal
import TodoSync

/// `adder todo sync`: one two-way sync with the CalDAV calendar config.toml's [todos.sync] names.
struct TodoSyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync the to-dos with a CalDAV calendar (Radicale, Xandikos, Nextcloud, Fastmail…).",
        discussion: """
            Set it up in config.toml's [todos.sync] (url, username, password-command, calendar). Each sync \
            sends Adder's changes and brings the server's in, as one step `adder todo undo` takes back. A field \
            changed on both sides keeps the server's value; Adder's is added to the to-do's notes and named in \
            the output. A sync that would delete more than half of either side stops unless --force-delete.
            """)

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Flag(help: "Print what was sent, received, merged and refused as JSON.")
    var json = false

    @Flag(help: "Say what a sync would do, changing nothing here or on the server.")
    var dryRun = false

    @Flag(help: "List the server's to-do calendars.")
    var list = false

    @Option(help: "Make a to-do calendar called NAME on the server (MKCALENDAR).")
    var create: String?

    @Flag(help: "Go on with a sync that deletes more than half of the to-dos on either side.")
    var forceDelete = false

    func run() async throws {
        let variables = ProcessInfo.processInfo.environment
        let paths = AdderPaths(environment: variables)
        let settings = ConfigParser.load(from: paths.configFile).config.todos.sync
        guard let url = settings.url else {
            throw CleanExit.message("Sync is not set up: add [todos.sync] with url (and username, password-command, calendar) to \(paths.configFile.path).", code: 1)
        }
        let credentials = try settings.username.map { DAVCredentials(username: $0, password: try Self.password(settings.passwordCommand)) }
        let server = CalDAVServer(url: url, credentials: credentials)
        do {
            if list {
                for calendar in try await server.calendars() { print("\(InertText.make(calendar.displayName))\t\(InertText.make(calendar.path))") }
                return
            }
            if let create {
                let made = try await server.create(create)
                print("Made the to-do calendar “\(InertText.make(made.displayName))” at \(InertText.make(made.path)).")
                return
            }
            let stateFile = TodoSyncEngine.stateFile(beside: paths.todosFile)
            let target = try await TodoSyncEngine.target(named: settings.calendar, on: server, stateFile: stateFile)
            let session = try TodoSession(options: options)
            let engine = TodoSyncEngine(server: server, target: target, history: session.history, stateFile: stateFile,
                                        now: session.now, timeZone: session.timeZone)
            var report = try await engine.sync(.init(dryRun: dryRun, forceDelete: forceDelete))
            report.requests = server.requestsSent
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                print(String(decoding: try encoder.encode(report), as: UTF8.self))
            } else {
                print(report.lines.map { InertText.make($0) }.joined(separator: "\n"))
            }
        } catch let error as SyncError {
            throw CleanExit.message(InertText.make(error.description), code: 1)
        }
    }

    /// The first line the password command prints (run by /bin/sh; the password never goes in argv or a file).
    static func password(_ command: String?) throws -> String {
        guard let command else { return "" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CleanExit.message("password-command could not be started (\(error.localizedDescription)); nothing was synced.", code: 1)
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CleanExit.message("password-command ended with status \(process.terminationStatus); nothing was synced.", code: 1)
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }
}
