import Entities
import Foundation
@testable import Todos
import Testing

/// A save copies a to-do's old bytes only when `hasSameContents` says nothing changed, so it must
/// look at every field: a field it missed would be saved with its old value.
@Suite struct UnchangedRunFinderTests {
    static let todo = Todo(id: 7, title: "Buy milk", notes: "two litres", done: false,
                           created: Date(timeIntervalSince1970: 1_767_344_400), completed: nil, priority: .low,
                           due: CalendarDay(year: 2026, month: 1, day: 9), tags: ["home"], archived: false)

    /// One change to each stored field of `Todo`.
    static let changes: [String: @Sendable (inout Todo) -> Void] = [
        "id": { $0.id = 8 },
        "title": { $0.title = "Buy oat milk" },
        "notes": { $0.notes = "" },
        "done": { $0.done = true },
        "created": { $0.created = $0.created.addingTimeInterval(1) },
        "completed": { $0.completed = $0.created },
        "priority": { $0.priority = .high },
        "due": { $0.due = nil },
        "tags": { $0.tags = ["home", "errands"] },
        "archived": { $0.archived = true },
        "dueTime": { $0.dueTime = TimeOfDay(hour: 9, minute: 0) },
        "recurrence": { $0.recurrence = Recurrence("every week") },
        "parent": { $0.parent = 3 },
        "project": { $0.project = "work" },
    ]

    @Test("every stored field of Todo has a change here (a new field must be compared too)")
    func everyFieldIsCovered() {
        let fields = Set(Mirror(reflecting: Self.todo).children.compactMap(\.label))
        #expect(fields == Set(Self.changes.keys))
    }

    @Test("a change to any one field makes the to-do differ; an untouched copy is the same")
    func eachFieldCounts() {
        #expect(Self.todo.hasSameContents(as: Self.todo))
        for (field, change) in Self.changes {
            var changed = Self.todo
            change(&changed)
            #expect(!Self.todo.hasSameContents(as: changed), "\(field)")
        }
    }
}
