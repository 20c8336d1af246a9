import Basics
import Entities
import Foundation
import Testing
import TestSupport
@testable import Todos

/// todos.json and the files that describe it saved as one commit (`TodoFile.withCommit`,
/// `TodoCommitJournal`): a failure or a kill part way puts every file back as it was.
@Suite struct CommitJournalTests {
    let folder = TemporaryDirectory()
    var todos: URL { folder.file("todos.json") }
    var links: URL { folder.file("interop-links.json") }
    var undo: URL { folder.file("todos.undo.json") }

    struct Refused: Error {}

    private func contents(_ url: URL) -> Data? { FileManager.default.contents(atPath: url.path) }

    @Test("a commit whose body throws after saving puts back each file, and removes one that was not there")
    func throwingBodyRollsBack() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Mine")])
        try Data("links before".utf8).write(to: links)
        let (todosBefore, linksBefore) = (contents(todos), contents(links))
        #expect(throws: Refused.self) {
            try store.file.withCommit(of: [links, undo]) {
                try store.apply(.add(TodoDraft(title: "Imported")))
                try Data("links after".utf8).write(to: links, options: .atomic)
                try Data("undo after".utf8).write(to: undo, options: .atomic)
                throw Refused()
            }
        }
        #expect(contents(todos) == todosBefore && contents(links) == linksBefore)
        #expect(!FileManager.default.fileExists(atPath: undo.path))
        #expect(try TodoFile(url: todos).read()?.todos.map(\.title) == ["Mine"])
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".rollback") || $0.hasSuffix(".journal") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test("a commit that returns keeps every file as the body left it, and nothing beside them")
    func returningBodyCommits() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Mine")])
        try store.file.withCommit(of: [links]) {
            try store.apply(.add(TodoDraft(title: "Imported")))
            try Data("links after".utf8).write(to: links, options: .atomic)
        }
        #expect(try TodoFile(url: todos).read()?.todos.map(\.title) == ["Mine", "Imported"])
        #expect(contents(links) == Data("links after".utf8))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".rollback") || $0.hasSuffix(".journal") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test("a commit a process left unfinished is rolled back by the next read of todos.json")
    func unfinishedCommitRollsBackOnTheNextRead() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Mine")])
        try Data("links before".utf8).write(to: links)
        // What a process killed mid-commit leaves: the journal, and the files half saved.
        try store.file.withLock { () throws(TodoStoreError) in
            _ = try TodoCommitJournal.begin(beside: todos, files: [todos, links, undo])
            try store.apply(.add(TodoDraft(title: "Imported")))
            try? AtomicFile.replace(links, with: Data("links after".utf8))
        }
        #expect(try TodoFile(url: todos, isWritable: false).read()?.todos.count == 2, "saved before the kill")
        #expect(try TodoFile(url: todos).read()?.todos.map(\.title) == ["Mine"])
        #expect(contents(links) == Data("links before".utf8))
        #expect(!FileManager.default.fileExists(atPath: undo.path))
        #expect(!FileManager.default.fileExists(atPath: TodoCommitJournal.url(beside: todos).path))
    }

    @Test("a journal cut short (killed while writing it, before any file changed) is only removed")
    func truncatedJournalChangesNothing() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Mine")])
        try store.apply(.add(TodoDraft(title: "Second")))
        try Data("{\"version\": 1, \"fi".utf8).write(to: TodoCommitJournal.url(beside: todos))
        let reader = TodoStore(file: TodoFile(url: todos), clock: Fixtures.clock)
        try reader.load()
        #expect(reader.todos.map(\.title) == ["Mine", "Second"])
        #expect(!FileManager.default.fileExists(atPath: TodoCommitJournal.url(beside: todos).path))
    }
}
