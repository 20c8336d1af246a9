import Entities

/// Turns the agenda's groups into rows, a title and sentences. A to-do's row is the list's
/// (`TodoListFormatter.row`), so both panes show a to-do alike.
struct TodoAgendaFormatter {
    let list: TodoListFormatter

    /// A row of the agenda before formatting: a group's heading, or a to-do.
    enum Entry: Hashable {
        case heading(String, count: Int)
        case todo(Todo)

        var todoID: Todo.ID? {
            if case .todo(let todo) = self { todo.id } else { nil }
        }
    }

    /// The groups that have to-dos, each a heading then its to-dos.
    static func entries(_ groups: [TodoAgendaGroup]) -> [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(groups.reduce(0) { $0 + $1.todos.count + 1 })
        for group in groups where !group.todos.isEmpty {
            entries.append(.heading(group.title, count: group.todos.count))
            for todo in group.todos { entries.append(.todo(todo)) }
        }
        return entries
    }

    func row(_ entry: Entry) -> TodoAgendaRow {
        switch entry {
        case .heading(let title, let count): .heading("\(title) (\(count))")
        case .todo(let todo): .todo(list.row(todo))
        }
    }

    /// "Agenda · 12 open".
    func title(groups: [TodoAgendaGroup]) -> String {
        "Agenda · \(groups.reduce(0) { $0 + $1.todos.count }) open"
    }

    /// "2 overdue · 3 today · 1 tomorrow": the groups that press.
    func summary(groups: [TodoAgendaGroup]) -> String {
        groups.filter { $0.isPressing && !$0.todos.isEmpty }.map { "\($0.todos.count) \($0.name)" }.joined(separator: " · ")
    }

    var emptyMessage: String {
        "Nothing is open. \(list.keys(.back, .todoAgenda)) goes back to the list."
    }
}
