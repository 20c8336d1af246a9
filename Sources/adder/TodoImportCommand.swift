import ArgumentParser
import CommandUseCases
import Terminal

extension TodoFileFormat: ExpressibleByArgument {}

/// `adder todo import`: adds the to-dos of a todo.txt, taskwarrior or iCalendar file, all or nothing.
struct TodoImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the to-dos of a todo.txt file, a `task export` or an iCalendar (.ics) file.",
        discussion: """
            Importing the same file again adds only what is new: each to-do is remembered by its \
            foreign id (taskwarrior's uuid, iCalendar's UID, todo.txt's id: or its text) in \
            interop-links.json beside todos.json. Prints what was imported, skipped and dropped; \
            a file that cannot be read imports nothing.
            """)

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Argument(help: "The file to read.")
    var file: String

    @Option(name: .customLong("from"), help: "The file's format: todotxt, taskwarrior or ics.")
    var format: TodoFileFormat

    @Flag(help: "Print the counts as JSON: imported ids, skipped and dropped kinds with their counts.")
    var json = false

    func run() throws {
        let shownFile = InertText.make(file)
        let data = try ImportFile.read(file, shownFile: shownFile)
        let plan = try TodoSession.opened().importTodos(data, format: format, shownFile: shownFile)
        print(json ? ImportSummary.json(plan) : ImportSummary.text(plan, file: shownFile, format: format), terminator: "")
    }
}
