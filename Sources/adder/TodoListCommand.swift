import ArgumentParser
import Basics
import Entities
import Foundation
import Settings
import Terminal
import Todos

/// `adder todo list`: the to-dos in their manual order, as aligned lines or JSON.
struct TodoListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the open to-dos (or all of them), filtered and sorted as asked.",
        discussion: """
            Filter words, all of which must match (the / search reads the same): project:work (and the projects \
            under it), +tag, -tag, due:today, due.before:eow, due.after:+3d, due:none, pri:H (M, L, none), \
            status:pending|done|archived (instead of the open ones, or --all), view:NAME (the words saved under NAME in \
            config.toml's [todos.views]), and free words for the title, notes and tags. Example: adder todo list project:work +urgent due.before:eow --sort due,-priority. \
            Each line: id, [ ] or [x], priority (!!! high, !! medium, ! low), due date, title, #tags, then \
            (project work.reports), (at 17:00), (every 2 weeks), (under #12) and (archived) where they apply. --json \
            prints an array of objects with the keys id, title, done, priority, due, dueTime, recurrence, parent, tags, \
            project, notes, created, completed and archived, nulls included.
            """)

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Flag(help: "Include done and archived to-dos.")
    var all = false

    @Argument(help: ArgumentHelp("Filter words: project:work +tag -tag due.before:eow pri:H status:done view:NAME, free words.", valueName: "filter"))
    var words: [String] = []

    // `.unconditional`: `--sort -priority` is a value, not another option.
    @Option(parsing: .unconditional, help: "Sort keys, comma-separated, each ascending or -descending: due, priority, created, title, project (due,-priority: soonest first, then the highest priority; project groups the to-dos by project).")
    var sort: String?

    @Option(help: "Only the to-dos with this tag.")
    var tag: String?

    @Option(help: "Only the to-dos of this project and the projects under it (work matches work and work.reports).")
    var project: String?

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func run() throws {
        let wantedTag = try tag.map(TodoArgument.tag)
        let session = try TodoSession(options: options)
        let terms: [TodoSearchTerm]
        let sortKeys: TodoSortKeys?
        do throws(TodoSearchTerm.Problem) {
            // config.toml is read only when a saved view is named: listing stays one file's read.
            let views = words.contains { TodoSavedViews.viewName($0) != nil }
                ? ConfigParser.load(from: AdderPaths(environment: ProcessInfo.processInfo.environment).configFile).config.todos.views : [:]
            let expanded = try TodoSavedViews.expand(words, views: views, strict: true)
            terms = try expanded.map { word throws(TodoSearchTerm.Problem) in try TodoSearchTerm.parse(word, today: session.today, strict: true) }
            sortKeys = try sort.map { text throws(TodoSearchTerm.Problem) in try TodoSortKeys(text) }
        } catch {
            throw CleanExit.message(error.description, code: 2)
        }
        func shown(_ todo: Todo) -> Bool {
            TodoSearchTerm.all(terms, match: todo, byDefault: all || (!todo.done && !todo.archived))
                && (wantedTag.map(todo.tags.contains) ?? true)
                && (project.map { TodoProject.project(todo.project, isWithin: $0) } ?? true)
        }
        // Counted first, so that the copy of 100,000 to-dos is made at its size, not regrown.
        let everything = session.store.todos
        var todos: [Todo] = []
        todos.reserveCapacity(everything.count(where: shown))
        for todo in everything where shown(todo) { todos.append(todo) }
        if let sortKeys { todos = sortKeys.sorted(todos) }
        print(json ? TodoListing.json(todos) : TodoListing.lines(todos), terminator: "")
    }
}

/// How `adder todo list` prints to-dos.
enum TodoListing {
    /// One aligned line per to-do, each ending with a newline. Built as UTF-8 bytes in one
    /// buffer: at 100,000 to-dos, appending to a String piece by piece was a third of the command.
    static func lines(_ todos: [Todo]) -> String {
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
    static func json(_ todos: [Todo]) -> String {
        encoded(todos.map(TodoJSON.init))
    }

    /// `value` as pretty-printed JSON with sorted keys, then a newline (`{}` if it cannot encode).
    static func encoded(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = ISO8601Instant.encodingStrategy
        // Plain strings, numbers and dates always encode.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The script-facing shape of a to-do: a stable contract, independent of the file format.
    struct TodoJSON: Encodable {
        let todo: Todo

        enum CodingKeys: String, CodingKey {
            case id, title, done, priority, due, dueTime, recurrence, parent, tags, project, notes, created, completed, archived
        }

        func encode(to encoder: any Encoder) throws {
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
