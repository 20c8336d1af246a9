@testable import App
import Entities
import Foundation
import Basics
import Todos
import TestSupport
import Testing

/// Edits held while another program had broken todos.json follow the to-dos they were made on
/// when the file can be read again, whatever ids that file gives.
@MainActor
@Suite("Held edits replayed on another program's file")
struct HeldEditsReplayTests {
    let folder = TemporaryDirectory()
    var url: URL { folder.file("todos.json") }

    private func list(_ store: TodoStore) -> (TodoListInteractor, TodoListOutputSpy) {
        TodoListOutputSpy.listening(to: store)
    }

    private func reloaded() throws -> [Todo] {
        let store = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)
        try store.load()
        return store.todos
    }

    /// The file another program writes: its own to-dos, made days before ours.
    private func writeTheirFile(_ titles: [Todo.ID: String]) throws {
        let theirs = TodoStore(file: TodoFile(url: folder.file("theirs.json")), clock: Fixtures.clock)
        try theirs.load()
        for id in titles.keys.sorted() {
            try theirs.apply(.restore(Fixtures.todo(id, titles[id]!, daysAgo: Double(10 + id)), at: id))
        }
        try FileManager.default.removeItem(at: url)
        try FileManager.default.copyItem(at: folder.file("theirs.json"), to: url)
    }

    private func breakTheFile(_ store: TodoStore) throws {
        try Data("garbage".utf8).write(to: url)
        store.refreshIfChanged()
        #expect(store.refreshProblem != nil)
    }

    @Test("a to-do added while held keeps its done mark and priority under its new id; the other program's #3 is untouched")
    func addedWhileHeldKeepsItsEdits() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "one"), Fixtures.todo(2, "two")])
        let (interactor, output) = list(store)
        try breakTheFile(store)
        interactor.addTodo(from: "Q1 queued")
        #expect(store.todos.last?.id == 3)
        interactor.setDone(3, true)
        for _ in 0..<3 { interactor.setPriority(3, store.todos.last!.priority.next) }
        #expect(store.todos.last?.priority == .high)

        try writeTheirFile([1: "their one", 2: "their two", 3: "victim three", 4: "their four"])
        store.refreshIfChanged()

        let saved = try reloaded()
        let victim = try #require(saved.first { $0.title == "victim three" })
        #expect(victim.id == 3 && !victim.done && victim.priority == nil)
        let queued = try #require(saved.first { $0.title == "Q1 queued" })
        #expect(queued.id == 5 && queued.done && queued.priority == .high)
        #expect(output.rejections.isEmpty)
        #expect(!store.hasUnsavedEdits)

        // Undo follows the to-do too: it takes back Q1's last priority step, not victim three's.
        interactor.undo()
        let afterUndo = try reloaded()
        #expect(afterUndo.first { $0.id == 5 }?.priority == .medium)
        #expect(afterUndo.first { $0.id == 3 }?.priority == nil)
    }

    @Test("edits on a to-do the other program deleted are reported in one sentence and applied to no other")
    func editsOnADeletedTodoAreReported() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "one"), Fixtures.todo(2, "two"), Fixtures.todo(3, "three")])
        let (interactor, output) = list(store)
        try breakTheFile(store)
        interactor.setDone(3, true)
        interactor.setPriority(3, .high)

        try writeTheirFile([1: "one again", 2: "two again"])
        store.refreshIfChanged()

        #expect(try reloaded().map(\.title) == ["one again", "two again"])
        #expect(try reloaded().allSatisfy { !$0.done && $0.priority == nil })
        #expect(output.rejections == ["2 changes made while \(url.path) could not be saved were not applied, because their to-dos are gone or are other to-dos now: mark “three” done (#3 is gone from the file); set the priority of “three” (#3 is gone from the file)."])
        #expect(!store.hasUnsavedEdits)
    }

    @Test("an edit on a to-do whose id names another title in the new file is reported, not applied to it")
    func editsOnAnIDThatNamesAnotherTodo() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "one"), Fixtures.todo(2, "two")])
        let (interactor, output) = list(store)
        try breakTheFile(store)
        interactor.setDone(2, true)
        interactor.setDone(1, true)

        let theirs = TodoStore(file: TodoFile(url: folder.file("theirs.json")), clock: Fixtures.clock)
        try theirs.apply(.restore(Fixtures.todo(1, "one"), at: 0))
        try theirs.apply(.restore(Fixtures.todo(2, "someone else's two"), at: 1))
        try FileManager.default.removeItem(at: url)
        try FileManager.default.copyItem(at: folder.file("theirs.json"), to: url)
        store.refreshIfChanged()

        let saved = try reloaded()
        #expect(saved.map(\.title) == ["one", "someone else's two"])
        #expect(saved.map(\.done) == [true, false])
        #expect(output.rejections == ["A change made while \(url.path) could not be saved was not applied, because #2 is now “someone else's two” in the file: mark “two” done."])
    }

    @Test("an edit made on the screen's to-do after another program gave its id to another one is refused")
    func liveEditOnAReplacedID() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "one"), Fixtures.todo(2, "two")])
        let (interactor, output) = list(store)
        try writeTheirFile([1: "one", 2: "not two"])
        interactor.setDone(2, true)  // the tick that would have shown the new file has not come yet
        #expect(try reloaded().map(\.done) == [false, false])
        #expect(output.failures.last?.contains("#2 is now “not two” in the file") == true)
    }
}
