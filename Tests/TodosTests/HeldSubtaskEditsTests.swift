import Entities
import Foundation
import Glibc
import Basics
import Todos
import Testing
import TestSupport

/// Subtask edits held while todos.json could not be read, replayed on another program's file.
@Suite("Held subtask edits keep parent references valid")
struct HeldSubtaskEditsTests {
    let folder = TemporaryDirectory()
    var url: URL { folder.file("todos.json") }

    /// Another program's file in place of todos.json (written beside it, then renamed over it).
    private func replaceFile(with todos: [Todo]) throws {
        let theirs = folder.file("theirs.json")
        try TodoFile(url: theirs).write(TodoDocument(nextID: 10, todos: todos))
        guard rename(theirs.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    @Test("an indent held while another program deleted the new parent is dropped and said, not saved dangling")
    func heldIndentUnderDeletedParent() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "parent"), Fixtures.todo(2, "child")])
        try Data("{".utf8).write(to: url)
        store.refreshIfChanged()
        try store.apply(.update(2, TodoPatch(parent: .some(1))), description: "indent “child”")
        try replaceFile(with: [Fixtures.todo(2, "child")])
        store.refreshIfChanged()

        let saved = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)
        try saved.load()
        #expect(saved.todos.map(\.parent) == [nil])
        #expect(store.takeDroppedEditsNotice() == "A change made while \(url.path) could not be saved was not applied, because #1 is gone from the file: indent “child”.")
    }

    @Test("a delete replayed on a file where another program added a subtask keeps that subtask, a level up")
    func heldDeleteLiftsTheirSubtask() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "parent")])
        try Data("{".utf8).write(to: url)
        store.refreshIfChanged()
        try store.apply(.delete(1), description: "delete “parent”")
        var theirs = Fixtures.todo(2, "their subtask", daysAgo: 1)
        theirs.parent = 1
        try replaceFile(with: [Fixtures.todo(1, "parent"), theirs])
        store.refreshIfChanged()

        let saved = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)
        try saved.load()
        #expect(saved.todos.map(\.title) == ["their subtask"])
        #expect(saved.todos.map(\.parent) == [nil])
    }
}
