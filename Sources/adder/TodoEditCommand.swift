import ArgumentParser
import Basics
import Entities
import Foundation
import Settings
import Todos

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
        guard title != nil || due != nil || every != nil || priority != nil || !tags.isEmpty || parent != nil || project != nil else {
            throw CleanExit.message("Nothing to change: give --title, --due, --every, --priority, --tag, --project or --parent.", code: 2)
        }
        var patch = TodoPatch()
        var titleTags: [String] = []
        if let title {
            let parsed = TitleParser.parse(title)
            if let problem = TitleParser.problem(withTitle: parsed.title) { throw CleanExit.message(problem, code: 2) }
            patch.title = parsed.title
            titleTags = parsed.tags
        }
        if let priority { patch.priority = .some(try TodoArgument.priority(priority, allowingNone: true)) }
        if !tags.isEmpty { patch.tags = try TodoArgument.tags(tags) }
        if let project { patch.project = .some(TodoProject.normalized(project)) }
        if let every { patch.recurrence = .some(try TodoArgument.recurrence(every)) }
        let session = try TodoSession(options: options)
        if let due {
            let moment = try TodoArgument.dueMoment(due, today: session.today)
            patch.due = .some(moment?.day)
            patch.dueTime = .some(moment?.time)
        }
        try session.requireExisting([id])
        if !titleTags.isEmpty {
            var allTags = patch.tags ?? session.store.todos.first { $0.id == id }?.tags ?? []
            for tag in titleTags where !allTags.contains(tag) { allTags.append(tag) }
            patch.tags = allTags
        }
        var edits = [TodoEdit.update(id, patch)]
        if let parent { edits.insert(try parentEdit(parent, of: id, in: session), at: 0) }
        try session.apply(edits.count == 1 ? edits[0] : .batch(edits))
    }

    /// The move under the to-do `text` names (last among its subtasks), or to the top level for "".
    private func parentEdit(_ text: String, of id: Todo.ID, in session: TodoSession) throws -> TodoEdit {
        guard !text.isEmpty else { return .update(id, TodoPatch(parent: .some(nil))) }
        let parentID = try TodoArgument.ids([text])[0]
        if let problem = session.store.document.parentProblem(of: id, under: parentID) {
            throw CleanExit.message(problem + " Nothing was changed.", code: 1)
        }
        return session.store.document.indenting(id, under: parentID) ?? .update(id, TodoPatch(parent: .some(parentID)))
    }
}
