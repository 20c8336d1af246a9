import Entities
import Foundation
import Basics
import Todos

/// Instants and stores for tests: the clock stands at `Fixtures.now` (ADDER_NOW in end-to-end tests).
public enum Fixtures {
    /// 2026-01-02T09:00:00Z, the instant every test's clock shows.
    public static let now = Date(timeIntervalSince1970: 1_767_344_400)
    public static let clock = FixedClock(now)
    public static let utc = TimeZone(identifier: "UTC")!

    /// A store on a file in a temporary folder, already holding `todos`.
    public static func store(in directory: TemporaryDirectory, todos: [Todo] = []) throws -> TodoStore {
        let file = TodoFile(url: directory.file("todos.json"))
        if !todos.isEmpty {
            try file.write(TodoDocument(nextID: (todos.map(\.id).max() ?? 0) + 1, todos: todos))
        }
        let store = TodoStore(file: file, clock: clock)
        try store.load()
        return store
    }

    /// A to-do created `daysAgo` days before `now`.
    public static func todo(_ id: Todo.ID, _ title: String, done: Bool = false, daysAgo: Double = 0) -> Todo {
        let created = now.addingTimeInterval(-daysAgo * 86_400)
        return Todo(id: id, title: title, done: done, created: created, completed: done ? created : nil)
    }
}
