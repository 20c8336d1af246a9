import Entities
import Foundation
import Glibc
import Basics
import Todos
import Testing
import TestSupport

/// A todos.json that cannot be read is refused with one sentence naming it and the problem,
/// and never overwritten; the full-screen app opens it read-only.
@Suite struct UnreadableFileTests {
    static let valid = #"""
        {
          "nextID" : 2,
          "todos" : [
            {
              "created" : "2026-01-02T09:00:00Z",
              "id" : 1,
              "title" : "Buy milk"
            }
          ],
          "version" : 2
        }
        """#

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        /// Bits of the one-sentence message besides the path.
        let mentions: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "empty", bytes: [], mentions: ["is empty"]),
        Case(name: "blank", bytes: Array(" \n\t\n".utf8), mentions: ["is empty"]),
        Case(name: "truncated", bytes: Array(valid.utf8.prefix(90)), mentions: ["line ", ", column ", "not valid JSON"]),
        Case(name: "missing comma", bytes: Array(valid.replacingOccurrences(of: "\"id\" : 1,", with: "\"id\" : 1").utf8),
             mentions: ["line 7, column", "not valid JSON"]),
        Case(name: "binary", bytes: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0xFF, 0xFE, 0x00, 0x9C], mentions: ["not valid JSON"]),
        Case(name: "invalid UTF-8 in a string", bytes: Array(valid.utf8.prefix(105)) + [0xC3, 0x28] + Array(valid.utf8.dropFirst(105)),
             mentions: ["not valid JSON"]),
        Case(name: "wrong type", bytes: Array(valid.replacingOccurrences(of: "\"Buy milk\"", with: "42").utf8),
             mentions: ["todos[0].title should be a string"]),
        Case(name: "bad date", bytes: Array(valid.replacingOccurrences(of: "2026-01-02T09:00:00Z", with: "yesterday").utf8),
             mentions: ["todos[0].created: \"yesterday\" is not an ISO 8601 instant"]),
        Case(name: "top level not an object", bytes: Array("\"hello\"".utf8), mentions: ["the top level is not a JSON object"]),
        Case(name: "no version", bytes: Array(#"{"todos": []}"#.utf8), mentions: ["lacks \"version\""]),
    ]

    @Test(arguments: cases)
    func aBadFileIsRefusedInOneSentenceAndKept(_ bad: Case) throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        try Data(bad.bytes).write(to: url)
        let store = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)

        let error = try #require(throws: TodoStoreError.self) { try store.load() }
        #expect(error.kind == .unreadable)
        #expect(error.description.hasPrefix(url.path), "\(error)")
        #expect(error.description.hasSuffix("Adder left it untouched."), "\(error)")
        #expect(!error.description.dropLast().contains(". "), "one sentence: \(error)")
        for fragment in bad.mentions {
            #expect(error.description.contains(fragment), "“\(fragment)” missing from: \(error)")
        }

        // Even a caller that edits after the failed load cannot overwrite the file.
        let outcome = try store.apply(.add(TodoDraft(title: "Bread")))
        #expect(outcome.saveError?.kind == .unreadable)
        #expect(try Data(contentsOf: url) == Data(bad.bytes))
    }

    @Test(arguments: cases)
    func readOnlyModeShowsNothingRefusesEditsAndKeepsTheFile(_ bad: Case) throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        try Data(bad.bytes).write(to: url)
        let store = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)

        store.loadOrOpenReadOnly()
        let reason = try #require(store.readOnlyReason)
        #expect(reason.kind == .unreadable && reason.description.hasPrefix(url.path))
        #expect(store.todos.isEmpty)
        let refusal = try #require(throws: TodoStoreError.self) { try store.apply(.add(TodoDraft(title: "Bread"))) }
        #expect(refusal == TodoStoreError(.readOnly, reason.description))
        #expect(store.todos.isEmpty && !store.hasUnsavedEdits)
        #expect(try Data(contentsOf: url) == Data(bad.bytes))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["todos.json"], "no lock or temporary file")
    }

    @Test func aFolderInThePlaceOfTheFileIsRefused() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        let store = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)

        let error = try #require(throws: TodoStoreError.self) { try store.load() }
        #expect(error.description == "\(url.path) cannot be read (it is a folder); Adder left it untouched.")
        store.loadOrOpenReadOnly()
        #expect(store.readOnlyReason == error)
    }

    @Test func aPipeInThePlaceOfTheFileIsRefusedWithoutHanging() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        try #require(mkfifo(url.path, 0o644) == 0)
        let error = try #require(throws: TodoStoreError.self) {
            try TodoStore(file: TodoFile(url: url), clock: Fixtures.clock).load()
        }
        #expect(error.description == "\(url.path) cannot be read (it is not a regular file); Adder left it untouched.")
    }

    @Test func mendingTheFileEndsReadOnlyMode() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        try Data("{ broken".utf8).write(to: url)
        let store = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)
        store.loadOrOpenReadOnly()
        #expect(store.readOnlyReason != nil)

        try Data(Self.valid.utf8).write(to: url)
        store.refreshIfChanged()
        #expect(store.refreshProblem == nil)
        #expect(store.readOnlyReason == nil)
        #expect(store.todos.map(\.title) == ["Buy milk"])
        #expect(try store.apply(.add(TodoDraft(title: "Bread"))).saveError == nil)
        #expect(try TodoFile(url: url, isWritable: false).read()?.todos.map(\.title) == ["Buy milk", "Bread"])
    }

    @Test func aFileCorruptedByAnotherProgramMidSessionIsNotOverwritten() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")])
        let garbage = Data("{\"version\": 1, \"todos\": [".utf8)
        try garbage.write(to: url)

        let outcome = try store.apply(.add(TodoDraft(title: "Bread")))
        #expect(outcome.saveError?.kind == .unreadable)
        #expect(store.hasUnsavedEdits && store.todos.map(\.title) == ["Buy milk", "Bread"])
        #expect(try Data(contentsOf: url) == garbage)
    }
}
