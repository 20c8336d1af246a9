import Entities
import Foundation
import Glibc
@testable import Basics
@testable import Todos
import Testing
import TestSupport

/// A save copies the bytes of the to-dos that did not change from the file it read; the file it
/// writes must still decode to exactly the document saved, and in Adder's own layout be the
/// bytes the full encoder writes.
@Suite struct SaveCopiesTests {
    static let start = Date(timeIntervalSince1970: 1_767_344_400)

    /// To-dos with every kind of field, escapes and non-ASCII text among them.
    static func document(count: Int) -> TodoDocument {
        let todos = (1...count).map { (id: Int) -> Todo in
            let title: String = id % 7 == 0 ? "Quote \"\(id)\" \\ tab\t牛乳 🙂" : "To-do \(id)"
            let notes: String = id % 5 == 0 ? "line one\nline two" : ""
            let created: Date = start.addingTimeInterval(Double(id) * 60)
            let completed: Date? = id % 3 == 0 ? start.addingTimeInterval(Double(id) * 120) : nil
            let priority: Priority? = id % 4 == 0 ? .high : nil
            let due: CalendarDay? = id % 6 == 0 ? CalendarDay(year: 2026, month: 2, day: id % 28 + 1) : nil
            let tags: [String] = id % 2 == 0 ? ["home", "errands"] : []
            return Todo(id: id, title: title, notes: notes, done: id % 3 == 0, created: created, completed: completed,
                        priority: priority, due: due, tags: tags, archived: id % 11 == 0)
        }
        return TodoDocument(nextID: count + 1, todos: todos)
    }

    /// Writes `document` as Adder does, then reads it in a fresh `TodoFile` (as a new process would).
    static func savedFile(_ document: TodoDocument, in folder: TemporaryDirectory) throws -> TodoFile {
        let url = folder.file("todos.json")
        try TodoDocumentCoding.encode(document).write(to: url)
        let file = TodoFile(url: url)
        #expect(try file.read() == document)
        return file
    }

    /// Applies the edits to what `file` read, saves, and checks the result against the full encoder.
    static func expectSaveMatchesFullEncode(count: Int, _ edits: [TodoEdit], copies: Bool = true,
                                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = TemporaryDirectory()
        let file = try savedFile(document(count: count), in: folder)
        var edited = try #require(try file.read())
        for edit in edits { _ = try edited.apply(edit, now: start.addingTimeInterval(86_400)) }
        try file.write(edited)
        let bytes = try Data(contentsOf: file.url)
        #expect(try TodoDocumentCoding.decode(bytes, path: "todos.json") == edited, sourceLocation: sourceLocation)
        #expect(bytes == TodoDocumentCoding.encode(edited), "the bytes the full encoder writes", sourceLocation: sourceLocation)
        #expect((file.lastSaveCopiedBytes > 0) == copies, sourceLocation: sourceLocation)
    }

    @Test(arguments: [100, 1000])
    func markingOneDoneGivesTheFullEncodersBytes(count: Int) throws {
        try Self.expectSaveMatchesFullEncode(count: count, [.setDone(count / 2 + 1, true)])
    }

    @Test func editsAtTheFirstLastAndMiddlePositions() throws {
        try Self.expectSaveMatchesFullEncode(count: 100, [.setDone(1, true)])
        try Self.expectSaveMatchesFullEncode(count: 100, [.setDone(100, true)])
        try Self.expectSaveMatchesFullEncode(count: 100, [.update(50, TodoPatch(title: "New title", tags: ["x"]))])
        try Self.expectSaveMatchesFullEncode(count: 100, [.setDone(1, true), .setDone(50, true), .setDone(100, true)])
    }

    @Test func deletesAddsMovesAndRestores() throws {
        try Self.expectSaveMatchesFullEncode(count: 100, [.delete(1)])
        try Self.expectSaveMatchesFullEncode(count: 100, [.delete(50)])
        try Self.expectSaveMatchesFullEncode(count: 100, [.delete(100)])
        try Self.expectSaveMatchesFullEncode(count: 100, [.add(TodoDraft(title: "buy bread", tags: ["home"]))])
        try Self.expectSaveMatchesFullEncode(count: 100, [.move(10, to: 60)])
        try Self.expectSaveMatchesFullEncode(count: 100, [.move(90, to: 0)])
        try Self.expectSaveMatchesFullEncode(count: 100, [.move(100, to: 0), .move(1, to: 99)])
        let todo = Self.document(count: 100).todos[41]
        try Self.expectSaveMatchesFullEncode(count: 100, [.delete(42), .restore(todo, at: 0)])
        try Self.expectSaveMatchesFullEncode(count: 100, [.setArchived([3, 30, 33], true)])
        // Nothing left to copy.
        try Self.expectSaveMatchesFullEncode(count: 3, [.delete(1), .delete(2), .delete(3)], copies: false)
    }

