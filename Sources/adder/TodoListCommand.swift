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
        func shown(_ todo: Todo) -> Bool {
            (all || (!todo.done && !todo.archived)) && (wantedTag.map(todo.tags.contains) ?? true)
        }
        // Counted first, so that the copy of 100,000 to-dos is made at its size, not regrown.
        let everything = session.store.todos
        var todos: [Todo] = []
        todos.reserveCapacity(everything.count(where: shown))
        for todo in everything where shown(todo) { todos.append(todo) }
        print(json ? TodoListing.json(todos) : TodoListing.lines(todos), terminator: "")
    }
}

/// How `adder todo list` prints to-dos.
enum TodoListing {
    /// One aligned line per to-do, each ending with a newline. Built as UTF-8 bytes in one
    /// buffer: at 100,000 to-dos, appending to a String piece by piece was a third of the command.
    static func lines(_ todos: [Todo]) -> String {
        let idWidth = todos.reduce(0) { max($0, decimalLength($1.id)) }
        var output: [UInt8] = []
        output.reserveCapacity(todos.count * 96)
        for todo in todos {
            for _ in decimalLength(todo.id)..<max(idWidth, decimalLength(todo.id)) { output.append(0x20) }
            appendDecimal(todo.id, to: &output)
            append(todo.done ? " [x] " : " [ ] ", to: &output)
            append(marker(todo.priority), to: &output)
            output.append(0x20)
            if let due = todo.due { appendDay(due, to: &output) } else { append("          ", to: &output) }
            output.append(0x20)
            // Stored text is shown inertly: a title holding an escape sequence must not act on the terminal.
            append(InertText.make(todo.title), to: &output)
            for tag in todo.tags {
                append(" #", to: &output)
                append(InertText.make(tag), to: &output)
            }
            if todo.archived { append(" (archived)", to: &output) }
            output.append(0x0A)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// How many characters `String(number)` has.
    private static func decimalLength(_ number: Int) -> Int {
        var length = number < 0 ? 2 : 1
        var rest = number.magnitude
        while rest >= 10 {
            rest /= 10
            length += 1
        }
        return length
    }

    private static func appendDecimal(_ number: Int, to output: inout [UInt8]) {
        let start = output.count
        output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: decimalLength(number)))
        var rest = number.magnitude, index = output.count - 1
        repeat {
            output[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            index -= 1
        } while rest > 0
        if number < 0 { output[start] = UInt8(ascii: "-") }
    }

    /// `YYYY-MM-DD` as `CalendarDay.description` writes it.
    private static func appendDay(_ day: CalendarDay, to output: inout [UInt8]) {
        guard (0...9999).contains(day.year), (0...99).contains(day.month), (0...99).contains(day.day) else {
            return append(day.description, to: &output)
        }
        func digits(_ value: Int, _ count: Int) {
            var divisor = count == 4 ? 1000 : 10
            while divisor > 0 {
                output.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        digits(day.year, 4)
        output.append(UInt8(ascii: "-"))
        digits(day.month, 2)
        output.append(UInt8(ascii: "-"))
        digits(day.day, 2)
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
