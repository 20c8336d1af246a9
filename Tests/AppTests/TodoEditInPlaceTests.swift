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
        _ = try press("xj", in: shell)  // the first edit after a read copies: the file's layout holds the list read
        let before = Self.address(store)
        let screen = try press("x", in: shell)
        #expect(Self.address(store) == before)
        #expect(store.todos[1].done)
        #expect(screen.textLines.joined(separator: "\n").contains("Done: “task 2”."))
        #expect(try reread().prefix(3).map(\.done) == [true, true, false])
    }

    @Test("after edits in place the selection stays on its to-do; deleting the last row selects the one above it")
    func selectionAcrossEditsInPlace() throws {
        let (shell, store) = try app(50)
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
}
