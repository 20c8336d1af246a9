@testable import App
import Basics
import Entities
import Foundation
import Terminal
import TestSupport
import Testing
import Todos

/// Issue 28 item 4: an edit in the full-screen app changes the store's list where it is, rather
/// than copying every to-do because the screen still holds the list (a third of an edit's time at
/// 100,000). Real store, journal and app in a temporary folder; the screens are what a user sees.
@MainActor
@Suite("Edits change the shown list in place")
struct TodoEditInPlaceTests {
    let folder = TemporaryDirectory()
    let size = Size(columns: 100, rows: 20)

    private func app(_ count: Int) throws -> (AppShell, TodoStore) {
        let store = try Fixtures.store(in: folder, todos: (1...count).map { Fixtures.todo($0, "task \($0)") })
        store.appendsEdits = true  // as the full-screen app does
        let shell = AppBuilder.build(dependencies: AppDependencies(store: store, clock: Fixtures.clock, timeZone: Fixtures.utc),
                                     wakeUp: WakeUp())
        _ = shell.render(size: size)
        return (shell, store)
    }

    private func press(_ keys: String, in shell: AppShell) throws -> Screen {
        for key in try KeyNotation.parse(keys) { shell.handle(key) }
        return shell.render(size: size)
    }

    private static func address(_ store: TodoStore) -> UnsafeRawPointer? {
        store.todos.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    private func reread() throws -> [Todo] {
        let other = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        try other.load()
        return other.todos
    }

    @Test("x, with the list and the details on screen, marks the to-do done in the store's own list, not a copy")
    func markInPlace() throws {
        let (shell, store) = try app(500)
        let before = Self.address(store)  // an edit of fields copies nothing, the first after a read included
        _ = try press("xj", in: shell)
        let screen = try press("x", in: shell)
        #expect(Self.address(store) == before)
        #expect(store.todos[1].done)
        #expect(screen.textLines.joined(separator: "\n").contains("Done: “task 2”."))
        #expect(try reread().prefix(3).map(\.done) == [true, true, false])
    }

    @Test("after edits in place the selection stays on its to-do; deleting the last row selects the one above it")
    func selectionAcrossEditsInPlace() throws {
        let (shell, store) = try app(51)
        // The first edit after a read that is not of fields (a delete, a move, an add) copies the
        // list once: the file's layout holds it; an edit of fields does not (it lets go of it).
        _ = try press("Gdg", in: shell)
        _ = try press("x", in: shell)
        var screen = try press("jjjx", in: shell)
        #expect(store.todos[3].done)
        #expect(screen.textLines.joined(separator: "\n").contains("Done: “task 4”."))
        screen = try press("xG", in: shell)
        let before = Self.address(store)
        screen = try press("d", in: shell)
        #expect(Self.address(store) == before)
        #expect(store.todos.map(\.title).last == "task 49")
        screen = try press("x", in: shell)
        #expect(screen.textLines.joined(separator: "\n").contains("Done: “task 49”."))
        #expect(try reread().map(\.title).last == "task 49")
        #expect(try reread().last?.done == true)
    }

    @Test("marks and due dates patch the shared tree, the rows and the counts: no new tree of the whole list, the same content as a fresh one")
    func fieldEditsPatch() throws {
        let store = try Fixtures.store(in: folder, todos: (1...200).map { id in
            var todo = Fixtures.todo(id, "task \(id)")
            todo.parent = id % 3 == 0 ? id - 1 : nil
            return todo
        })
        store.appendsEdits = true
        let (interactor, output) = TodoListOutputSpy.listening(to: store)
        interactor.loadTodos()
        for id in [3, 6, 7, 3, 100] { interactor.setDone(id, true) }
        interactor.setPriority(8, .high)
        #expect(interactor.editor.trees.treesMade == 1)
        let (fresh, freshOutput) = TodoListOutputSpy.listening(to: store)
        fresh.loadTodos()
        let patched = try #require(output.contents.last), made = try #require(freshOutput.contents.last)
        #expect(patched.rows == made.rows)
        #expect(patched.counts == made.counts)
        #expect(patched.counts.done == 4)
        #expect(patched.rows.first { $0.index == 1 }?.doneSubtasks == 1)

        interactor.addTodo(from: "new one")  // an add makes the tree again
        #expect(interactor.editor.trees.treesMade == 2)
    }
}
