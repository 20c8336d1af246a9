import ArgumentParser
import Basics
import Entities
import Foundation
import Settings
import Todos

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
        let session = try TodoSession(options: options)
        let sections = TodoAgenda.sections(of: session.store.todos, at: session.now, in: session.timeZone)
        print(json ? Self.json(sections) : Self.text(sections), terminator: "")
    }

    static func text(_ sections: [TodoAgenda.Section]) -> String {
        let shown = sections.filter { !$0.todos.isEmpty }
        guard !shown.isEmpty else { return "Nothing open.\n" }
        return shown.map { "\($0.group.title) (\($0.todos.count))\n" + TodoListing.lines($0.todos) }.joined()
    }

    static func json(_ sections: [TodoAgenda.Section]) -> String {
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
