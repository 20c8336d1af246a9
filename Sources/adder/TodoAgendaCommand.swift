import ArgumentParser
import CommandUseCases

/// `adder todo agenda`: the open to-dos grouped as the full-screen agenda groups them.
struct TodoAgendaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "agenda",
        abstract: "List the open to-dos by when they are due: overdue, today, tomorrow, this week, later, no date.",
        discussion: """
            Each group that has to-dos: its name and count, then its to-dos as `adder todo list` prints them, \
            soonest first. "This week" runs to Sunday. --json prints every group, empty ones too: an array of \
            objects with the keys group, count and todos (each as in `adder todo list --json`).
            """)

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func run() throws {
        let sections = try TodoSession.opened().agenda()
        print(json ? TodoAgendaListing.json(sections) : TodoAgendaListing.text(sections), terminator: "")
    }
}
