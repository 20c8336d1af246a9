import ArgumentParser
import CommandUseCases

/// `adder todo edit`: changes the title, due date, repeat rule, priority, tags or project of a to-do.
struct TodoEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a to-do's title, due date, repeat rule, priority, tags or project.",
        discussion: """
            Options left out keep their value. --due "" clears the date, --every "" the repeat rule, --priority none the priority, \
            --tag "" the tags, --project "" the project, --parent "" the parent (the to-do goes to the top level). A --due without a time clears the time. \
            #words in --title become tags, added to the to-do's tags (as `add` does); --tag replaces all of its tags.
            """)

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Argument(help: "The id of the to-do.")
    var id: String

    @Option(help: "The new title; #words in it are added to the to-do's tags.")
    var title: String?

    // `.unconditional`: a value starting with '-' (`--due -1d`) is the value, not another option.
    @Option(parsing: .unconditional,
            help: "The new due date, optionally with a time: today, fri, next fri, +3d, -1d, in 3 days, eom, dec 25, YYYY-MM-DD, fri 17:00…, or \"\" for none.")
    var due: String?

    @Option(parsing: .unconditional, help: "The new repeat rule: every day, every 2 weeks, every weekday, every mon,thu, every month on the 15th, after 3 days…, or \"\" for none.")
    var every: String?

    @Option(help: "low, medium, high or none.")
    var priority: String?

    @Option(name: .customLong("tag"), help: "A tag (repeatable); the tags given replace all the to-do's tags.")
    var tags: [String] = []

    @Option(help: "The project, dotted (work.reports), or \"\" for none.")
    var project: String?

    @Option(help: "The id of the to-do it becomes the last subtask of (the TUI's `>`), or \"\" for the top level.")
    var parent: String?

    func run() throws {
        let id = try TodoArgument.ids([self.id])[0]
        let request = try TodoChangeRequest(title: title, due: due, every: every, priority: priority, tags: tags,
                                            project: project, parent: parent)
        try TodoSession.opened().edit(id, request)
    }
}
