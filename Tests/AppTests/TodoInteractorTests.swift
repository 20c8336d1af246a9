@testable import App
import Entities
import Foundation
import Services
import TestSupport
import Testing

@Suite("Interactors on a real JSON store in a temporary folder")
struct TodoInteractorTests {
    let folder = TemporaryDirectory()

    private func reloaded() throws -> [Todo] {
        let store = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        try store.load()
        return store.todos
    }

    @Test("adding saves to todos.json and reports the new to-do")
    func add() throws {
        let store = try Fixtures.store(in: folder)
        let interactor = TodoListInteractor(store: store)
        let output = TodoListOutputSpy()
        interactor.output = output
        interactor.addTodo(titled: "Buy milk")
        #expect(try reloaded().map(\.title) == ["Buy milk"])
        #expect(output.added.map(\.title) == ["Buy milk"])
        #expect(output.lists.last?.map(\.title) == ["Buy milk"])
    }

    @Test("marking done saves the state and its completion time")
    func markDone() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")])
        let interactor = TodoListInteractor(store: store)
        let output = TodoListOutputSpy()
        interactor.output = output
        interactor.setDone(1, true)
        let saved = try #require(try reloaded().first)
        #expect(saved.done)
        #expect(saved.completed == Fixtures.now)
        #expect(output.marked.map(\.done) == [true])
    }

    @Test("deleting saves and reports the to-do that was deleted")
    func delete() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom")])
        let interactor = TodoListInteractor(store: store)
        let output = TodoListOutputSpy()
        interactor.output = output
        interactor.deleteTodo(1)
        #expect(try reloaded().map(\.id) == [2])
        #expect(output.deleted.map(\.title) == ["Buy milk"])
    }

    @Test("a change made by another module reaches this one's presenter")
    func observesStore() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")])
        let list = TodoListInteractor(store: store)
        let detail = TodoDetailInteractor(store: store)
        let listOutput = TodoListOutputSpy()
        let detailOutput = TodoDetailOutputSpy()
        list.output = listOutput
        detail.output = detailOutput
        detail.loadTodo(1)
        list.setDone(1, true)
        #expect(detailOutput.todos.last??.done == true)
        detail.setDone(1, false)
        #expect(listOutput.lists.last?.first?.done == false)
    }

    @Test("the detail interactor reports nil once its to-do is deleted")
    func detailOfDeleted() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")])
        let detail = TodoDetailInteractor(store: store)
        let output = TodoDetailOutputSpy()
        detail.output = output
        detail.loadTodo(1)
        try store.apply(.delete(1))
        #expect(output.todos.count == 2)
        #expect(output.todos.last == .some(nil))
    }

    @Test("a save that fails is reported in one sentence and the edit stays on screen")
    func saveFailure() throws {
        let blocker = folder.file("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let store = TodoStore(file: TodoFile(url: blocker.appendingPathComponent("todos.json")), clock: Fixtures.clock)
        let interactor = TodoListInteractor(store: store)
        let output = TodoListOutputSpy()
        interactor.output = output
        interactor.addTodo(titled: "Buy milk")
        #expect(output.failures.count == 1)
        #expect(output.failures.first?.contains("not-a-folder/todos.json") == true)
        #expect(output.lists.last?.map(\.title) == ["Buy milk"])
    }
}
