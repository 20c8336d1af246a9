import ArgumentParser
import Basics
import Entities
import Foundation
import Settings
import Todos

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
        if words == ["-"] { return try TodoAddFromStandardInput.run(options: options, json: json) }
        let optionTags = try TodoArgument.tags(tags)
        let priority = try self.priority.flatMap { try TodoArgument.priority($0, allowingNone: false) }
        let recurrence = try every.map(TodoArgument.recurrence)
        let session = try TodoSession(options: options)
        var draft: TodoDraft
        do {
            draft = try QuickAdd.parse(words.joined(separator: " "), today: session.today).draft
        } catch {
            throw CleanExit.message(error.description, code: 2)
        }
        for tag in optionTags where !draft.tags.contains(tag) { draft.tags.append(tag) }
        if let priority { draft.priority = priority }
        if let due {
            let moment = try TodoArgument.dueMoment(due, today: session.today)
            draft.due = moment?.day
            draft.dueTime = moment?.time
        }
        if let recurrence { draft.recurrence = recurrence }
        if let project { draft.project = TodoProject.normalized(project) }
        if let parent {
            let parentID = try TodoArgument.ids([parent])[0]
            try session.requireExisting([parentID])
            draft.parent = parentID
        }
        let outcome = try session.apply(.add(draft))
        if json { return print(TodoListing.json(session.store.todos.filter { $0.id == outcome.applied.todoID }), terminator: "") }
        print(outcome.applied.todoID)
        // For a person at a terminal; a script reading the id sees nothing else.
        if isatty(STDERR_FILENO) != 0, let line = TodoArgument.understoodLine(draft) {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
}
