import ArgumentParser
import CommandUseCases

/// `adder todo archive`: hides done to-dos from the default views (they stay in the file).
struct TodoArchiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archive",
        abstract: "Archive the given to-dos, or every done one when no id is given.",
        discussion: "Archived to-dos are kept: `adder todo list --all` shows them, `adder todo undo-done` brings one back.")

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Argument(help: "The ids of the to-dos (none: all done ones).")
    var ids: [String] = []

    @Flag(help: "Print the archived ids as a JSON array.")
    var json = false

    func run() throws {
        let named = ids.isEmpty ? [] : try TodoArgument.ids(ids)
        let chosen = try TodoSession.opened().archive(named)
        if json { print(TodoListing.encoded(chosen), terminator: "") }
    }
}
