import ArgumentParser
import CommandUseCases

/// `adder todo show`: every field of one to-do, as labelled lines or one JSON object.
struct TodoShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one to-do with its notes.",
        discussion: "--json prints one object with the keys `adder todo list --json` uses.")

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Argument(help: "The id of the to-do.")
    var id: String

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func run() throws {
        let id = try TodoArgument.ids([self.id])[0]
        let todo = try TodoSession.opened().existing(id)
        print(json ? TodoListing.encoded(TodoListing.TodoJSON(todo: todo)) : TodoDetails.text(todo), terminator: "")
    }
}
