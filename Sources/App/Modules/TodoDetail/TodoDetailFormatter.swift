import Entities
import Settings
import Terminal

/// The "label  value" lines of the detail pane.
struct TodoDetailFormatter {
    let dates: DateText
    let today: CalendarDay
    let keys: KeyNames

    func fields(of todo: Todo, family: TodoFamily = TodoFamily()) -> [TodoDetailField] {
        var fields = [TodoDetailField(label: "State", value: todo.done ? "done" : "open", emphasis: todo.done ? .done : .normal)]
        if let parent = family.parentTitle { fields.append(TodoDetailField(label: "Under", value: parent, emphasis: .normal)) }
        if family.subtasks > 0 {
            fields.append(TodoDetailField(label: "Subtasks", value: "\(family.doneSubtasks) of \(family.subtasks) done", emphasis: .normal))
        }
        if let priority = todo.priority {
            let emphasis: TodoDetailField.Emphasis = switch priority {
            case .low: .priorityLow
            case .medium: .priorityMedium
            case .high: .priorityHigh
            }
            fields.append(TodoDetailField(label: "Priority", value: priority.rawValue, emphasis: emphasis))
        }
        if let due = todo.due {
            let text = DueText(today: today, now: dates.timeOfDay)
            let emphasis: TodoDetailField.Emphasis = switch text.urgency(of: todo) {
            case .overdue: .overdue
            case .today: .dueToday
            case .none, .later: .normal
            }
            fields.append(TodoDetailField(label: "Due", value: text.describeWithDate(due, time: todo.dueTime), emphasis: emphasis))
        }
        if let repeats = RepeatText(today: today).describe(todo) {
            fields.append(TodoDetailField(label: "Repeats", value: repeats, emphasis: .normal))
        }
        if let project = todo.project { fields.append(TodoDetailField(label: "Project", value: project, emphasis: .normal)) }
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

    /// The pane's lines at `width`: the title, the fields ("label  value", values wrapped in their
    /// column), then the notes under a heading. While the notes are edited in the pane, only their
    /// heading (the editor goes below it).
    static func lines(heading: String, fields: [TodoDetailField], notes: String?, editingNotes: Bool,
                      width: Int) -> [StyledLine] {
        var lines = TextWrap.lines(of: heading, width: width, maxLines: Self.longestValue).map { styled($0, .heading) }
        lines.append([])
        let labelWidth = (fields.map { Glyph.width(of: $0.label) }.max() ?? 0) + 2
        for field in fields {
            let role = role(of: field.emphasis)
            for (index, line) in TextWrap.lines(of: field.value, width: max(1, width - labelWidth), maxLines: Self.longestValue).enumerated() {
                let label = index == 0 ? Glyph.glyphs(of: field.label) : []
                let gap = Array(repeating: Glyph(text: " ", width: 1), count: labelWidth - label.reduce(0) { $0 + $1.width })
                lines.append(styled(label, .muted) + styled(gap, .normal) + styled(line, role))
            }
        }
        if editingNotes || notes != nil {
            lines.append([])
            lines.append(styled(Glyph.glyphs(of: "Notes"), .heading))
        }
        if !editingNotes, let notes {
            lines += TextWrap.lines(of: notes, width: width).map { styled($0, .normal) }
        }
        return lines
    }

    /// The most lines a title or a field takes (more end in `…`; the file and `e` keep it whole):
    /// a 5 MB title took 7 s and 920 MB to lay out whole.
    static let longestValue = 100

    private static func styled(_ glyphs: [Glyph], _ role: StyleRole) -> StyledLine {
        glyphs.map { StyledGlyph(glyph: $0, role: role) }
    }

    private static func role(of emphasis: TodoDetailField.Emphasis) -> StyleRole {
        switch emphasis {
        case .normal: .normal
        case .done: .done
        case .muted: .muted
        case .tag: .tag
        case .priorityLow: .priorityLow
        case .priorityMedium: .priorityMedium
        case .priorityHigh: .priorityHigh
        case .dueToday: .dueToday
        case .overdue: .overdue
        }
    }
}
