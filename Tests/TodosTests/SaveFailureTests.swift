import Entities
import Foundation
import Basics
import Todos
import Testing
import TestSupport

/// A save that fails for real (tests run as root, so permissions cannot stop a write): the
/// error is reported, the edit stays in memory, and the next successful save writes it.
@Suite(.onOwnThreads) struct SaveFailureTests {
    @Test func aFolderThatCannotBeWrittenKeepsTheEditUntilItCanBe() throws {
        let root = TemporaryDirectory()
        let folder = root.file("data")
        let moved = root.file("data-away")
        let url = folder.appendingPathComponent("todos.json")
        let store = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)
        try store.load()
        try store.apply(.add(TodoDraft(title: "Milk")))

        // A plain file where the folder was: creating the lock or temporary file fails (ENOTDIR).
        try FileManager.default.moveItem(at: folder, to: moved)
        try Data("not a folder".utf8).write(to: folder)
        let failed = try store.apply(.add(TodoDraft(title: "Bread")))
        let error = try #require(failed.saveError)
        #expect(error.kind == .writeFailed)
        #expect(error.description.hasPrefix("Could not save \(url.path):"), "\(error)")
        #expect(store.hasUnsavedEdits)
        #expect(store.todos.map(\.title) == ["Milk", "Bread"])
        #expect(try TodoFile(url: moved.appendingPathComponent("todos.json"), isWritable: false).read()?.todos.map(\.title) == ["Milk"])

        try FileManager.default.removeItem(at: folder)
        try FileManager.default.moveItem(at: moved, to: folder)
        let saved = try store.apply(.setDone(failed.applied.todoID, true))
        #expect(saved.saveError == nil)
        #expect(!store.hasUnsavedEdits)
        let onDisk = try #require(try TodoFile(url: url, isWritable: false).read())
        #expect(onDisk.todos.map(\.title) == ["Milk", "Bread"])
        #expect(onDisk.todos.map(\.done) == [false, true])
    }

    /// A full disk, for real: the writer process runs with RLIMIT_FSIZE just above the file's size.
    @Test func aFullDiskKeepsTheEditUntilASaveSucceeds() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        try TodoFile(url: url).write(TodoDocument(nextID: 2, todos: [Fixtures.todo(1, "Milk")]))
        let before = try Data(contentsOf: url)

        let writer = try WriterProcess(["file-size-limit", url.path, "\(before.count + 64)"])
        defer { writer.kill() }
        let failure = try #require(writer.readLine(within: 20))
        #expect(failure.hasPrefix("failed writeFailed: Could not save \(url.path): write failed: File too large"), "\(failure)")
        #expect(writer.readLine(within: 20) == "pending true")
        #expect(try Data(contentsOf: url) == before, "the failed save left the file as it was")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [".todos.json.lock", ".todos.json.stamp", "todos.json"],
                "no temporary file is left behind")

        writer.send("go")
        #expect(writer.readLine(within: 20) == "saved")
        #expect(writer.readLine(within: 20) == "pending false")
        let onDisk = try #require(try TodoFile(url: url, isWritable: false).read())
        #expect(onDisk.todos.map(\.title) == ["Milk", "over the limit", "after the limit"])
        #expect(onDisk.todos[1].notes.count > before.count, "the big edit that did not fit was saved whole")
        #expect(writer.remainingLines(within: 20).isEmpty && writer.exitedCleanly)
    }
}

@Suite("Leftovers of a writer killed mid-save", .onOwnThreads)
struct AbandonedTemporaryFileTests {
    @Test("the next save removes temporary files a killed writer left, and nothing else")
    func removedUnderTheLock() throws {
        let folder = TemporaryDirectory()
        let store = try Fixtures.store(in: folder)
        let abandoned = folder.file(".todos.json.Ab12Cd")
        let unrelated = folder.file(".todos.json.notes")
        try Data("{\"version\": 1, \"tod".utf8).write(to: abandoned)
        try Data("keep".utf8).write(to: unrelated)
        try store.apply(.add(TodoDraft(title: "Buy milk")))
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.path))
        #expect(FileManager.default.fileExists(atPath: folder.file(".todos.json.lock").path))
    }
}