    @Test func aSecondSaveCopiesFromTheFileTheFirstWrote() throws {
        let folder = TemporaryDirectory()
        let file = try Self.savedFile(Self.document(count: 500), in: folder)
        var edited = try #require(try file.read())
        for id in [10, 250, 490] {
            _ = try edited.apply(.setDone(id, true), now: Self.start)
            _ = try edited.apply(.add(TodoDraft(title: "added after \(id)")), now: Self.start)
            try file.write(edited)
            #expect(file.lastSaveCopiedBytes > 0)
            #expect(try Data(contentsOf: file.url) == TodoDocumentCoding.encode(edited))
        }
    }

    /// Changing a title only in its Unicode normalisation leaves it `==` in Swift; it must still be written.
    @Test func aTitleChangedOnlyInNormalisationIsWritten() throws {
        let precomposed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        #expect(precomposed == decomposed)
        let folder = TemporaryDirectory()
        var document = Self.document(count: 20)
        document.todos[5].title = precomposed
        let file = try Self.savedFile(document, in: folder)
        _ = try document.apply(.update(6, TodoPatch(title: decomposed)), now: Self.start)
        try file.write(document)
        let bytes = try Data(contentsOf: file.url)
        #expect(bytes == TodoDocumentCoding.encode(document))
        let read = try TodoDocumentCoding.decode(bytes, path: "todos.json")
        #expect(Array(read.todos[5].title.utf8) == Array(decomposed.utf8))
    }

    /// Compact, oddly spaced, members out of order, unknown members: the unchanged to-dos keep
    /// their bytes, the changed one is written in Adder's layout.
    @Test func aHandFormattedFileKeepsTheBytesOfUnchangedTodos() throws {
        let objects = [
            #"{"title":"One","id":1,"created":"2026-01-01T08:00:00Z","colour":"red"}"#,
            #"{ "id" : 2 ,"created": "2026-01-01T09:00:00Z",  "title":"Two", "tags":["a","b"], "extra": {"x": [1, 2]} }"#,
            "{\"id\":3,\r\n\t\"title\":\"Three\",\"created\":\"2026-01-01T10:00:00Z\",\"done\":false,\"notes\":null}",
            #"{"created":"2026-01-01T11:00:00Z","id":4,"title":"Four \u00e9","priority":"low","due":"2026-03-01"}"#,
        ]
        let text = "  {\"version\":3,\"comment\":\"mine\",\"todos\":[" + objects[0] + "," + objects[1] + "  ,\n"
            + objects[2] + "," + objects[3] + "],\"nextID\":5}  \n"
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        try Data(text.utf8).write(to: url)
        let file = TodoFile(url: url)
        var document = try #require(try file.read())
        #expect(document.todos.map(\.title) == ["One", "Two", "Three", "Four é"])

        for edit: TodoEdit in [.setDone(3, true), .add(TodoDraft(title: "Five")), .delete(1)] {
            _ = try document.apply(edit, now: Self.start)
            try file.write(document)
            let saved = try String(contentsOf: url, encoding: .utf8)
            #expect(try TodoDocumentCoding.decode(Data(saved.utf8), path: "todos.json") == document)
            #expect(saved.contains(objects[1]) && saved.contains(objects[3]), "unchanged to-dos keep their bytes")
            #expect(!saved.contains(objects[2]), "the changed one is written anew")
            #expect(file.lastSaveCopiedBytes > 0)
        }
        // A fresh read of what was written, edited again, still decodes right.
        let again = TodoFile(url: url)
        var reread = try #require(try again.read())
        #expect(reread == document)
        _ = try reread.apply(.move(4, to: 0), now: Self.start)
        try again.write(reread)
        #expect(try TodoFile(url: url, isWritable: false).read() == reread)
    }

