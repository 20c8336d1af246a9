import Basics
import Entities
import Foundation
import Terminal
import Todos

/// How `adder todo show` prints a to-do: a title line, then one `label: value` line a field
/// (absent ones left out), then the notes indented by two spaces. Outside text is made inert.
public enum TodoDetails {
    /// The title line, `label: value` lines, then the notes indented.
    public static func text(_ todo: Todo) -> String {
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

/// How `adder todo agenda` prints the groups.
public enum TodoAgendaListing {
    /// Each group that has to-dos: its name and count, then its lines; "Nothing open." for none.
    public static func text(_ sections: [TodoAgenda.Section]) -> String {
        let shown = sections.filter { !$0.todos.isEmpty }
        guard !shown.isEmpty else { return "Nothing open.\n" }
        return shown.map { $0.heading + "\n" + TodoListing.lines($0.todos) }.joined()
    }

    /// Every group, empty ones too, with its to-dos as `adder todo list --json` prints them.
    public static func json(_ sections: [TodoAgenda.Section]) -> String {
        struct Group: Encodable {
            let group: String
            let count: Int
            let todos: [TodoListing.TodoJSON]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = ISO8601Instant.encodingStrategy
        let groups = sections.map { Group(group: $0.group.rawValue, count: $0.todos.count, todos: $0.todos.map(TodoListing.TodoJSON.init)) }
        // Plain strings, numbers and dates always encode.
        let data = (try? encoder.encode(groups)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
