import ArgumentParser
import Basics
import Entities
import Foundation
import Settings
import Terminal
import Todos

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
        let session = try TodoSession(options: options)
        try session.requireExisting([id])
        guard let todo = session.store.todos.first(where: { $0.id == id }) else { return }
        print(json ? TodoListing.encoded(TodoListing.TodoJSON(todo: todo)) : TodoDetails.text(todo), terminator: "")
    }
}

/// How `adder todo show` prints a to-do: a title line, then one `label: value` line a field
/// (absent ones left out), then the notes indented by two spaces. Outside text is made inert.
enum TodoDetails {
    static func text(_ todo: Todo) -> String {
        var lines = ["#\(todo.id) \(InertText.make(todo.title))"]
        var status = todo.done ? "done" : "open"
        if let completed = todo.completed { status += " (completed \(instant(completed)))" }
        if todo.archived { status += ", archived" }
        lines.append("status: \(status)")
        if let priority = todo.priority { lines.append("priority: \(priority.rawValue)") }
        if let due = todo.due { lines.append("due: \(due)" + (todo.dueTime.map { " \($0)" } ?? "")) }
        if let recurrence = todo.recurrence { lines.append("repeats: \(recurrence)") }
        if let parent = todo.parent { lines.append("subtask of: #\(parent)") }
        if let project = todo.project { lines.append("project: " + InertText.make(project)) }
        if !todo.tags.isEmpty { lines.append("tags: " + todo.tags.map { "#" + InertText.make($0) }.joined(separator: " ")) }
        lines.append("created: \(instant(todo.created))")
        if !todo.notes.isEmpty {
            lines.append("notes:")
            let notes = InertText.make(todo.notes, keepLineBreaks: true)
            lines += notes.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func instant(_ date: Date) -> String {
        ISO8601Instant.text(date)
    }
}
