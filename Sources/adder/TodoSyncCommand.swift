import App
import ArgumentParser
import Basics
import Foundation
import Settings
import Terminal
import TodoSync

/// `adder todo sync`: one two-way sync with the CalDAV calendar config.toml's [todos.sync] names.
struct TodoSyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync the to-dos with a CalDAV calendar (Radicale, Xandikos, Nextcloud, Fastmail…).",
        discussion: """
            Set it up in config.toml's [todos.sync] (url, username, password-command, calendar, ca-file). Each sync \
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
        var setup = TodoSyncSetup(url: url, username: settings.username, passwordCommand: settings.passwordCommand,
                                  calendarName: settings.calendar)
        setup.caFile = settings.caFile
        setup.home = variables["HOME"]
        do {
            let server = try setup.server()
            if list {
                for calendar in try await server.calendars() { print("\(InertText.make(calendar.displayName))\t\(InertText.make(calendar.path))") }
                return
            }
            if let create {
                let made = try await server.create(create)
                print("Made the to-do calendar “\(InertText.make(made.displayName))” at \(InertText.make(made.path)).")
                return
            }
            let session = try TodoSession(options: options)
            let report = try await setup.sync(history: session.history, todosFile: paths.todosFile, now: session.now,
                                              timeZone: session.timeZone, options: .init(dryRun: dryRun, forceDelete: forceDelete))
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
}
