import Basics
import Entities
import Foundation
import Glibc
@testable import Todos
import Testing
import TestSupport

/// `adder todo add` without reading the list (`TodoFile.addWithoutReading`): on a file an Adder
/// wrote it appends the to-do in place, byte for byte as a whole write would; on any file it
/// cannot vouch for it declines, writing nothing, and the add reads the list as before.
@Suite struct AddWithoutReadingTests {
    static let now = Date(timeIntervalSince1970: 1_767_344_400)

    /// The list `Benchmarks/todos-vs-peers.py` makes (its `write_adder`, schema 2), written by Python.
    static func writePeersList(_ count: Int, to folder: TemporaryDirectory) throws {
        let benchmark = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/todos-vs-peers.py")
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", """
            import importlib.util, sys
            spec = importlib.util.spec_from_file_location("peers", sys.argv[1]); peers = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(peers); peers.write_adder(sys.argv[2], int(sys.argv[3]))
            """, benchmark.path, folder.url.path, String(count)]
        try python.run()
        python.waitUntilExit()
        try #require(python.terminationStatus == 0, "python3 could not write the list")
    }

    static func draft(_ title: String) -> TodoDraft {
        TodoDraft(title: title, priority: .high, due: CalendarDay(year: 2026, month: 12, day: 24), tags: ["bench", "牛乳"])
    }

    static func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    @Test func anAddOnA100000TodoFileAnAdderWroteIsByteForByteAWholeWrite() throws {
        let folder = TemporaryDirectory("adder-add-unread")
        let url = folder.file("todos.json")
        try Self.writePeersList(100_000, to: folder)
        // Python wrote it: no stamp, so the add reads the list (and upgrades it from schema 2).
        let python = try Self.bytes(url)
        #expect(try TodoFile(url: url).addWithoutReading(Self.draft("first"), now: Self.now) == .declined(.notStamped))
        #expect(try Self.bytes(url) == python)
        let store = TodoStore(file: TodoFile(url: url), clock: FixedClock(Self.now))
        try store.load()
        try store.apply(.add(Self.draft("Added 0 牛乳 🙂 \"quoted\" \\ back")))
        var expected = store.document

        for run in 1...2 {
            let draft = Self.draft("Added \(run) 牛乳 🙂 #bench\u{2028}")
            let result = try TodoFile(url: url).addWithoutReading(draft, now: Self.now)
            guard case .added(let todo) = result else { Issue.record("run \(run): \(result)"); return }
            _ = try expected.apply(.add(draft), now: Self.now)
            #expect(todo == expected.todos.last)
            #expect(try Self.bytes(url) == TodoDocumentWriter.encode(expected), "run \(run)")
        }
        #expect(try TodoFile(url: url).read() == expected)
        #expect(expected.nextID == 100_004)
    }

    /// A small list an Adder wrote, so its stamp is beside it.
    static func stampedList(in folder: TemporaryDirectory, nextID: Int = 4) throws -> URL {
        let url = folder.file("todos.json")
        try TodoFile(url: url).write(TodoDocument(nextID: nextID, todos: (1...3).map { Fixtures.todo($0, "to-do \($0)") }))
        return url
    }

    @Test func aMissingDamagedOrStaleStampReadsTheList() throws {
        let folder = TemporaryDirectory("adder-add-stamp")
        let url = try Self.stampedList(in: folder)
        let stamp = folder.file(".todos.json.stamp")
        let before = try Self.bytes(url)
        let kept = try Self.bytes(stamp)
        for hostile in ["", "written 1 2 3\n", "written \(String(repeating: "9", count: 40)) 1 2 3 4 5 6\n", "patching zz\n", "\u{0}\u{1}binary",
                        "written 1 2 3 4 5 6 7\n0 1 2\n"] {  // the last: a new line over a longer old one, not yet cut
            try Data(hostile.utf8).write(to: stamp)
            #expect(try TodoFile(url: url).addWithoutReading(Self.draft("x"), now: Self.now) == .declined(.notStamped), "\(hostile)")
        }
        try FileManager.default.removeItem(at: stamp)
        try FileManager.default.createDirectory(at: stamp, withIntermediateDirectories: false)
        #expect(try TodoFile(url: url).addWithoutReading(Self.draft("x"), now: Self.now) == .declined(.notStamped))
        try FileManager.default.removeItem(at: stamp)
        #expect(try TodoFile(url: url).addWithoutReading(Self.draft("x"), now: Self.now) == .declined(.notStamped))
        #expect(try Self.bytes(url) == before)

        // Stale: the stamp of the file before the last whole write.
        try TodoFile(url: url).write(TodoDocument(nextID: 5, todos: (1...4).map { Fixtures.todo($0, "to-do \($0)") }))
        try kept.write(to: stamp)
        let rewritten = try Self.bytes(url)
        #expect(try TodoFile(url: url).addWithoutReading(Self.draft("x"), now: Self.now) == .declined(.changedSinceStamped))
        #expect(try Self.bytes(url) == rewritten)
    }

    @Test func aFileAnotherProgramEditedInPlaceWithItsTimesPutBackReadsTheList() throws {
        let folder = TemporaryDirectory("adder-add-foreign")
        let url = try Self.stampedList(in: folder)
        var info = stat()
        stat(url.path, &info)
        // Another program, later (so its change time is another), changes a letter, same size,
        // and sets the modification time back as `touch -r` would.
        usleep(20_000)
        var bytes = try Self.bytes(url)
        let letter = try #require(bytes.firstRange(of: Data("to-do 2".utf8)))
        bytes[letter.lowerBound] = UInt8(ascii: "T")
        try bytes.write(to: url)
        var times = [info.st_atim, info.st_mtim]
        utimensat(AT_FDCWD, url.path, &times, 0)
        var after = stat()
        stat(url.path, &after)
        #expect(after.st_size == info.st_size && after.st_mtim.tv_nsec == info.st_mtim.tv_nsec)
        #expect(try TodoFile(url: url).addWithoutReading(Self.draft("x"), now: Self.now) == .declined(.changedSinceStamped))
        #expect(try Self.bytes(url) == bytes)

        // Damaged by another program: refused by the add, as by every command, and untouched.
        let damaged = Data(bytes.prefix(bytes.count - 9))
        try damaged.write(to: url)
        #expect(try TodoFile(url: url).addWithoutReading(Self.draft("x"), now: Self.now) == .declined(.changedSinceStamped))
        #expect(throws: TodoStoreError.self) { try TodoFile(url: url).read() }
        #expect(try Self.bytes(url) == damaged)
    }

    @Test func editsWaitingInTheJournalAHardLinkASubtaskOrALongerIdReadTheList() throws {
        let folder = TemporaryDirectory("adder-add-declines")
        let url = try Self.stampedList(in: folder, nextID: 9)
        #expect(try TodoFile(url: url).addWithoutReading(TodoDraft(title: "sub", parent: 1), now: Self.now) == .declined(.subtask))
        #expect(try TodoFile(url: url).addWithoutReading(Self.draft("ninth"), now: Self.now) == .declined(.longerID))

        let screen = TodoStore(file: TodoFile(url: url), clock: FixedClock(Self.now))
        try screen.load()
        screen.appendsEdits = true
        try screen.apply(.setDone(2, true))
        #expect(screen.file.journalRecordCount == 1)
        let journalled = try Self.bytes(url)
        #expect(try TodoFile(url: url).addWithoutReading(Self.draft("x"), now: Self.now) == .declined(.editJournal))
        #expect(try Self.bytes(url) == journalled)
        screen.foldJournal()

        let store = TodoStore(file: TodoFile(url: url), clock: FixedClock(Self.now))
        try store.load()
        try store.apply(.add(Self.draft("tenth")))  // nextID 10 → 11: two digits both
        #expect(link(url.path, folder.file("backup.json").path) == 0)
        #expect(try TodoFile(url: url).addWithoutReading(Self.draft("x"), now: Self.now) == .declined(.changedSinceStamped))
        // Linking moved the change time: once the second name is gone, the list is read once more.
        unlink(folder.file("backup.json").path)
        #expect(try TodoFile(url: url).addWithoutReading(Self.draft("x"), now: Self.now) == .declined(.changedSinceStamped))
        try store.apply(.add(Self.draft("eleventh")))
        var expected = store.document
        _ = try expected.apply(.add(Self.draft("twelfth")), now: Self.now)
        #expect(try TodoFile(url: url).addWithoutReading(Self.draft("twelfth"), now: Self.now) == .added(try #require(expected.todos.last)))
        #expect(try Data(contentsOf: url) == TodoDocumentWriter.encode(expected))
        #expect(try TodoFile(url: url).read()?.todos.filter(\.done).map(\.id) == [2])
    }
}
