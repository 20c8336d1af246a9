import ArgumentParser
import CommandUseCases

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
        let syncing = try TodoSyncRun()
        if list { return print(try await syncing.calendarLines(), terminator: "") }
        if let create { return print(try await syncing.create(create), terminator: "") }
        print(try await syncing.sync(session: TodoSession.opened, dryRun: dryRun, forceDelete: forceDelete, json: json), terminator: "")
    }
}
