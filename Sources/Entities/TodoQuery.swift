import Foundation

/// Which to-dos a list shows.
public enum TodoFilter: String, CaseIterable, Sendable {
    /// Open and done, not archived.
    case all, open, done
    /// Only the archived ones.
    case archived
}

/// The order a list shows.
public enum TodoSort: String, CaseIterable, Sendable {
    /// The order the user gave them (J/K), as in the file.
    case manual
    /// Soonest due first; undated last.
    case due
    /// High, medium, low, then none.
    case priority
    /// Newest first.
    case created
    /// By project, A to Z, so each project's to-dos come together; those without one last.
    case project
}

/// A filter, a sort and a search over the to-do list. Sorting is stable: ties keep the manual order.
public struct TodoQuery: Hashable, Sendable {
    public var filter: TodoFilter
    public var sort: TodoSort
    /// Words that must all match (`TodoSearchTerm`): free words case- and accent-insensitively in the
    /// title, notes or tags, `#ta` the start of a tag, and filter words (`project:work`, `+tag`,
    /// `-tag`, `due.before:eow`, `pri:H`, `status:done`).
    public var search: String
    /// The day `due:` words count from; without it they are searched as text.
    public var today: CalendarDay?
    /// Done to-dos completed before this instant are left out of `all` (config's `hide-done-after-days`).
    public var hidesDoneCompletedBefore: Date?
    /// To-dos whose subtasks are hidden (folded) in a tree of rows; a search shows them anyway.
    public var folded: Set<Todo.ID>
    /// Saved views (`[todos.views]` in config.toml): a search word `view:NAME` stands for the
    /// filter words saved under NAME.
    public var views: [String: String]

    public init(filter: TodoFilter = .all, sort: TodoSort = .manual, search: String = "", folded: Set<Todo.ID> = [],
                views: [String: String] = [:]) {
        self.filter = filter
        self.sort = sort
        self.search = search
        self.folded = folded
        self.views = views
    }
}

/// How many to-dos are in each state (archived ones not counted).
public struct TodoCounts: Hashable, Sendable {
    public var open = 0
    public var done = 0
    /// Open, with a due date before today.
    public var overdue = 0

    public init(open: Int = 0, done: Int = 0, overdue: Int = 0) {
        self.open = open
        self.done = done
        self.overdue = overdue
    }
}
