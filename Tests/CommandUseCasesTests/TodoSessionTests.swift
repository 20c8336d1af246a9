import Basics
@testable import CommandUseCases
import Entities
import Foundation
import TestSupport
import Testing
import TodoInterop
import Todos

/// The use cases of `adder todo …` on a real todos.json in a temporary folder, with the clock
/// fixed at Friday 2026-01-02 09:00 UTC: what each returns, what it saves, what it refuses.
@Suite struct TodoSessionTests {
    let home = TemporaryDirectory("adder-command-todos")
    var environment: [String: String] { ["ADDER_HOME": home.url.path, "ADDER_NOW": "2026-01-02T09:00:00Z"] }

    /// A session as a command opens it; notices are collected instead of written to stderr.
    func session(notices: NoticeLog = NoticeLog()) throws -> TodoSession {
        try TodoSession(environment: environment, notice: notices.add)
    }

    /// What the file holds, read by a store of its own.
    func saved() throws -> [Todo] {
        let store = TodoStore(file: TodoFile(url: home.file("todos.json")), clock: SystemClock())
        try store.load()
        return store.todos
    }

    @Test func addReadsQuickAddWordsAndTheOptionsWin() throws {
        var request = TodoRequest()
        request.priority = .low
        request.tags = ["urgent"]
        request.due = "mon 17:00"
        let added = try session().add("Pay rent !!! #home due:fri", request)
        #expect(added.id == 1)
        let todo = try #require(try saved().first)
        #expect(todo.title == "Pay rent" && todo.priority == .low && todo.tags == ["home", "urgent"])
        #expect(todo.due?.description == "2026-01-05" && todo.dueTime?.description == "17:00")
        #expect(TodoArgument.understoodLine(added.draft)?.hasPrefix("Understood: ") == true)
    }

