import Entities
import Foundation

/// A to-do as another tool's file holds it, already in Adder's terms, before it gets an id.
public struct ForeignTodo: Sendable, Hashable {
    /// The other tool's stable name for it: taskwarrior's uuid, iCalendar's UID, todo.txt's
    /// `id:` or else a hash of the line's text (see `TodoTxtReader`).
    public var foreignID: String
    /// The line of the file it starts on (1-based).
    public var line: Int
    public var title: String
    public var notes = ""
    public var done = false
    /// Nil when the file does not say (the import uses its own clock).
    public var created: Date?
    public var completed: Date?
    public var priority: Priority?
    public var due: CalendarDay?
    public var dueTime: TimeOfDay?
    public var recurrence: Recurrence?
    /// The `foreignID` of the to-do this one is a subtask of.
    public var parentForeignID: String?
    public var tags: [String] = []
    /// Dotted, as `Todo.project`.
    public var project: String?
    /// What the file holds of it that Adder cannot show, for the export to write back (see
    /// `InteropLinks.Link.kept`); empty when the format's reader keeps nothing.
    public var kept: [String] = []

    public init(foreignID: String, line: Int, title: String) {
        self.foreignID = foreignID
        self.line = line
        self.title = title
    }
}

/// How many things of each kind were left out, in the order first met: one summary line a kind.
public struct Tally: Sendable, Hashable {
    public private(set) var kinds: [String] = []
    public private(set) var counts: [String: Int] = [:]

    public init() {}

    /// Counts one more `kind` (a plural noun phrase such as "wait dates (Adder has no such field)").
    public mutating func add(_ kind: String, count: Int = 1) {
        guard count > 0 else { return }
        if counts[kind] == nil { kinds.append(kind) }
        counts[kind, default: 0] += count
    }

    public mutating func add(_ other: Tally) {
        for kind in other.kinds { add(kind, count: other.counts[kind] ?? 0) }
    }

    public var total: Int { counts.values.reduce(0, +) }
    public var isEmpty: Bool { kinds.isEmpty }

    /// "wait fields (Adder has no such field): 3", one a kind.
    public var lines: [String] { kinds.map { "\($0): \(counts[$0] ?? 0)" } }
}

/// What reading another tool's file gave: its to-dos, and what was left out.
public struct ForeignReading: Sendable, Hashable {
    public var todos: [ForeignTodo] = []
    /// Whole entries not imported (a deleted task, a cancelled to-do), by reason.
    public var skipped = Tally()
    /// Parts of entries Adder has no place for, by kind.
    public var dropped = Tally()

    public init() {}
}

/// Why a file cannot be imported: one sentence naming the file and the line.
public struct InteropError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    public init(file: String, line: Int?, _ problem: String) {
        let place = line.map { "\(file), line \($0)" } ?? file
        description = "\(place): \(problem); nothing was imported."
    }
}

/// The three formats Adder reads and writes.
public enum InteropFormat: String, Sendable, CaseIterable {
    case todotxt, taskwarrior, ics

    /// The name people know it by, for messages.
    public var displayName: String {
        switch self {
        case .todotxt: "todo.txt"
        case .taskwarrior: "taskwarrior"
        case .ics: "iCalendar"
        }
    }
}
