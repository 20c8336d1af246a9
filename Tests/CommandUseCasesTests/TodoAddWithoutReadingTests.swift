import Basics
@testable import CommandUseCases
import Entities
import Foundation
import TestSupport
import Testing
import Todos

/// `adder todo add` as the command opens its session (`readingTheList: false`): it reads the list
/// only when the add needs it, and whichever way it went, todos.json alone is then the whole list,
/// as a whole write lays it out, and `adder todo undo` takes the add back.
@Suite struct TodoAddWithoutReadingTests {
    let home = TemporaryDirectory("adder-command-add")
    var environment: [String: String] { ["ADDER_HOME": home.url.path, "ADDER_NOW": "2026-01-02T09:00:00Z"] }
    var url: URL { home.file("todos.json") }

    /// The session of one `adder todo add` process.
    func add(_ text: String, _ request: TodoRequest = TodoRequest()) throws -> (id: Todo.ID, readTheList: Bool) {
        let session = try TodoSession(environment: environment, readingTheList: false, notice: { Issue.record("notice: \($0)") })
        let added = try session.add(text, request)
        return (added.id, session.hasReadTheList)
    }

    /// todos.json as a whole write of what it holds would be, byte for byte.
    func expectWholeWriteLayout() throws {
        let document = try #require(try TodoFile(url: url).read())
        let copy = home.file("copy.json")
        try TodoFile(url: copy).write(document)
        #expect(try Data(contentsOf: url) == Data(contentsOf: copy))
    }

    @Test func theSecondAddDoesNotReadTheListAndUndoTakesItBack() throws {
        #expect(try add("First #home") == (1, true))  // no file yet
        #expect(try add("Second !! #work due:fri") == (2, false))
        #expect(try add("Third 牛乳 🙂") == (3, false))
        try expectWholeWriteLayout()
        let todos = try #require(try TodoFile(url: url).read()).todos
        #expect(todos.map(\.title) == ["First", "Second", "Third 牛乳 🙂"])
        #expect(todos[1].priority == .medium && todos[1].tags == ["work"] && todos[1].due != nil)

        let description = try TodoSession(environment: environment, notice: { _ in }).undo()
        #expect(description.contains("Third"), "\(description)")
        #expect(try TodoFile(url: url).read()?.todos.map(\.title) == ["First", "Second"])
    }

    @Test func aSubtaskReadsTheListAndAnUnknownParentChangesNothing() throws {
        _ = try add("Parent")
        _ = try add("Other")
        var request = TodoRequest()
        request.parent = "9"
        let before = try Data(contentsOf: url)
        #expect(throws: CommandFailure("There is no to-do with id 9; nothing was changed.", status: 1)) { try add("Child", request) }
        #expect(try Data(contentsOf: url) == before)
        request.parent = "1"
        #expect(try add("Child", request) == (3, true))
        #expect(try TodoFile(url: url).read()?.todos.last?.parent == 1)
    }

    @Test func aFileAnotherProgramDamagedIsRefusedAndLeftAsItIs() throws {
        _ = try add("One")
        _ = try add("Two")
        var bytes = try Data(contentsOf: url)
        bytes.removeLast(4)
        try bytes.write(to: url)
        #expect(throws: CommandFailure.self) { try add("Three") }
        #expect(try Data(contentsOf: url) == bytes)
    }

    @Test func editsTheScreenLeftInTheJournalAreFoldedAndTodosJsonAloneHoldsThem() throws {
        _ = try add("One")
        let screen = TodoStore(file: TodoFile(url: url), clock: FixedClock(Date(timeIntervalSince1970: 1_767_344_400)))
        try screen.load()
        screen.appendsEdits = true
        try screen.apply(.setDone(1, true))
        #expect(try add("Two") == (2, true))
        let alone = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let todos = alone?["todos"] as? [[String: Any]] ?? []
        #expect(todos.map { $0["title"] as? String } == ["One", "Two"])
        #expect(todos.first?["done"] as? Bool == true)
        #expect(try add("Three") == (3, false))
        try expectWholeWriteLayout()
    }
}
