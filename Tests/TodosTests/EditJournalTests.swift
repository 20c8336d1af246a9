import Entities
import Foundation
import Basics
@testable import Todos
import Testing
import TestSupport

/// The edit journal (issue 28, item 4): an edit in the full-screen app appends a line beside
/// todos.json instead of rewriting it; every reader applies the journal; a whole write takes it in.
@Suite struct EditJournalTests {
    static func journaling(_ folder: TemporaryDirectory, _ todos: [Todo]) throws -> TodoStore {
        let store = try Fixtures.store(in: folder, todos: todos)
        store.appendsEdits = true
        return store
    }

    static func reader(_ folder: TemporaryDirectory) throws -> TodoStore {
        let store = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        try store.load()
        return store
    }

    @Test func anEditAppendsToTheJournalLeavesTodosJSONAndAnotherProcessSeesIt() throws {
        let folder = TemporaryDirectory()
        let store = try Self.journaling(folder, [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom")])
        let other = try Self.reader(folder)
        let before = try Data(contentsOf: folder.file("todos.json"))
        let inode = try FileManager.default.attributesOfItem(atPath: folder.file("todos.json").path)[.systemFileNumber] as? Int

        try store.apply(.setDone(2, true))
        try store.apply(.add(TodoDraft(title: "Pay rent")))

        #expect(try Data(contentsOf: folder.file("todos.json")) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: folder.file("todos.json").path)[.systemFileNumber] as? Int == inode)
        let journal = try String(contentsOf: folder.file("todos.edits.jsonl"), encoding: .utf8)
        #expect(journal.split(separator: "\n").count == 3, "the first line and one per edit: \(journal)")
        #expect(other.file.changedOnDisk)
        other.refreshIfChanged()
        #expect(other.todos.map(\.title) == ["Buy milk", "Call mom", "Pay rent"])
        #expect(other.todos.map(\.done) == [false, true, false])
        #expect(try Self.reader(folder).todos == store.todos)
    }

    @Test func foldingWritesTheJournalIntoTodosJSONAndRemovesIt() throws {
        let folder = TemporaryDirectory()
        let store = try Self.journaling(folder, [Fixtures.todo(1, "Buy milk")])
        try store.apply(.update(1, TodoPatch(title: "Buy oat milk")))
        store.foldJournal()
        #expect(!FileManager.default.fileExists(atPath: folder.file("todos.edits.jsonl").path))
        let plain = try TodoDocumentCoding.decode(try Data(contentsOf: folder.file("todos.json")), path: "todos.json")
        #expect(plain.todos.map(\.title) == ["Buy oat milk"])
        #expect(!store.file.changedOnDisk)
        try store.apply(.setDone(1, true))  // a new journal on the new file
        #expect(try Self.reader(folder).todos.map(\.done) == [true])
    }

    @Test func aFoldCutShortAfterItsRenameLeavesAJournalNoReaderAppliesAgain() throws {
        let folder = TemporaryDirectory()
        let store = try Self.journaling(folder, [Fixtures.todo(1, "Buy milk")])
        try store.apply(.add(TodoDraft(title: "Pay rent")))
        let journal = folder.file("todos.edits.jsonl")
        let kept = try Data(contentsOf: journal)
        store.foldJournal()
        // As if killed between renaming the new todos.json into place and removing the journal.
        try kept.write(to: journal)
        let identity = try #require(FileIdentity(path: folder.file("todos.json").path))
        try TodoEditJournal.markFolded(at: journal, into: StoredIdentity(identity), keeping: kept.count)
        let reader = try Self.reader(folder)
        #expect(reader.todos.map(\.title) == ["Buy milk", "Pay rent"])
        reader.appendsEdits = true
        try reader.apply(.setDone(2, true))
        #expect(try Self.reader(folder).todos.map(\.title) == ["Buy milk", "Pay rent"])
        #expect(try Self.reader(folder).todos.map(\.done) == [false, true])
    }

    @Test func aTornLastLineIsDroppedWithOneSentenceAndTheEditsBeforeItKept() throws {
        let folder = TemporaryDirectory()
        let store = try Self.journaling(folder, [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom")])
        try store.apply(.setDone(1, true))
        let journal = folder.file("todos.edits.jsonl")
        let handle = try FileHandle(forWritingTo: journal)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"at\":7862,\"nextID\":3,\"edit\":{\"setDo".utf8))
        try handle.close()

        let reader = try Self.reader(folder)
        #expect(reader.todos.map(\.done) == [true, false])
        let notice = try #require(reader.takeDroppedEditsNotice())
        #expect(notice == "\(journal.path) line 3 was cut short (Adder was stopped while saving an edit); that edit was dropped and the 1 before it are kept.")
        reader.appendsEdits = true
        try reader.apply(.setDone(2, true))  // cuts the torn line off first
        #expect(try Self.reader(folder).todos.map(\.done) == [true, true])
        #expect(try String(contentsOf: journal, encoding: .utf8).split(separator: "\n").count == 3)
    }

    @Test func aDamagedLineBeforeAGoodOneLeavesBothFilesUntouched() throws {
        let folder = TemporaryDirectory()
        let store = try Self.journaling(folder, [Fixtures.todo(1, "Buy milk")])
        try store.apply(.setDone(1, true))
        try store.apply(.setDone(1, false))
        let journal = folder.file("todos.edits.jsonl")
        var lines = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n").map(String.init)
        lines[1] = "not an edit"
        try (lines.joined(separator: "\n") + "\n").write(to: journal, atomically: false, encoding: .utf8)
        let todosBefore = try Data(contentsOf: folder.file("todos.json"))
        let journalBefore = try Data(contentsOf: journal)

        let reader = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        reader.loadOrOpenReadOnly()
        #expect(reader.readOnlyReason?.description == "\(journal.path) cannot be read: line 2 is not an edit Adder wrote; Adder left it and todos.json untouched.")
        #expect(throws: TodoStoreError.self) { try reader.apply(.add(TodoDraft(title: "x"))) }
        #expect(throws: TodoStoreError.self) { try TodoFile(url: folder.file("todos.json")).read() }
        #expect(try Data(contentsOf: folder.file("todos.json")) == todosBefore)
        #expect(try Data(contentsOf: journal) == journalBefore)
    }

    /// Removing (or mending) an unreadable journal ends read-only mode at the next idle tick, and
    /// a journal that stays unreadable is not read again at every tick.
    @Test func anUnreadableJournalRemovedEndsReadOnlyAndOneThatStaysIsNotReadAgain() throws {
        let folder = TemporaryDirectory()
        let store = try Self.journaling(folder, [Fixtures.todo(1, "Buy milk")])
        try store.apply(.setDone(1, true))
        let journal = folder.file("todos.edits.jsonl")
        try "not a journal\n{}\n".write(to: journal, atomically: false, encoding: .utf8)

        let opened = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        opened.loadOrOpenReadOnly()
        #expect(opened.readOnlyReason != nil)
        #expect(!opened.file.changedOnDisk, "the unreadable journal is the one seen: nothing to read again")
        store.refreshIfChanged()
        #expect(store.refreshProblem != nil)
        #expect(!store.file.changedOnDisk)

        try FileManager.default.removeItem(at: journal)
        opened.refreshIfChanged()
        #expect(opened.readOnlyReason == nil)
        #expect(opened.todos.map(\.title) == ["Buy milk"])
        store.refreshIfChanged()
        #expect(store.refreshProblem == nil)
        try opened.apply(.setDone(1, true))
        #expect(try Self.reader(folder).todos.map(\.done) == [true])
    }

    @Test func editsOnATodosJSONAnotherProgramReplacedAreAimedAndTheGoneOnesNamed() throws {
        let folder = TemporaryDirectory()
        let store = try Self.journaling(folder, [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom")])
        try store.apply(.setDone(1, true))
        try store.apply(.add(TodoDraft(title: "Pay rent")))
        try store.apply(.setDone(3, true))
        try store.apply(.setDone(2, true))
        // Another program writes a list without "Call mom" and with its own to-do 3.
        let theirs = TodoDocument(nextID: 4, todos: [Fixtures.todo(1, "Buy milk"), Fixtures.todo(3, "Water plants")])
        try TodoDocumentCoding.encode(theirs).write(to: folder.file("todos.json"))

        let reader = try Self.reader(folder)
        #expect(reader.todos.map(\.title) == ["Buy milk", "Water plants", "Pay rent"])
        #expect(reader.todos.map(\.done) == [true, false, true], "the edit on the added to-do follows it to its new id, 4")
        let notice = try #require(reader.takeDroppedEditsNotice())
        #expect(notice.contains("1 of the edits saved in \(folder.file("todos.edits.jsonl").path) were not applied"))
        #expect(notice.contains("#2 is gone from the file"))
    }

    @Test func undoTakesBackAJournaledEditInThisProcessAndAnother() throws {
        let folder = TemporaryDirectory()
        let store = try Self.journaling(folder, [Fixtures.todo(1, "Buy milk")])
        let history = TodoHistory(store: store)
        history.keep(in: TodoHistoryFile.beside(store.file.url))
        try history.perform(.add(TodoDraft(title: "Pay rent")), description: "add")
        try history.perform(.setDone(1, true), description: "done")
        _ = try history.undo()
        #expect(store.todos.map(\.done) == [false, false])

        let other = try Self.reader(folder)
        let otherHistory = TodoHistory(store: other)
        otherHistory.keep(in: TodoHistoryFile.beside(other.file.url))
        _ = try otherHistory.undo()
        #expect(other.todos.map(\.title) == ["Buy milk"])
        store.refreshIfChanged()
        #expect(store.todos.map(\.title) == ["Buy milk"])
    }

    @Test func theJournalIsFoldedOnceItHoldsItsLimit() throws {
        let folder = TemporaryDirectory()
        let store = try Self.journaling(folder, [Fixtures.todo(1, "Buy milk")])
        for index in 0..<TodoFile.journalLimit { try store.apply(.setDone(1, index % 2 == 0)) }
        #expect(store.file.journalRecordCount == TodoFile.journalLimit)
        try store.apply(.update(1, TodoPatch(title: "Buy oat milk")))
        #expect(store.file.journalRecordCount == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.file("todos.edits.jsonl").path))
        #expect(try Self.reader(folder).todos.map(\.title) == ["Buy oat milk"])
    }
}
