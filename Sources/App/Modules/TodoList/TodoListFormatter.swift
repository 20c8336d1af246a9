import Entities
import Settings

/// Turns to-dos into rows, titles and messages: the Presenter's formatting, kept apart.
struct TodoListFormatter {
    let today: CalendarDay
    let keys: KeyNames
    /// The time now: a to-do due at a time today is overdue from the next minute.
    var now: TimeOfDay? = nil

    func row(_ todo: Todo, tree: TodoTreeRow? = nil, marked: Bool = false) -> TodoListRow {
        let due = DueText(today: today, now: now)
        return TodoListRow(
            checkbox: todo.done ? "☑" : "☐",
            priorityMarker: Self.priorityMarker(todo.priority),
            priority: Self.level(todo.priority),
            title: todo.title,
            hasNotes: !todo.notes.isEmpty,
            // The project first, in brackets, where the tags are: "[work.reports] #urgent".
            tags: ((todo.project.map { ["[\($0)]"] } ?? []) + todo.tags.map { "#\($0)" }).joined(separator: " "),
            due: due.describe(todo),
            urgency: due.urgency(of: todo),
            isDone: todo.done,
            isMarked: marked,
            depth: tree?.depth ?? 0,
            fold: tree.map { $0.isFolded ? .folded : $0.subtasks > 0 ? .open : .leaf } ?? .leaf,
            progress: tree.map { $0.subtasks == 0 ? "" : "\($0.doneSubtasks)/\($0.subtasks)" } ?? "",
            isContext: tree?.isContext ?? false,
            repeats: todo.recurrence != nil)
    }

    static func level(_ priority: Priority?) -> PriorityLevel {
        switch priority {
        case nil: .none
        case .low: .low
        case .medium: .medium
        case .high: .high
        }
    }

    static func priorityMarker(_ priority: Priority?) -> String {
        switch priority {
        case nil: ""
        case .low: "!"
        case .medium: "!!"
        case .high: "!!!"
        }
    }

    /// "To-dos 3/12 · open · by due · “milk”".
    func title(position: Int?, count: Int, query: TodoQuery) -> String {
        var parts = ["To-dos" + (position.map { " \($0 + 1)/\(count)" } ?? "")]
        if query.filter != .all { parts.append(query.filter.rawValue) }
        if query.sort != .manual { parts.append(query.sort == .created ? "newest first" : "by \(query.sort.rawValue)") }
        if !query.search.isEmpty { parts.append("“\(query.search)”") }
        return parts.joined(separator: " · ")
    }

    /// "Fri 2026-01-02": the day due dates are counted from.
    /// "2 open · 1 done · 1 overdue".
    func summary(_ counts: TodoCounts, marked: Int = 0, sync: TodoSyncState? = nil, dates: DateText? = nil) -> String {
        (marked > 0 ? "\(marked) marked · " : "") + "\(counts.open) open · \(counts.done) done"
            + (counts.overdue > 0 ? " · \(counts.overdue) overdue" : "")
            + (sync.map { " · " + Self.syncSummary($0, dates: dates) } ?? "")
    }

    /// "synced 14:05 · 2 to send · 1 conflict", "syncing…", "sync failed", "not synced yet".
    static func syncSummary(_ sync: TodoSyncState, dates: DateText?) -> String {
        var parts: [String]
        if sync.isRunning {
            parts = ["syncing…"]
        } else if sync.failure != nil {
            parts = ["sync failed"]
        } else if let last = sync.lastSynced, let dates {
            parts = ["synced \(dates.short(last))"]
        } else {
            parts = ["not synced yet"]
        }
        if let waiting = sync.waiting, waiting > 0, !sync.isRunning { parts.append("\(waiting) to send") }
        if !sync.conflicts.isEmpty { parts.append("\(sync.conflicts.count) conflict\(sync.conflicts.count == 1 ? "" : "s")") }
        return parts.joined(separator: " · ")
    }

    /// The warning under the top bar: the file is read-only, or can no longer be read.
    func banner(_ content: TodoListContent) -> String? {
        if let reason = content.readOnlyReason { return "Read-only: \(reason)" }
        guard let problem = content.refreshProblem else { return nil }
        let waiting = switch content.unsavedEditCount {
        case 0: "changes wait"
        case 1: "1 change shown here waits"
        default: "\(content.unsavedEditCount) changes shown here wait"
        }
        // What waits comes first: a long path may push the end past the banner's three rows.
        return "Another program changed the file and it can no longer be read; \(waiting) until it can (the list shows it as last read): \(problem)"
    }

    func emptyMessage(query: TodoQuery) -> String {
        if !query.search.isEmpty { return "Nothing matches “\(query.search)”. \(keys(.clearSearch, .todoList)) clears the search." }
        switch query.filter {
        case .all: return "Nothing to do. Press \(keys(.addTodo, .todoList)) to add a to-do."
        case .open: return "Nothing open. Press \(keys(.cycleFilter, .todoList)) to show the rest."
        case .done: return "Nothing done yet."
        case .archived: return "Nothing archived. \(keys(.archiveDone, .todoList)) archives the done to-dos."
        }
    }
}
