import Entities
import Settings

/// Turns the agenda's groups into rows, a title and sentences. A to-do's row is the list's
/// (`TodoListFormatter.row`), so both panes show a to-do alike, but for its due column, which
/// says what the heading does not: the time today and tomorrow, the weekday this week, the date
/// later, how late when overdue (each with the time when one is set).
struct TodoAgendaFormatter {
    let list: TodoListFormatter

    /// A row of the agenda before formatting: a group's heading, or a to-do.
    enum Entry: Hashable {
        case heading(String)
        case todo(Todo, TodoAgendaGroup)

        var todoID: Todo.ID? {
            if case .todo(let todo, _) = self { todo.id } else { nil }
        }
    }

    /// The groups that have to-dos, each a heading then its to-dos.
    static func entries(_ sections: [TodoAgendaSection]) -> [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(sections.reduce(0) { $0 + $1.todos.count + 1 })
        for section in sections where !section.todos.isEmpty {
            entries.append(.heading(section.heading))
            for todo in section.todos { entries.append(.todo(todo, section.group)) }
        }
        return entries
    }

    func row(_ entry: Entry) -> TodoAgendaRow {
        switch entry {
        case .heading(let heading): .heading(heading)
        case .todo(let todo, let when):
            .todo(with(list.row(todo)) { row in
                row.due = due(of: todo, in: when)
                if when == .overdue { row.urgency = .overdue }  // late by the minute today, too
            })
        }
    }

    private func with(_ row: TodoListRow, _ change: (inout TodoListRow) -> Void) -> TodoListRow {
        var row = row
        change(&row)
        return row
    }

    private func due(of todo: Todo, in when: TodoAgendaGroup) -> String {
        guard let due = todo.due else { return "" }
        let time = todo.dueTime?.description
        let day: String? = switch when {
        case .overdue: due == list.today ? nil : DueText(today: list.today).describe(due)
        case .today, .tomorrow, .noDate: nil
        case .thisWeek: Self.weekdays[due.weekday - 1]
        case .later: time == nil ? due.description : String(due.description.dropFirst(5))
        }
        return [day, time].compactMap { $0 }.joined(separator: " ")
    }

    /// By ISO weekday (1 is Monday).
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// "Agenda · 12 open".
    func title(_ sections: [TodoAgendaSection]) -> String {
        "Agenda · \(sections.reduce(0) { $0 + $1.todos.count }) open"
    }

    /// "2 overdue · 3 today · 1 tomorrow": the groups that press.
    func summary(_ sections: [TodoAgendaSection]) -> String {
        sections.filter { [.overdue, .today, .tomorrow].contains($0.group) && !$0.todos.isEmpty }
            .map { "\($0.todos.count) \($0.group.rawValue)" }.joined(separator: " · ")
    }

    var emptyMessage: String {
        "Nothing is open. \(list.keys(.back, .todoAgenda)) goes back to the list."
    }
}
