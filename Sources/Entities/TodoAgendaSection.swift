/// When an open to-do is due, as the agenda groups it (`TodoAgenda.sections` in Todos decides).
public enum TodoAgendaGroup: String, CaseIterable, Sendable, Hashable {
    case overdue, today, tomorrow
    case thisWeek = "this week"
    case later
    case noDate = "no date"

    /// "Overdue", "This week"…
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// One group of the agenda and its to-dos, soonest first: by day, then by time (timed ones before
/// the day's untimed ones), then higher priority, then the manual order.
public struct TodoAgendaSection: Sendable, Hashable {
    public let group: TodoAgendaGroup
    public let todos: [Todo]

    public init(group: TodoAgendaGroup, todos: [Todo]) {
        self.group = group
        self.todos = todos
    }

    /// "Today (2)": the group's heading, in the agenda pane and in `adder todo agenda` alike.
    public var heading: String { "\(group.title) (\(todos.count))" }
}
