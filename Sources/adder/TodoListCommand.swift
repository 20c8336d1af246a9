import ArgumentParser
import Entities
import Foundation
import Basics
import Terminal
import Todos

/// `adder todo list`: the to-dos in their manual order, as aligned lines or JSON.
struct TodoListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the open to-dos (or all of them).",
        discussion: """
            Each line: id, [ ] or [x], priority (!!! high, !! medium, ! low), due date, title, #tags. \
            --json prints an array of objects with the keys id, title, done, priority, due, tags, notes, \
            created, completed and archived, nulls included.
            """)

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Flag(help: "Include done and archived to-dos.")
    var all = false

    @Option(help: "Only the to-dos with this tag.")
    var tag: String?

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func run() throws {
        let wantedTag = try tag.map(TodoArgument.tag)
        let session = try TodoSession(options: options)
        let todos = session.store.todos.filter { todo in
            let shown = all || (!todo.done && !todo.archived)
            return shown && (wantedTag.map(todo.tags.contains) ?? true)
        }
        print(json ? TodoListing.json(todos) : TodoListing.lines(todos), terminator: "")
    }
}

/// How `adder todo list` prints to-dos.
enum TodoListing {
    /// One aligned line per to-do, each ending with a newline. Built into one string without
    /// per-line temporaries: at 100,000 to-dos the formatting showed in the profile.
    static func lines(_ todos: [Todo]) -> String {
        let idWidth = todos.map { String($0.id).count }.max() ?? 0
        let noDue = String(repeating: " ", count: 10)
        var output = ""
        output.reserveCapacity(todos.count * 80)
        for todo in todos {
            let id = String(todo.id)
            for _ in id.count..<max(idWidth, id.count) { output.append(" ") }
            output += id
            output += todo.done ? " [x] " : " [ ] "
            output += marker(todo.priority)
            output += " "
            output += todo.due?.description ?? noDue
            output += " "
            // Stored text is shown inertly: a title holding an escape sequence must not act on the terminal.
            output += InertText.make(todo.title)
            for tag in todo.tags {
                output += " #"
                output += InertText.make(tag)
            }
            if todo.archived { output += " (archived)" }
            output += "\n"
        }
        return output
    }

    private static func marker(_ priority: Priority?) -> String {
        switch priority {
        case .high: "!!!"
        case .medium: "!! "
        case .low: "!  "
        case nil: "   "
        }
    }

    /// A pretty-printed JSON array with every key present, then a newline.
    static func json(_ todos: [Todo]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // Plain strings, numbers and dates always encode.
        let data = (try? encoder.encode(todos.map(TodoJSON.init))) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The script-facing shape of a to-do: a stable contract, independent of the file format.
    private struct TodoJSON: Encodable {
        let todo: Todo

        enum CodingKeys: String, CodingKey {
            case id, title, done, priority, due, tags, notes, created, completed, archived
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(todo.id, forKey: .id)
            try container.encode(todo.title, forKey: .title)
            try container.encode(todo.done, forKey: .done)
            // Absent values are written as null, never left out, so scripts can rely on every key.
            try container.encode(todo.priority?.rawValue, forKey: .priority)
            try container.encode(todo.due?.description, forKey: .due)
            try container.encode(todo.tags, forKey: .tags)
            try container.encode(todo.notes, forKey: .notes)
            try container.encode(todo.created, forKey: .created)
            try container.encode(todo.completed, forKey: .completed)
            try container.encode(todo.archived, forKey: .archived)
        }
    }
}
