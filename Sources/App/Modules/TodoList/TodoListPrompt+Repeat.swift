import Entities
import Settings
import Terminal

// The due date and repeat rule editors, which the list and the details open the same way.

extension TodoListPrompt {
    static let repeatLabels = [
        "Repeat (every day, every 2 weeks, every mon,thu, every month on the 15th, after 3 days; empty clears):",
        "Repeat (every 2 weeks, after 3 days; empty clears):", "Repeat:",
    ]

    /// The editor `action` (edit the due date, edit the repeat rule) opens on `todo`, holding what it has now.
    static func editing(_ action: Action, of todo: Todo) -> TodoListPrompt {
        if action == .editRecurrence {
            return .every(todo.id, LineEditor(text: todo.recurrence?.description ?? "", selected: true))
        }
        let due = todo.due.map { $0.description + (todo.dueTime.map { " \($0)" } ?? "") } ?? ""
        return .due(todo.id, LineEditor(text: due, selected: true))
    }

    /// True when `change` is what this editor waited for (it stays open until its text is accepted).
    func isClosed(by change: TodoChange) -> Bool {
        switch (self, change) {
        case (.due, .rescheduled), (.every, .repeatSet): true
        default: false
        }
    }
}
