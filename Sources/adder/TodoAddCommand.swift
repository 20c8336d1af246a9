import ArgumentParser
import Entities
import Basics
import Todos

/// `adder todo add`: adds a to-do and prints its id.
struct TodoAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a to-do and print its id.",
        discussion: "Words starting with # become tags: adder todo add 'Buy milk #errands' --due fri")

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Argument(help: ArgumentHelp("The title; #tags in it become tags. `-` reads one to-do a line from standard input.", valueName: "text"))
    var words: [String]

    @Option(help: "When it is due: today, tomorrow, a weekday (fri), +3d/+2w/+1m/+1y, next week or YYYY-MM-DD.")
    var due: String?

    @Option(help: "low, medium or high.")
    var priority: String?

    @Option(name: .customLong("tag"), help: "A tag (repeatable), added to the #tags in the title.")
    var tags: [String] = []

    @Flag(help: "Print the new to-dos as JSON (as `adder todo list --json`) instead of their ids.")
    var json = false

    func run() throws {
        if words == ["-"] { return try TodoAddFromStandardInput.run(options: options, json: json) }
        let (title, titleTags) = TitleParser.parse(words.joined(separator: " "))
        if let problem = TitleParser.problem(withTitle: title) { throw CleanExit.message(problem, code: 2) }
        let optionTags = try TodoArgument.tags(tags)
        let priority = try self.priority.flatMap { try TodoArgument.priority($0, allowingNone: false) }
        let session = try TodoSession(options: options)
        let due = try self.due.flatMap { try TodoArgument.due($0, today: session.today) }
        var allTags = titleTags
        for tag in optionTags where !allTags.contains(tag) { allTags.append(tag) }
        let draft = TodoDraft(title: title, priority: priority, due: due, tags: allTags)
        let outcome = try session.apply(.add(draft))
        guard json else { return print(outcome.applied.todoID) }
        print(TodoListing.json(session.store.todos.filter { $0.id == outcome.applied.todoID }), terminator: "")
    }
}
