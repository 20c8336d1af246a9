import ArgumentParser
import CommandUseCases
import Foundation

/// `adder todo add`: adds a to-do and prints its id.
struct TodoAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a to-do and print its id.",
        discussion: """
            The words are read as on the add line: #tag adds a tag, project:NAME sets the project (dotted: work.reports), \
            ! !! !!! set the priority (low, medium, high), \
            due:WHEN a due date (due:fri, due:"fri 17:00"), every:RULE a repeat rule (every:2w, every:"month on the 1st"); \
            a backslash keeps a literal (\\#1). What was understood besides the title goes to stderr when it is a terminal. \
            Options override the words. Example: adder todo add 'Pay rent !! #home' --due 'fri 17:00' --every monthly
            """)

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Argument(help: ArgumentHelp("The title, with quick-add words (#tag, !, due:WHEN, every:RULE). `-` reads one to-do a line from standard input.", valueName: "text"))
    var words: [String]

    // `.unconditional`: a value starting with '-' (`--due -1d`) is the value, not another option.
    @Option(parsing: .unconditional,
            help: "When it is due, optionally with a time: today, tomorrow, fri, next fri, +3d, -1d, in 3 days, eow, dec 25, YYYY-MM-DD; fri 17:00, tomorrow 9am.")
    var due: String?

    @Option(parsing: .unconditional, help: "A repeat rule: every day, every 2 weeks, every weekday, every mon,thu, every month on the 15th, after 3 days, weekly…")
    var every: String?

    @Option(help: "low, medium or high.")
    var priority: String?

    @Option(name: .customLong("tag"), help: "A tag (repeatable), added to the #tags in the title.")
    var tags: [String] = []

    @Option(help: "The project, dotted from the general to the particular (work.reports), as taskwarrior's.")
    var project: String?

    @Option(help: "The id of the to-do it is a subtask of (the TUI's `>`); it goes last among that to-do's subtasks.")
    var parent: String?

    @Flag(help: "Print the new to-dos as JSON (as `adder todo list --json`) instead of their ids.")
    var json = false

    func run() throws {
        if words == ["-"] {
            let added = try TodoSession.opened().addLines(of: try StandardInput.text())
            return print(json ? TodoListing.json(added) : added.map { "\($0.id)\n" }.joined(), terminator: "")
        }
        var request = TodoRequest()
        request.tags = try TodoArgument.tags(tags)
        request.priority = try priority.flatMap { try TodoArgument.priority($0, allowingNone: false) }
        request.recurrence = try every.map(TodoArgument.recurrence)
        (request.due, request.project, request.parent) = (due, project, parent)
        let (id, todo, draft) = try TodoSession.openedForAdding().add(words.joined(separator: " "), request)
        if json { return print(TodoListing.json(todo.map { [$0] } ?? []), terminator: "") }
        print(id)
        // For a person at a terminal; a script reading the id sees nothing else.
        if isatty(STDERR_FILENO) != 0, let line = TodoArgument.understoodLine(draft) {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
}
