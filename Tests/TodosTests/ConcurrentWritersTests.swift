import Entities
import Foundation
import Basics
import Todos
import Testing
import TestSupport

/// Several Adder processes editing one file: the lock, reload-if-changed and replay keep every edit.
@Suite(.onOwnThreads) struct ConcurrentWritersTests {
    @Test func fourProcessesAddingAndTogglingAtOnceLoseNoEdit() throws {
        let folder = TemporaryDirectory("adder-concurrent")
        let url = folder.file("todos.json")
        let processes = 4, adds = 50, doneEvery = 5
        let writers = try (0..<processes).map { try WriterProcess(["add", url.path, "p\($0)", "\(adds)", "\(doneEvery)"]) }
        let outputs = writers.map { $0.remainingLines(within: 60) }
        for (index, writer) in writers.enumerated() {
            #expect(writer.exitedCleanly, "writer \(index) failed or timed out")
            #expect(outputs[index].filter { $0.hasPrefix("saved ") }.count == adds)
        }

        let document = try #require(try TodoFile(url: url, isWritable: false).read())
        let expectedTitles = Set((0..<processes).flatMap { process in (0..<adds).map { "p\(process)-\($0)" } })
        #expect(document.todos.count == processes * adds)
        #expect(Set(document.todos.map(\.title)) == expectedTitles)
        let expectedDone = expectedTitles.filter { Int($0.split(separator: "-")[1])! % doneEvery == 0 }
        #expect(Set(document.todos.filter(\.done).map(\.title)) == expectedDone)
        #expect(Set(document.todos.map(\.id)) == Set(1...(processes * adds)), "ids are unique and none skipped")
        #expect(document.nextID == processes * adds + 1)
    }

    /// Adds as `adder todo add` makes them (mostly without reading the list, the tail patched in
    /// place; the full-screen app's marks in the journal between them) while a long-lived store
    /// adds and marks through whole writes: every add is there once, ids run without a gap.
    @Test func commandAddsWithoutReadingAndAStoreWritingWholeAtOnceLoseNoEdit() throws {
        let folder = TemporaryDirectory("adder-concurrent-quick")
        let url = folder.file("todos.json")
        try TodoFile(url: url).write(TodoDocument(nextID: 11, todos: (1...10).map { Fixtures.todo($0, "seed \($0)") }))
        let adds = 30
        let writers = try (0..<3).map { try WriterProcess(["cli-adds", url.path, "c\($0)", "\(adds)"]) }
            + [try WriterProcess(["add", url.path, "whole", "\(adds)", "5"])]
        let outputs = writers.map { $0.remainingLines(within: 120) }
        for (index, writer) in writers.enumerated() {
            #expect(writer.exitedCleanly, "writer \(index) failed or timed out")
        }
        #expect(outputs.prefix(3).joined().contains { $0.hasSuffix(" quick") }, "no add went without reading the list")

        let document = try #require(try TodoFile(url: url).read())
        let expected = Set((0..<3).flatMap { writer in (0..<adds).map { "c\(writer)-\($0)" } } + (0..<adds).map { "whole-\($0)" })
        #expect(Set(document.todos.map(\.title)).subtracting((1...10).map { "seed \($0)" }) == expected)
        #expect(document.todos.count == 10 + expected.count)
        #expect(document.todos.map(\.id).sorted() == Array(1...(10 + expected.count)), "ids are unique and none skipped")
        #expect(document.nextID == 11 + expected.count)
        let marked = Set(outputs.joined().filter { $0.hasPrefix("done ") }.map { String($0.dropFirst(5)) })
        #expect(Set(document.todos.filter(\.done).map(\.title)) == marked)
    }

    @Test func twoStoresOnOneFileSeeEachOthersEdits() throws {
        let folder = TemporaryDirectory()
        let file = folder.file("todos.json")
        let first = TodoStore(file: TodoFile(url: file), clock: Fixtures.clock)
        let second = TodoStore(file: TodoFile(url: file), clock: Fixtures.clock)
        try first.load()
        try second.load()

        let milk = try first.apply(.add(TodoDraft(title: "Milk"))).applied.todoID
        // `second` never saw Milk, yet its save must keep it and must not reuse its id.
        let bread = try second.apply(.add(TodoDraft(title: "Bread"))).applied.todoID
        try first.apply(.setDone(bread, true))
        try second.apply(.update(milk, TodoPatch(title: "Oat milk")))

        #expect(milk != bread)
        let onDisk = try #require(try TodoFile(url: file, isWritable: false).read())
        #expect(onDisk.todos.map(\.title) == ["Oat milk", "Bread"])
        #expect(onDisk.todos.map(\.done) == [false, true])
        #expect(second.todos == onDisk.todos, "second already holds the latest file")
        first.refreshIfChanged()
        #expect(first.todos == onDisk.todos)
    }
}
