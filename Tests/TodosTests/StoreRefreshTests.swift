import Entities
import Foundation
import Basics
import Todos
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

@Suite("A file another program breaks while Adder runs")
struct BrokenWhileRunningTests {
    @Test("the problem is recorded, the list and the broken file are kept, edits wait, and mending it clears the problem")
    func brokenThenMended() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")])
        let observer = StoreRefreshTests.Observer()
        store.addObserver(observer)
        let broken = Data("{\"version\": 1, \"todos\": [".utf8)
        try broken.write(to: url)

        store.refreshIfChanged()
        #expect(store.refreshProblem?.kind == .unreadable)
        #expect(store.refreshProblem?.description.hasPrefix(url.path) == true)
        #expect(store.todos.map(\.title) == ["Buy milk"])
        #expect(observer.changes == 1)
        store.refreshIfChanged()
        #expect(observer.changes == 1)  // told once, not every tick

        let outcome = try store.apply(.add(TodoDraft(title: "Call mom")))
        #expect(outcome.saveError != nil)
        #expect(store.hasUnsavedEdits)
        #expect(try Data(contentsOf: url) == broken)

        let mended = TodoStore(file: TodoFile(url: folder.file("mended.json")), clock: Fixtures.clock)
        try mended.apply(.add(TodoDraft(title: "Buy milk")))
        try FileManager.default.removeItem(at: url)
        try FileManager.default.copyItem(at: folder.file("mended.json"), to: url)
        store.refreshIfChanged()
        #expect(store.refreshProblem == nil)
        #expect(store.todos.map(\.title) == ["Buy milk", "Call mom"])
        // The held edit is written at once, not only by some later edit.
        #expect(!store.hasUnsavedEdits)
        let onDisk = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)
        try onDisk.load()
        #expect(onDisk.todos.map(\.title) == ["Buy milk", "Call mom"])
    }

    @Test("edits held while the file was broken are replayed on what the mended file holds")
    func heldEditsReplayedOnTheMendedFile() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "alpha"), Fixtures.todo(2, "beta")])
        let good = try Data(contentsOf: url)
        try Data("{".utf8).write(to: url)
        store.refreshIfChanged()
        try store.apply(.setDone(1, true))
        try store.apply(.add(TodoDraft(title: "gamma")))
        #expect(store.unsavedEditCount == 2)

        try good.write(to: url)
        store.refreshIfChanged()
        #expect(store.unsavedEditCount == 0)
        let onDisk = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)
        try onDisk.load()
        #expect(onDisk.todos.map(\.title) == ["alpha", "beta", "gamma"])
        #expect(onDisk.todos.map(\.done) == [true, false, false])
    }
}