    @Test func oneUnknownIdChangesNothingAndNamesIt() throws {
        let session = try session()
        _ = try session.add("One", TodoRequest())
        _ = try session.add("Two", TodoRequest())
        #expect(throws: CommandFailure("There is no to-do with ids 7, 9; nothing was changed.", status: 1)) {
            try session.change([1, 7, 9], .done)
        }
        #expect(try saved().allSatisfy { !$0.done })
        try session.change([2, 1], .done)
        #expect(try saved().allSatisfy(\.done))
    }

    @Test func undoTakesBackTheLastStepThroughTheSharedHistory() throws {
        #expect(throws: CommandFailure("There is nothing to undo.", status: 1)) { try session().undo() }
        _ = try session().add("Call mum", TodoRequest())
        try session().change([1], .remove)
        // A second process: the history is the file beside todos.json, not this session's memory.
        let description = try session().undo()
        #expect(description.contains("Call mum"), "\(description)")
        #expect(try saved().map(\.title) == ["Call mum"])
    }

    @Test func listFiltersSortsAndRefusesAWordItCannotRead() throws {
        let session = try session()
        _ = try session.add("Later #home due:2026-03-01", TodoRequest())
        _ = try session.add("Soon #home due:2026-01-03 !!!", TodoRequest())
        _ = try session.add("Elsewhere #work", TodoRequest())
        try session.change([3], .done)
        #expect(try session.list(words: ["+home"], all: false, sort: "due", tag: nil, project: nil).map(\.title) == ["Soon", "Later"])
        #expect(try session.list(words: [], all: true, sort: nil, tag: "work", project: nil).map(\.title) == ["Elsewhere"])
        #expect(try session.list(words: [], all: false, sort: nil, tag: nil, project: nil).count == 2)
        #expect(performing: { try session.list(words: ["due.before:someday-ish"], all: false, sort: nil, tag: nil, project: nil) },
                throws: { ($0 as? CommandFailure)?.status == 2 })
        #expect(TodoListing.lines(session.search("soon", all: false)) == "2 [ ] !!! 2026-01-03 Soon #home\n")
    }

    @Test func aBadLineOfStandardInputAddsNothingAndNamesItsLine() throws {
        let session = try session()
        #expect(performing: { try session.addLines(of: "Milk\n\nBread due:notaday\n") },
                throws: { ($0 as? CommandFailure).map { $0.status == 1 && $0.sentence.hasPrefix("Line 3 of standard input: ") } == true })
        #expect(try saved().isEmpty)
        #expect(try session.addLines(of: "Milk\r\nBread #shop\n").map(\.id) == [1, 2])
    }

    @Test func editMovesUnderAParentAndRefusesALoop() throws {
        let session = try session()
        _ = try session.add("Parent", TodoRequest())
        _ = try session.add("Child", TodoRequest())
        try session.edit(2, TodoChangeRequest(title: "Child #kid", due: nil, every: nil, priority: nil, tags: [], project: nil, parent: "1"))
        let child = try #require(try saved().first { $0.id == 2 })
        #expect(child.parent == 1 && child.title == "Child" && child.tags == ["kid"])
        #expect(performing: {
            try session.edit(1, TodoChangeRequest(title: nil, due: nil, every: nil, priority: nil, tags: [], project: nil, parent: "2"))
        }, throws: { ($0 as? CommandFailure).map { $0.status == 1 && $0.sentence.hasSuffix(" Nothing was changed.") } == true })
        #expect(throws: CommandFailure("Nothing to change: give --title, --due, --every, --priority, --tag, --project or --parent.", status: 2)) {
            try TodoChangeRequest(title: nil, due: nil, every: nil, priority: nil, tags: [], project: nil, parent: nil)
        }
    }

    @Test func archiveTakesTheDoneOnesWhenNoneIsNamed() throws {
        let session = try session()
        for title in ["a", "b", "c"] { _ = try session.add(title, TodoRequest()) }
        try session.change([1, 3], .done)
        #expect(try session.archive([]) == [1, 3])
        #expect(try session.archive([]) == [])
        #expect(try saved().filter(\.archived).map(\.id) == [1, 3])
    }

    @Test func anUnreadableFileIsOneSentenceAndIsLeftAsItWas() throws {
        let broken = Data("{\"version\": 1, \"todos\": [".utf8)
        try broken.write(to: home.file("todos.json"))
        #expect(performing: { try session() }, throws: { ($0 as? CommandFailure).map { $0.status == 1 && $0.sentence.contains("todos.json") } == true })
        #expect(try Data(contentsOf: home.file("todos.json")) == broken)
    }

    /// todo.txt as todo.sh wrote it (Tests/TodoInteropTests/Fixtures): imported once, then skipped.
    @Test func importIsAllOrNothingAndOnlyOnce() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../TodoInteropTests/Fixtures/todo.txt").standardized
        let data = try Data(contentsOf: fixture)
        let plan = try session().importTodos(data, format: .todotxt, shownFile: "todo.txt")
        #expect(plan.todos.count == 6)
        #expect(ImportSummary.text(plan, file: "todo.txt", format: .todotxt).hasPrefix("Imported 6 to-dos from todo.txt (todo.txt); skipped 0."))
        let again = try session().importTodos(data, format: .todotxt, shownFile: "todo.txt")
        #expect(again.todos.isEmpty && again.skipped.total == 6)
        #expect(try saved().count == 6)
        #expect(String(decoding: try session().export(as: .todotxt).data, as: UTF8.self).contains("Pay rent"))
    }

    @Test func aBadImportFileIsOneSentenceAndImportsNothing() throws {
        #expect(throws: CommandFailure("missing.txt cannot be read (No such file or directory); nothing was imported.", status: 1)) {
            try ImportFile.read(home.file("missing.txt").path, shownFile: "missing.txt")
        }
        let json = Data("[{\"description\": \"no uuid\"".utf8)
        #expect(performing: { try session().importTodos(json, format: .taskwarrior, shownFile: "tasks.json") },
                throws: { ($0 as? CommandFailure).map { $0.status == 1 && $0.sentence.contains("tasks.json") } == true })
        #expect(try saved().isEmpty)
    }
}

/// The notices a session passes on, in order.
final class NoticeLog: @unchecked Sendable {
    private(set) var sentences: [String] = []
    func add(_ sentence: String) { sentences.append(sentence) }
}
