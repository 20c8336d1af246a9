import ArgumentParser
import CommandUseCases

/// `adder todo list`: the to-dos in their manual order, as aligned lines or JSON.
struct TodoListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the open to-dos (or all of them), filtered and sorted as asked.",
        discussion: """
            Filter words, all of which must match (the / search reads the same): project:work (and the projects \
            under it), +tag, -tag, due:today, due.before:eow, due.after:+3d, due:none, pri:H (M, L, none), \
            status:pending|done|archived (instead of the open ones, or --all), view:NAME (the words saved under NAME in \
            config.toml's [todos.views]), and free words for the title, notes and tags. Example: adder todo list project:work +urgent due.before:eow --sort due,-priority. \
            Each line: id, [ ] or [x], priority (!!! high, !! medium, ! low), due date, title, #tags, then \
            (project work.reports), (at 17:00), (every 2 weeks), (under #12) and (archived) where they apply. --json \
            prints an array of objects with the keys id, title, done, priority, due, dueTime, recurrence, parent, tags, \
            project, notes, created, completed and archived, nulls included.
            """)

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Flag(help: "Include done and archived to-dos.")
    var all = false

    @Argument(help: ArgumentHelp("Filter words: project:work +tag -tag due.before:eow pri:H status:done view:NAME, free words.", valueName: "filter"))
    var words: [String] = []

    // `.unconditional`: `--sort -priority` is a value, not another option.
    @Option(parsing: .unconditional, help: "Sort keys, comma-separated, each ascending or -descending: due, priority, created, title, project (due,-priority: soonest first, then the highest priority; project groups the to-dos by project).")
    var sort: String?

    @Option(help: "Only the to-dos with this tag.")
    var tag: String?

    @Option(help: "Only the to-dos of this project and the projects under it (work matches work and work.reports).")
    var project: String?

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func run() throws {
        try Self.print(TodoListRequest(words: words, all: all, json: json, sort: sort, tag: tag, project: project))
    }

    /// Prints the listing; `ShortErrors` calls it directly for a request read without ArgumentParser.
    static func print(_ request: TodoListRequest) throws {
        Swift.print(try TodoSession.opened().listing(request), terminator: "")
    }
}
