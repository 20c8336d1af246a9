import Entities
import Foundation
import Basics
import Todos
import Testing
import TestSupport

/// Completing a repeating to-do completes it and adds the next one, as one edit: one undo takes
/// both back, another writer's changes are kept, and edits held in memory replay correctly.
@Suite struct RecurringCompletionTests {
    let folder = TemporaryDirectory()
    static let friday = CalendarDay("2026-01-02")!

    static func rent(id: Todo.ID = 1) -> Todo {
        var todo = Fixtures.todo(id, "Pay rent", daysAgo: 3)
        todo.notes = "to the landlord"
        todo.priority = .high
        todo.due = CalendarDay("2026-01-01")
        todo.dueTime = TimeOfDay("17:00")
        todo.tags = ["home"]
        todo.recurrence = Recurrence("every month on the 1st")
        return todo
    }

    @Test func theEditIsOneBatchOfDoneAndTheNext() throws {
        var subtask = Self.rent()
        subtask.parent = 7
        let edit = TodoEdit.marking(subtask, done: true, today: Self.friday)
        let next = TodoDraft(title: "Pay rent", notes: "to the landlord", priority: .high, due: CalendarDay("2026-02-01"),
                             tags: ["home"], dueTime: TimeOfDay("17:00"), recurrence: Recurrence("every month on the 1st"), parent: 7)
        #expect(edit == .batch([.setDone(1, true), .add(next)]))
    }

    @Test func onlyCompletingAnOpenRepeatingOneAddsANext() {
        var done = Self.rent()
        done.done = true
        #expect(TodoEdit.marking(done, done: true, today: Self.friday) == .setDone(1, true))
        #expect(TodoEdit.marking(done, done: false, today: Self.friday) == .setDone(1, false))
        let plain = Fixtures.todo(2, "once")
        #expect(TodoEdit.marking(plain, done: true, today: Self.friday) == .setDone(2, true))
    }

    @Test func aDateOnlyDueStaysDateOnly() throws {
        var todo = Self.rent()
        todo.dueTime = nil
        let next = try #require(todo.nextOccurrence(completedOn: Self.friday))
        #expect(next.dueTime == nil)
        #expect(next.due == CalendarDay("2026-02-01"))
    }

    @Test func oneUndoTakesBothBackAndRedoMakesBothAgain() throws {
        let store = try Fixtures.store(in: folder, todos: [Self.rent(), Fixtures.todo(2, "other")])
        let history = TodoHistory(store: store)
        try history.perform(.marking(store.todos[0], done: true, today: Self.friday), description: "mark done")
        #expect(store.todos.map(\.title) == ["Pay rent", "other", "Pay rent"])
        #expect(store.todos.map(\.done) == [true, false, false])
        #expect(store.todos[2].id == 3)
        #expect(store.todos[2].due == CalendarDay("2026-02-01"))

        _ = try history.undo()
        #expect(store.todos.map(\.id) == [1, 2])
        #expect(store.todos[0] == Self.rent())
        let reread = try Fixtures.store(in: folder)
        #expect(reread.todos == store.todos, "the file holds the undo")

        _ = try history.redo()
        #expect(store.todos.map(\.done) == [true, false, false])
        #expect(store.todos.count == 3)
    }

    @Test func anotherWritersAddIsKeptAndIdsDoNotCollide() throws {
        let mine = try Fixtures.store(in: folder, todos: [Self.rent()])
        let theirs = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        try theirs.load()
        try theirs.apply(.add(TodoDraft(title: "theirs")))
        let history = TodoHistory(store: mine)
        try history.perform(.marking(mine.todos[0], done: true, today: Self.friday), description: "mark done")
        #expect(mine.todos.map(\.title) == ["Pay rent", "theirs", "Pay rent"])
        #expect(Set(mine.todos.map(\.id)).count == 3)

        _ = try history.undo()
        #expect(mine.todos.map(\.title) == ["Pay rent", "theirs"], "the undo leaves the other writer's to-do")
        #expect(mine.todos[0].done == false)
    }

    @Test func heldCompletionKeepsTheNextOneAndTheEditsMadeOnIt() throws {
        let clock = MutableClock(Fixtures.now)
        let url = folder.file("todos.json")
        try TodoFile(url: url).write(TodoDocument(nextID: 8, todos: [Self.rent()]))
        let store = TodoStore(file: TodoFile(url: url), clock: clock)
        try store.load()
        let history = TodoHistory(store: store)
        try Data("{".utf8).write(to: url)
        store.refreshIfChanged()

        let outcome = try history.perform(.marking(store.todos[0], done: true, today: Self.friday), description: "mark done")
        #expect(outcome.saveError != nil)
        let nextID = try #require(store.todos.last?.id)
        try history.perform(.update(nextID, TodoPatch(title: "Pay rent (Feb)")), description: "rename")
        clock.now = Fixtures.now.addingTimeInterval(3600)

        // Another program writes a file with more to-dos: the held ones replay on it.
        var other = Fixtures.todo(8, "theirs", daysAgo: 1)
        other.due = CalendarDay("2026-01-05")
        try TodoFile(url: folder.file("other.json")).write(TodoDocument(nextID: 9, todos: [Self.rent(), other]))
        try FileManager.default.removeItem(at: url)
        try FileManager.default.copyItem(at: folder.file("other.json"), to: url)
        store.refreshIfChanged()

        #expect(store.takeDroppedEditsNotice() == nil)
        let saved = try Fixtures.store(in: folder)
        #expect(saved.todos.map(\.title) == ["Pay rent", "theirs", "Pay rent (Feb)"])
        #expect(saved.todos.map(\.id) == [1, 8, 9])
        #expect(saved.todos[2].created == Fixtures.now, "made before the clock moved")
        #expect(saved.todos[0].done)

        // Undo follows the next one to its new id: the rename, then both halves of the completion.
        _ = try history.undo()
        _ = try history.undo()
        #expect(store.todos.map(\.title) == ["Pay rent", "theirs"])
        #expect(store.todos[0].done == false)
    }
}
