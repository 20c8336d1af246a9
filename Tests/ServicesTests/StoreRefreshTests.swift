import Entities
import Foundation
import Services
import Testing
import TestSupport

@Suite("The store shows what the file holds, even after an edit that failed")
struct StoreRefreshTests {
    final class Observer: TodoStoreObserver {
        var changes = 0
        func todoStoreDidChange(_ store: TodoStore) { changes += 1 }
    }

    @Test("an edit on a to-do another process deleted throws, and the list drops that to-do")
    func unknownAfterReload() throws {
        let folder = TemporaryDirectory()
        let mine = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom")])
        let observer = Observer()
        mine.addObserver(observer)
        let theirs = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        try theirs.load()
        try theirs.apply(.delete(1))
        #expect(throws: TodoStoreError.self) { try mine.apply(.setDone(1, true)) }
        #expect(mine.todos.map(\.id) == [2])
        #expect(observer.changes == 1)
    }
}
