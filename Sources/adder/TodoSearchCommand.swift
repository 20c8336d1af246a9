import ArgumentParser
import CommandUseCases

/// `adder todo search`: the to-dos whose title, notes or tags hold every word, as the TUI's `/` finds them.
struct TodoSearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "List the to-dos that match every word (title, notes, tags; #word matches a tag).",
        discussion: "Case and accents are ignored. Archived to-dos are searched with --all. Lines and --json as `adder todo list` prints them.")

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Argument(help: ArgumentHelp("The words to find.", valueName: "text"))
    var words: [String]

    @Flag(help: "Search archived to-dos too.")
    var all = false

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func run() throws {
        let text = try TodoArgument.searchText(words)
        let found = try TodoSession.opened().search(text, all: all)
        print(json ? TodoListing.json(found) : TodoListing.lines(found), terminator: "")
    }
}
