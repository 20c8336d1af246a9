import Entities
import Foundation
@testable import Basics
@testable import Todos
import Testing
import TestSupport

/// Versioned schema: older files are upgraded after a backup copy; newer ones are refused.
@Suite struct SchemaMigrationTests {
    /// A version 0 file: a bare array, hand-made (fields left out, ids not in order).
    static let versionZero = Data(#"""
        [
          {"id": 7, "title": "Buy milk", "created": "2025-12-30T08:00:00Z", "tags": ["home"]},
          {"id": 2, "title": "Call Ana", "created": "2025-12-31T10:30:00Z", "done": true,
           "completed": "2026-01-01T12:00:00Z", "priority": "high", "due": "2026-01-05"}
        ]
        """#.utf8)

    @Test func aVersionZeroFileIsBackedUpThenRewrittenAsTheCurrentVersion() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        try Self.versionZero.write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        let store = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)
        try store.load()

        #expect(store.todos.map(\.id) == [7, 2])
        #expect(store.todos.map(\.title) == ["Buy milk", "Call Ana"])
        #expect(store.todos[0].tags == ["home"] && store.todos[1].priority == .high && store.todos[1].done)
        #expect(try Data(contentsOf: folder.file("todos.json.v0.bak")) == Self.versionZero, "the backup is the old file, byte for byte")
        let backupPermissions = try FileManager.default.attributesOfItem(atPath: folder.file("todos.json.v0.bak").path)[.posixPermissions]
        #expect(backupPermissions as? Int == 0o600, "the backup is as private as the file")
        let upgraded = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        #expect(upgraded?["version"] as? Int == TodoDocument.currentVersion)
        #expect(upgraded?["nextID"] as? Int == 8, "ids after the largest one, never reused")
        #expect(try TodoFile(url: url, isWritable: false).read()?.todos == store.todos)

        let added = try store.apply(.add(TodoDraft(title: "Bread")))
        #expect(added.applied.todoID == 8)
        #expect(try Data(contentsOf: folder.file("todos.json.v0.bak")) == Self.versionZero, "the backup is not touched again")
    }

    @Test func anEarlierBackupWithOtherContentsIsKept() throws {
        let folder = TemporaryDirectory()
        try Self.versionZero.write(to: folder.file("todos.json"))
        let earlier = Data("an older backup\n".utf8)
        try earlier.write(to: folder.file("todos.json.v0.bak"))
        try TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock).load()

        #expect(try Data(contentsOf: folder.file("todos.json.v0.bak")) == earlier)
        #expect(try Data(contentsOf: folder.file("todos.json.v0.2.bak")) == Self.versionZero)
    }

    @Test func aReadOnlyFileIsUpgradedInMemoryOnly() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        try Self.versionZero.write(to: url)
        let document = try #require(try TodoFile(url: url, isWritable: false).read())

        #expect(document.version == TodoDocument.currentVersion && document.nextID == 8 && document.todos.count == 2)
        #expect(try Data(contentsOf: url) == Self.versionZero)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["todos.json"])
    }

    @Test func aBrokenVersionZeroFileIsRefusedAndNotBackedUpOrTouched() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        let broken = Data(#"[{"id": 1, "created": "2026-01-01T00:00:00Z"}]"#.utf8)
        try broken.write(to: url)
        let store = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)

        let error = try #require(throws: TodoStoreError.self) { try store.load() }
        #expect(error.kind == .unreadable)
        #expect(error.description.contains(url.path) && error.description.contains("lacks \"title\""), "\(error)")
        #expect(error.description.contains("schema version 0"), "\(error)")
        #expect(try Data(contentsOf: url) == broken)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["todos.json"])
    }

    @Test func aNewerVersionIsRefusedAndNeverRewritten() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        let newer = Data(#"{"version": 4, "nextID": 1, "todos": [], "lists": []}"#.utf8)
        try newer.write(to: url)
        let store = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)

        let error = try #require(throws: TodoStoreError.self) { try store.load() }
        #expect(error.kind == .newerVersion)
        #expect(error.description.contains(url.path) && error.description.contains("schema version 4"), "\(error)")
        store.loadOrOpenReadOnly()
        #expect(store.readOnlyReason == error)
        #expect(throws: TodoStoreError(.readOnly, error.description)) { try store.apply(.add(TodoDraft(title: "x"))) }
        #expect(try Data(contentsOf: url) == newer)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["todos.json"])
    }

    @Test func everyOlderVersionHasExactlyOneStepUpToTheCurrentOne() {
        #expect(TodoSchemaMigration.steps.map(\.from) == Array(0..<TodoDocument.currentVersion))
    }

    @Test func anObjectClaimingVersionZeroIsRefused() throws {
        let data = Data(#"{"version": 0, "nextID": 1, "todos": []}"#.utf8)
        let error = try #require(throws: TodoStoreError.self) { try TodoDocumentCoding.decode(data, path: "/x/todos.json") }
        #expect(error.kind == .unreadable)
        #expect(error.description == "/x/todos.json: a schema version 0 file, but the top level is not an array; Adder left it untouched.")
    }

    /// A version 1 file as Adder wrote it before due times, recurrence and subtasks.
    static let versionOne = Data(#"""
        {
          "nextID" : 3,
          "todos" : [
            {
              "archived" : false,
              "created" : "2026-01-02T09:00:00Z",
              "done" : false,
              "due" : "2026-01-05",
              "id" : 1,
              "notes" : "",
              "priority" : "high",
              "tags" : [
                "home"
              ],
              "title" : "Buy milk"
            }
          ],
          "version" : 1
        }

        """#.utf8)

    @Test func aVersionOneFileIsBackedUpThenRewrittenAsVersionTwoWithItsToDosUnchanged() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        try Self.versionOne.write(to: url)
        let store = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)
        try store.load()

        #expect(store.todos.map(\.title) == ["Buy milk"])
        #expect(store.todos[0].due == CalendarDay(year: 2026, month: 1, day: 5) && store.todos[0].dueTime == nil)
        #expect(store.todos[0].recurrence == nil && store.todos[0].parent == nil)
        #expect(try Data(contentsOf: folder.file("todos.json.v1.bak")) == Self.versionOne, "the backup is the old file, byte for byte")
        let upgraded = try String(decoding: Data(contentsOf: url), as: UTF8.self)
        #expect(upgraded == String(decoding: Self.versionOne, as: UTF8.self).replacingOccurrences(of: #""version" : 1"#, with: #""version" : 3"#))
    }

    @Test func theNewMembersSurviveAWriteAndARead() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        let store = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)
        try store.load()
        let rule = try #require(Recurrence("every month on the last day"))
        let parent = try store.apply(.add(TodoDraft(title: "Pay rent", due: CalendarDay(year: 2026, month: 1, day: 31),
                                                    dueTime: TimeOfDay(hour: 17, minute: 0), recurrence: rule))).applied.todoID
        _ = try store.apply(.add(TodoDraft(title: "Transfer", parent: parent)))
        let text = try String(decoding: Data(contentsOf: url), as: UTF8.self)
        #expect(text.contains(#""dueTime" : "17:00""#) && text.contains(#""recurrence" : "every month on the last day""#))
        #expect(text.contains(#""parent" : \#(parent)"#))

        let read = try #require(try TodoFile(url: url, isWritable: false).read())
        #expect(read.todos == store.todos)
        #expect(read.todos[1].parent == parent && read.todos[0].recurrence == rule && read.todos[0].dueTime?.description == "17:00")
    }

    @Test func clearingTheDueDateClearsItsTime() throws {
        let store = TodoStore(file: TodoFile(url: TemporaryDirectory().file("todos.json")), clock: Fixtures.clock)
        try store.load()
        let id = try store.apply(.add(TodoDraft(title: "Call", due: CalendarDay(year: 2026, month: 1, day: 5),
                                                dueTime: TimeOfDay(hour: 9, minute: 30)))).applied.todoID
        _ = try store.apply(.update(id, TodoPatch(due: .some(nil))))
        #expect(store.todos[0].due == nil && store.todos[0].dueTime == nil)
        _ = try store.apply(.add(TodoDraft(title: "A time alone is dropped", dueTime: TimeOfDay(hour: 9, minute: 30))))
        #expect(store.todos[1].dueTime == nil)
    }
}
