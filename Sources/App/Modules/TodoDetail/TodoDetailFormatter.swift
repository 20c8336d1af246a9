import Entities

/// The "label  value" lines of the detail pane.
struct TodoDetailFormatter {
    let dates: DateText
    let today: CalendarDay
    let keys: KeyNames

    func fields(of todo: Todo) -> [TodoDetailField] {
        var fields = [TodoDetailField(label: "State", value: todo.done ? "done" : "open", emphasis: todo.done ? .done : .normal)]
        if let priority = todo.priority {
            let emphasis: TodoDetailField.Emphasis = switch priority {
            case .low: .priorityLow
            case .medium: .priorityMedium
            case .high: .priorityHigh
            }
            fields.append(TodoDetailField(label: "Priority", value: priority.rawValue, emphasis: emphasis))
        }
        if let due = todo.due {
            let text = DueText(today: today)
            let emphasis: TodoDetailField.Emphasis = switch text.urgency(of: due, done: todo.done) {
            case .overdue: .overdue
            case .today: .dueToday
            case .none, .later: .normal
            }
            fields.append(TodoDetailField(label: "Due", value: text.describeWithDate(due), emphasis: emphasis))
        }
        if !todo.tags.isEmpty {
            fields.append(TodoDetailField(label: "Tags", value: todo.tags.map { "#\($0)" }.joined(separator: " "), emphasis: .tag))
        }
        fields.append(TodoDetailField(label: "Created", value: dates.dateAndTimeWithRelative(todo.created), emphasis: .normal))
        if let completed = todo.completed {
            fields.append(TodoDetailField(label: "Completed", value: dates.dateAndTimeWithRelative(completed), emphasis: .normal))
        }
        if todo.archived { fields.append(TodoDetailField(label: "Archived", value: "yes (\(keys(.cycleFilter, .todoList)) shows archived to-dos)", emphasis: .muted)) }
        fields.append(TodoDetailField(label: "Id", value: String(todo.id), emphasis: .muted))
        return fields
    }
}
