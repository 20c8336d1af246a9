import Basics
import Entities
import Foundation
import Testing
import TestSupport
@testable import Todos

/// The batch an import applies: thousands of restores at the end of the list, in one pass
/// (`TodoDocument.applyBatch`), one save and one undo step, all or nothing.
@Suite(.onOwnThreads) struct ImportBatchTests {
    /// Restores of `count` new to-dos from `firstID` on, as `adder todo import` makes them.
    static func importing(_ count: Int, from firstID: Todo.ID, parentEvery: Int = 10) -> TodoEdit {
        .batch((0..<count).map { index in
            var todo = Fixtures.todo(firstID + index, "Imported \(index)")
            if index % parentEvery == parentEvery - 1 { todo.parent = firstID + index - 1 }
            return .restore(todo, at: Int.max)
        })
    }

    /// A store on `folder`/todos.json holding one to-do, saved, and the file's bytes.
    static func storeHoldingOne(in folder: URL) throws -> (TodoStore, URL, Data) {
        let url = folder.appendingPathComponent("todos.json")
        let store = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)
        try store.load()
        try store.apply(.add(TodoDraft(title: "Already here")))
        return (store, url, try Data(contentsOf: url))
    }

    /// What a batch did before the one-pass path: each edit on its own, the inverses in reverse.
    static func oneByOne(_ edits: [TodoEdit], on document: inout TodoDocument) throws -> TodoEdit {
        guard !edits.isEmpty else { throw TodoStoreError(.unknownTodo, "No to-do was named.") }
        var inverses: [TodoEdit] = []
        for edit in edits { inverses.insert(try document.apply(edit, now: Fixtures.now).inverse, at: 0) }
        return .batch(inverses)
    }

    @Test("runs of restores and deletes give the same list, next id and inverse as one edit after another")
    func sameAsOneByOne() throws {
        var random = SplitMix64(seed: 21)
        func pick(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        for trial in 0..<2_000 {
            var document = TodoDocument()
            document.todos = (0..<pick(6)).map { Fixtures.todo(1 + $0 * 2, "old \($0)") }  // ids 1, 3, 5, …
            for index in document.todos.indices where pick(2) == 0 { document.todos[index].parent = 1 + pick(12) }
            document.nextID = 1 + document.todos.count * 2
            var edits: [TodoEdit] = []
            for step in 0..<1 + pick(12) {
                switch pick(10) {
                case 0: edits.append(.setDone(1 + pick(12), true))  // may name no to-do: then the batch fails
                case 8, 9: edits += (0..<1 + pick(4)).map { _ in .delete(1 + pick(12)) }  // gone, twice, or a parent
                case 1: edits.append(.restore(Fixtures.todo(1 + pick(12), "inside \(step)"), at: pick(8)))
                default:
                    var todo = Fixtures.todo(1 + pick(12), "restored \(step)")  // may replace one, or one restored before
                    if pick(2) == 0 { todo.parent = 1 + pick(12) }  // before or after it, itself, or no to-do
                    edits.append(.restore(todo, at: [Int.max, document.todos.count + edits.count, 100][pick(3)]))
                }
            }
            var batched = document, expected = document
            let batchedResult = Result { try batched.apply(.batch(edits), now: Fixtures.now).inverse }
            let expectedResult = Result { try Self.oneByOne(edits, on: &expected) }
            switch (batchedResult, expectedResult) {
            case (.success(let inverse), .success(let expectedInverse)):
                #expect(batched == expected, "trial \(trial): \(edits)")
                #expect(inverse == expectedInverse, "trial \(trial)")
            case (.failure, .failure):
                #expect(batched == document, "trial \(trial): a failed batch leaves the document as it was")
            default:
                Issue.record("trial \(trial): one way failed and the other did not: \(edits)")
            }
        }
    }

    @Test("10,000 imported to-dos are one save and one undo step, which takes them all back")
    func oneSaveAndOneUndoStep() throws {
        let folder = TemporaryDirectory()
        let (store, url, before) = try Self.storeHoldingOne(in: folder.url)
        let history = TodoHistory(store: store)
        history.keep(in: TodoHistoryFile.beside(url))
        let outcome = try history.perform(Self.importing(10_000, from: 2), description: "import")
        #expect(outcome.saveError == nil)
        let onDisk = try #require(try TodoFile(url: url, isWritable: false).read())
        #expect(onDisk.todos.count == 10_001 && onDisk.nextID == 10_002)
        #expect(onDisk.todos[10].parent == 10 && onDisk.todos[11].parent == nil, "subtasks keep their parents")
        #expect(history.canUndo)
        let undone = try #require(try history.undo())
        #expect(undone.outcome.saveError == nil)
        #expect(try TodoFile(url: url, isWritable: false).read()?.todos.map(\.title) == ["Already here"])
        #expect(try Data(contentsOf: url) != before, "nextID stays past the undone ids")
    }

    @Test("a batch that fails part way changes nothing, in memory or on disk")
    func failurePartWayLeavesTheFile() throws {
        let folder = TemporaryDirectory()
        let (store, url, before) = try Self.storeHoldingOne(in: folder.url)
        guard case .batch(let restores) = Self.importing(500, from: 2) else { return }
        #expect(throws: TodoStoreError.self) { try store.apply(.batch(restores + [.setDone(9_999, true)])) }
        #expect(try Data(contentsOf: url) == before)
        #expect(store.todos.map(\.title) == ["Already here"] && !store.hasUnsavedEdits)
    }

    @Test("an import onto a file another program made unreadable writes nothing")
    func unreadableFileIsNotOverwritten() throws {
        let folder = TemporaryDirectory()
        let (store, url, _) = try Self.storeHoldingOne(in: folder.url)
        let damaged = Data("{\"version\": 2, \"todos\": [".utf8)
        try damaged.write(to: url)
        let outcome = try store.apply(Self.importing(1_000, from: 2))
        #expect(outcome.saveError?.kind == .unreadable)
        #expect(try Data(contentsOf: url) == damaged)
    }

    @Test("a save that fails leaves the old file whole and keeps the import pending")
    func failedSaveLeavesTheOldFile() throws {
        let root = TemporaryDirectory()
        let folder = root.file("data"), moved = root.file("data-away")
        let (store, _, before) = try Self.storeHoldingOne(in: folder)
        // A plain file where the folder was: the lock and the temporary file cannot be made.
        try FileManager.default.moveItem(at: folder, to: moved)
        try Data("not a folder".utf8).write(to: folder)
        let outcome = try store.apply(Self.importing(1_000, from: 2))
        #expect(outcome.saveError?.kind == .writeFailed)
        #expect(try Data(contentsOf: moved.appendingPathComponent("todos.json")) == before)
        #expect(store.todos.count == 1_001 && store.hasUnsavedEdits)
    }
}