    @Test func aFileTruncatedInPlaceAfterTheReadIsWrittenWhole() throws {
        let folder = TemporaryDirectory()
        let file = try Self.savedFile(Self.document(count: 1000), in: folder)
        var edited = try #require(try file.read())
        _ = try edited.apply(.setDone(500, true), now: Self.start)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.url.path)[.size] as? Int)
        #expect(truncate(file.url.path, off_t(size / 2)) == 0)
        try file.write(edited)
        let bytes = try Data(contentsOf: file.url)
        #expect(bytes == TodoDocumentCoding.encode(edited))
        #expect(file.lastSaveCopiedBytes == 0)
    }

    @Test func aFileRewrittenInPlaceAfterTheReadIsWrittenWhole() throws {
        let folder = TemporaryDirectory()
        let file = try Self.savedFile(Self.document(count: 100), in: folder)
        var edited = try #require(try file.read())
        _ = try edited.apply(.setDone(50, true), now: Self.start)
        // Same size, other bytes: an editor that saves in place. (A later modification time
        // is what tells; the pause makes it differ where the clock is coarse.)
        usleep(20_000)
        let descriptor = open(file.url.path, O_WRONLY)
        #expect(pwrite(descriptor, "XXXX", 4, 200) == 4)
        close(descriptor)
        try file.write(edited)
        #expect(try Data(contentsOf: file.url) == TodoDocumentCoding.encode(edited))
        #expect(file.lastSaveCopiedBytes == 0)
    }

    /// The copy itself meets a source shorter than its pieces say: the old file stays as it was.
    @Test func aCopyFromAShorterSourceFailsAndKeepsTheOldFile() throws {
        let folder = TemporaryDirectory()
        let source = folder.file("source")
        try Data(repeating: 0x41, count: 1000).write(to: source)
        let target = folder.file("target")
        try Data("old".utf8).write(to: target)
        let descriptor = open(source.path, O_RDONLY)
        defer { close(descriptor) }
        let pieces = AtomicFile.Pieces(bytes: Data("head".utf8), pieces: [.written(0..<4), .copied(500..<1500)], source: descriptor)
        let failure = #expect(throws: AtomicFile.Failure.self) {
            _ = try AtomicFile.replace(target, with: pieces, keepingReadDescriptor: false)
        }
        #expect(failure?.sourceChanged == true)
        #expect(try Data(contentsOf: target) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["source", "target"])

        let whole = AtomicFile.Pieces(bytes: Data("head".utf8), pieces: [.written(0..<4), .copied(500..<1000), .written(1..<3)],
                                      source: descriptor)
        let readable = try AtomicFile.replace(target, with: whole, keepingReadDescriptor: true)
        defer { close(readable) }
        #expect(try Data(contentsOf: target) == Data("head".utf8) + Data(repeating: 0x41, count: 500) + Data("ea".utf8))
        var info = stat()
        #expect(fstat(readable, &info) == 0 && info.st_size == 506)
    }

    @Test func aFileAnotherProcessReplacedIsReadAgainBeforeTheSave() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        try TodoDocumentCoding.encode(Self.document(count: 200)).write(to: url)
        let mine = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)
        try mine.load()
        let theirs = TodoStore(file: TodoFile(url: url), clock: Fixtures.clock)
        try theirs.load()
        try theirs.apply(.delete(100))
        try theirs.apply(.update(7, TodoPatch(title: "Theirs")))

        try mine.apply(.setDone(150, true))
        var expected = Self.document(count: 200)
        for edit: TodoEdit in [.delete(100), .update(7, TodoPatch(title: "Theirs")), .setDone(150, true)] {
            _ = try expected.apply(edit, now: Fixtures.now)
        }
        #expect(mine.todos == expected.todos)
        #expect(try Data(contentsOf: url) == TodoDocumentCoding.encode(expected))
        #expect(mine.file.lastSaveCopiedBytes > 0)
    }

    /// The complete decoder (a rarity the fast reader leaves to it) gives no layout: nothing is copied.
    @Test func aFileTheCompleteDecoderReadIsWrittenWhole() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        try Data(#"{"version": 3, "nextID": 3, "todos": [{"id": 1.0, "title": "One", "created": "2026-01-01T08:00:00Z"}, {"id": 2, "title": "Two", "created": "2026-01-01T09:00:00Z"}]}"#.utf8).write(to: url)
        let file = TodoFile(url: url)
        var document = try #require(try file.read())
        _ = try document.apply(.setDone(1, true), now: Self.start)
        try file.write(document)
        #expect(file.lastSaveCopiedBytes == 0)
        #expect(try Data(contentsOf: url) == TodoDocumentCoding.encode(document))
    }

    @Test func anOlderSchemaFileIsUpgradedWithoutCopyingAndBackedUp() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        try SchemaMigrationTests.versionZero.write(to: url)
        let file = TodoFile(url: url)
        var document = try #require(try file.read())
        #expect(file.lastSaveCopiedBytes == 0, "the upgrade wrote everything")
        #expect(try Data(contentsOf: folder.file("todos.json.v0.bak")) == SchemaMigrationTests.versionZero)
        #expect(try Data(contentsOf: url) == TodoDocumentCoding.encode(document))
        _ = try document.apply(.setDone(7, true), now: Self.start)
        try file.write(document)
        #expect(try Data(contentsOf: url) == TodoDocumentCoding.encode(document))
    }
}
