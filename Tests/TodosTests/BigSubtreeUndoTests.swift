import Basics
import Entities
import Foundation
import Testing
import TestSupport
@testable import Todos

/// Issue 33, item 8: deleting, completing and undoing a parent with many subtasks costs one
/// pass over the list (TodoDocument+BatchRuns.swift), with the result of one edit after another.
@Suite(.onOwnThreads) struct BigSubtreeUndoTests {
    /// A parent (#1) and `count` subtasks (#2…), then one unrelated to-do.
    static func parentWith(_ count: Int) -> TodoDocument {
        var todos = [Fixtures.todo(1, "Parent")]
        for id in 2...count + 1 {
            var subtask = Fixtures.todo(id, "Subtask \(id)")
            subtask.parent = 1
            todos.append(subtask)
        }
        todos.append(Fixtures.todo(count + 2, "Other"))
        return TodoDocument(nextID: count + 3, todos: todos)
    }

    /// A store and its history on a temporary folder, holding `document`.
    static func history(holding document: TodoDocument, in folder: TemporaryDirectory) throws -> TodoHistory {
        let store = try Fixtures.store(in: folder, todos: document.todos)
        let history = TodoHistory(store: store)
        history.keep(in: TodoHistoryFile.beside(store.file.url))
        return history
    }

    /// Seconds `body` takes.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    // Before the one-pass runs each of these took minutes (debug build, 20,000 subtasks): a
    // restore or a mark found its place with a pass over the list, and a parent change built
    // the whole tree to check for a loop.
    @Test("delete a parent with 20,000 subtasks, then undo: the list as it was, in seconds")
    func deleteSubtreeThenUndo() throws {
        let folder = TemporaryDirectory()
        let before = Self.parentWith(20_000)
        let history = try Self.history(holding: before, in: folder)
        let (edit, count) = history.store.document.deletingSubtrees(of: [1])
        #expect(count == 20_001)
        let took = try Self.seconds {
            try history.perform(edit, description: "delete")
            #expect(history.store.todos.map(\.title) == ["Other"])
            _ = try history.undo()
        }
        #expect(history.store.todos == before.todos)
        #expect(took < 20, "took \(took) s")
    }

    @Test("delete only a parent of 20,000 subtasks, then undo: they are its subtasks again")
    func deleteParentThenUndo() throws {
        let folder = TemporaryDirectory()
        let before = Self.parentWith(20_000)
        let history = try Self.history(holding: before, in: folder)
        let took = try Self.seconds {
            try history.perform(.delete(1), description: "delete")
            #expect(history.store.todos.allSatisfy { $0.parent == nil })
            _ = try history.undo()
        }
        #expect(history.store.todos == before.todos)
        #expect(took < 20, "took \(took) s")
    }

    @Test("complete a parent with 20,000 open subtasks, then undo")
    func completeSubtreeThenUndo() throws {
        let folder = TemporaryDirectory()
        let before = Self.parentWith(20_000)
        let history = try Self.history(holding: before, in: folder)
        let today = CalendarDay(Fixtures.now, timeZone: Fixtures.utc)
        let took = try Self.seconds {
            try history.perform(history.store.document.completingSubtree(1, today: today), description: "complete")
            #expect(history.store.todos.filter(\.done).count == 20_001)
            _ = try history.undo()
        }
        #expect(history.store.todos == before.todos)
        #expect(took < 20, "took \(took) s")
    }

    @Test("runs of restores inside the list, marks and field changes give what one edit after another gives")
    func sameAsOneByOne() throws {
        var random = SplitMix64(seed: 33)
        func pick(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        var fastRuns = 0
        for trial in 0..<3_000 {
            var document = TodoDocument()
            document.todos = (0..<3 + pick(6)).map { Fixtures.todo(1 + $0 * 2, "old \($0)") }  // ids 1, 3, 5, …
            for index in document.todos.indices where pick(2) == 0 { document.todos[index].parent = 1 + pick(16) }
            if pick(20) == 0, !document.todos.isEmpty { document.todos.append(document.todos[0]) }  // an id twice
            document.nextID = 1 + document.todos.count * 2
            var edits: [TodoEdit] = []
            for _ in 0..<2 + pick(8) {
                switch pick(4) {
                case 0:
                    var todo = Fixtures.todo(2 + 2 * pick(8), "new")  // even ids: not in the list, maybe twice
                    if pick(2) == 0 { todo.parent = 1 + pick(18) }
                    edits.append(.restore(todo, at: pick(12) - 2))
                case 1: edits.append(.setDone(1 + pick(12), pick(2) == 0))  // odd ids are in the list, mostly
                default:
                    let parent: Todo.ID?? = [nil, .some(nil), .some(1 + pick(18))][pick(3)]
                    edits.append(.update(1 + 2 * pick(7), TodoPatch(title: pick(2) == 0 ? nil : "renamed", parent: parent)))
                }
            }
            var batched = document, expected = document
            // Runs from two edits on take the one-pass paths (a real batch waits for 16).
            let batchedResult = Result { try batched.applyBatch(edits, now: Fixtures.now, shortestIndexedRun: 2).inverse }
            let expectedResult = Result { try ImportBatchTests.oneByOne(edits, on: &expected) }
            switch (batchedResult, expectedResult) {
            case (.success(let inverse), .success(let expectedInverse)):
                #expect(batched == expected, "trial \(trial): \(edits)")
                #expect(inverse == expectedInverse, "trial \(trial)")
                if edits.count > 1 { fastRuns += 1 }
            case (.failure(let error), .failure(let expectedError)):
                #expect(batched == document, "trial \(trial): a failed batch leaves the document as it was")
                #expect("\(error)" == "\(expectedError)", "trial \(trial)")
            default:
                Issue.record("trial \(trial): one way failed and the other did not: \(edits)")
            }
        }
        #expect(fastRuns > 300, "only \(fastRuns) batches went through")
    }
}
