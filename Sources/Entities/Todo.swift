import Foundation

/// A to-do. A plain value: everything that changes it lives in Services.
public struct Todo: Codable, Sendable, Hashable, Identifiable {
    /// Short and stable: given once, never reused, never renumbered.
    public typealias ID = Int

    // Stored in this order so that the one-byte fields fill the padding after `completed`: Swift
    // lays a struct out in declaration order, and 100,000 to-dos are held at once (168 bytes a
    // to-do here, `project` included; 200 in the schema's order without it; see BENCHMARKS.md).
    public var id: ID
    public var title: String
    public var notes: String
    public var created: Date
    public var tags: [String]
    /// Where it belongs, dotted from the general to the particular ("work.reports"), as
    /// taskwarrior's projects are; nil for none. `TodoProject` says what is in it and under it.
    public var project: String?
    public var completed: Date?
    public var done: Bool
    /// Hidden from the default views but kept in the file.
    public var archived: Bool
    public var priority: Priority?
    /// The time on `due` it is due at; nil for a date-only due (and always without `due`).
    public var dueTime: TimeOfDay?
    /// The to-do this one is a subtask of; its place among its siblings is the manual order.
    public var parent: ID?
    /// How it repeats; nil for a one-off.
    public var recurrence: Recurrence?
    public var due: CalendarDay?

    public init(id: ID, title: String, notes: String = "", done: Bool = false, created: Date,
                completed: Date? = nil, priority: Priority? = nil, due: CalendarDay? = nil,
                dueTime: TimeOfDay? = nil, tags: [String] = [], archived: Bool = false,
                recurrence: Recurrence? = nil, parent: ID? = nil, project: String? = nil) {
        self.id = id
        self.title = title
        self.notes = notes
        self.done = done
        self.created = created
        self.completed = completed
        self.priority = priority
        self.due = due
        self.dueTime = dueTime
        self.tags = tags
        self.archived = archived
        self.recurrence = recurrence
        self.parent = parent
        self.project = project
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, notes, done, created, completed, priority, due, dueTime, tags, archived, recurrence, parent, project
    }

    // Fields that a hand-edited file may leave out get their defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(ID.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        notes = try container.decodeIfPresent(String.self, forKey: .notes) ?? ""
        done = try container.decodeIfPresent(Bool.self, forKey: .done) ?? false
        created = try container.decode(Date.self, forKey: .created)
        completed = try container.decodeIfPresent(Date.self, forKey: .completed)
        priority = try container.decodeIfPresent(Priority.self, forKey: .priority)
        due = try container.decodeIfPresent(CalendarDay.self, forKey: .due)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        archived = try container.decodeIfPresent(Bool.self, forKey: .archived) ?? false
        dueTime = try container.decodeIfPresent(TimeOfDay.self, forKey: .dueTime)
        recurrence = try container.decodeIfPresent(Recurrence.self, forKey: .recurrence)
        parent = try container.decodeIfPresent(ID.self, forKey: .parent)
        project = try container.decodeIfPresent(String.self, forKey: .project)
    }
}

/// How much a to-do matters.
public enum Priority: String, Codable, Sendable, CaseIterable, Comparable {
    case low, medium, high

    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
