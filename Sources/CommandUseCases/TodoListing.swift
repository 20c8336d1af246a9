import Basics
import Entities
import Foundation
import Terminal

/// How `adder todo list` prints to-dos.
public enum TodoListing {
    /// One aligned line per to-do, each ending with a newline. Built as UTF-8 bytes in one
    /// buffer: at 100,000 to-dos, appending to a String piece by piece was a third of the command.
    public static func lines(_ todos: [Todo]) -> String {
        let idWidth = todos.reduce(0) { max($0, String($1.id).utf8.count) }
        var output: [UInt8] = []
        output.reserveCapacity(todos.count * 96)
        for todo in todos {
            // Ids and days are short enough to be Swift's inline small strings: no allocation.
            let id = String(todo.id)
            for _ in id.utf8.count..<max(idWidth, id.utf8.count) { output.append(0x20) }
            append(id, to: &output)
            append(todo.done ? " [x] " : " [ ] ", to: &output)
            append(marker(todo.priority), to: &output)
            output.append(0x20)
            if let due = todo.due { append(due.description, to: &output) } else { append("          ", to: &output) }
            output.append(0x20)
            // Stored text is shown inertly: a title holding an escape sequence must not act on the terminal.
            append(InertText.make(todo.title), to: &output)
            for tag in todo.tags {
                append(" #", to: &output)
                append(InertText.make(tag), to: &output)
            }
            // Appended rather than in a column of their own, so the columns scripts read stay put.
            if let project = todo.project { append(" (project \(InertText.make(project)))", to: &output) }
            if let time = todo.dueTime, todo.due != nil { append(" (at \(time))", to: &output) }
            if let rule = todo.recurrence { append(" (\(rule))", to: &output) }
            if let parent = todo.parent { append(" (under #\(parent))", to: &output) }
            if todo.archived { append(" (archived)", to: &output) }
            output.append(0x0A)
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func append(_ text: StaticString, to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    private static func marker(_ priority: Priority?) -> StaticString {
        switch priority {
        case .high: "!!!"
        case .medium: "!! "
        case .low: "!  "
        case nil: "   "
        }
    }

    /// A pretty-printed JSON array with every key present, then a newline.
    public static func json(_ todos: [Todo]) -> String {
        encoded(todos.map(TodoJSON.init))
    }

    /// `value` as pretty-printed JSON with sorted keys, then a newline (`{}` if it cannot encode).
    public static func encoded(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = ISO8601Instant.encodingStrategy
        // Plain strings, numbers and dates always encode.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The script-facing shape of a to-do: a stable contract, independent of the file format.
    public struct TodoJSON: Encodable {
        let todo: Todo

        public init(todo: Todo) { self.todo = todo }

        enum CodingKeys: String, CodingKey {
            case id, title, done, priority, due, dueTime, recurrence, parent, tags, project, notes, created, completed, archived
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(todo.id, forKey: .id)
            try container.encode(todo.title, forKey: .title)
            try container.encode(todo.done, forKey: .done)
            // Absent values are written as null, never left out, so scripts can rely on every key.
            try container.encode(todo.priority?.rawValue, forKey: .priority)
            try container.encode(todo.due?.description, forKey: .due)
            try container.encode(todo.dueTime?.description, forKey: .dueTime)
            try container.encode(todo.recurrence?.description, forKey: .recurrence)
            try container.encode(todo.parent, forKey: .parent)
            try container.encode(todo.tags, forKey: .tags)
            try container.encode(todo.project, forKey: .project)
            try container.encode(todo.notes, forKey: .notes)
            try container.encode(todo.created, forKey: .created)
            try container.encode(todo.completed, forKey: .completed)
            try container.encode(todo.archived, forKey: .archived)
        }
    }
}
