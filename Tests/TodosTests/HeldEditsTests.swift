import Entities
import Foundation
import Basics
import Todos
import Testing
import TestSupport

/// Edits held while todos.json could not be read, replayed on whatever file comes next.
@Suite("Held edits keep to the to-dos they were made on")
struct HeldEditsTests {
    let folder = TemporaryDirectory()
    var url: URL { folder.file("todos.json") }

    /// Replaces todos.json with a file holding `todos` (as another program would).
    private func replaceFile(with todos: [Todo]) throws {
        let other = TodoStore(file: TodoFile(url: folder.file("other-\(UUID()).json")), clock: Fixtures.clock)
        for (position, todo) in todos.enumerated() { try other.apply(.restore(todo, at: position)) }
        try FileManager.default.removeItem(at: url)
        try FileManager.default.copyItem(at: other.file.url, to: url)
    }

    private func broken(_ todos: [Todo]) throws -> TodoStore {
        let store = try Fixtures.store(in: folder, todos: todos)
        try Data("{".utf8).write(to: url)
        store.refreshIfChanged()
        return store
    }

    @Test("a held add keeps its creation time and its edits when a replay gives it another id")
    func heldAddKeepsItsCreationTime() throws {
        let clock = MutableClock(Fixtures.now)
        let store = TodoStore(file: TodoFile(url: url), clock: clock)
        try store.apply(.add(TodoDraft(title: "mine")))
        try Data("{".utf8).write(to: url)
        store.refreshIfChanged()
        let added = try store.apply(.add(TodoDraft(title: "held"))).applied.todoID
        try store.apply(.setDone(added, true))
        clock.now = Fixtures.now.addingTimeInterval(3600)

        try replaceFile(with: [Fixtures.todo(1, "mine"), Fixtures.todo(2, "theirs", daysAgo: 2), Fixtures.todo(3, "also theirs", daysAgo: 3)])
        store.refreshIfChanged()

        let saved = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)
        try saved.load()
        #expect(saved.todos.map(\.title) == ["mine", "theirs", "also theirs", "held"])
        #expect(saved.todos.map(\.done) == [false, false, false, true])
        #expect(saved.todos.last?.id == 4)
        #expect(saved.todos.last?.created == Fixtures.now, "made before the clock moved")
        #expect(store.takeDroppedEditsNotice() == nil)
    }

    @Test("an undone delete whose id now names another to-do is dropped, and the other to-do stays")
    func restoreOntoAnotherTodoIsDropped() throws {
        let store = try broken([Fixtures.todo(1, "one"), Fixtures.todo(2, "two")])
        let history = TodoHistory(store: store)
        try history.perform(.delete(2), description: "delete “two”")
        _ = try history.undo()
        try replaceFile(with: [Fixtures.todo(1, "one"), Fixtures.todo(2, "someone else's", daysAgo: 5)])
        store.refreshIfChanged()
        #expect(store.todos.map(\.title) == ["one", "someone else's"])
        #expect(store.takeDroppedEditsNotice() == "2 changes made while \(url.path) could not be saved were not applied, because their to-dos are gone or are other to-dos now: delete “two” (#2 is now “someone else's” in the file); undo: delete “two” (#2 is now “someone else's” in the file).")
        #expect(store.takeDroppedEditsNotice() == nil, "said once")
    }
}

/// A clock a test moves.
final class MutableClock: Clock, @unchecked Sendable {
    var now: Date
    init(_ now: Date) { self.now = now }
}
