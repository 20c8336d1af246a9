import Entities
import Foundation
import Glibc
import Testing
import TestSupport

/// The real TUI's edit goes to the edit journal (issue 28, item 4): another process sees it at
/// once, todos.json is left as it was until the TUI writes it whole, and quitting does that.
@Suite(.onOwnThreads) struct TUIEditJournalTests {
    private struct SavedTodo: Decodable {
        let title: String
        let done: Bool
    }

    private struct SavedDocument: Decodable {
        let todos: [SavedTodo]
    }

    @Test func anEditIsJournaledSeenByAnotherProcessAndWrittenIntoTodosJSONOnQuit() async throws {
        let home = TemporaryDirectory("adder-e2e-journal")
        _ = try Fixtures.store(in: home, todos: [Fixtures.todo(1, "alpha"), Fixtures.todo(2, "beta")])
        let url = home.file("todos.json")
        let journal = home.file("todos.edits.jsonl")
        let report = try await withAdderInTmux(columns: 100, rows: 30, home: home) { pane in
            let session = pane.session
            let events = try FolderEvents(home.url)
            try session.press("x")
            try await session.waitForText("Done: “alpha”.")
            // The kernel's queue keeps the folder's events in order however late this reads it;
            // looking at the files instead raced the fold after a second idle on loaded machines.
            let names = events.names()
            let journaled = names.firstIndex(of: "todos.edits.jsonl")
            #expect(journaled != nil, "the edit went to the journal: \(names)")
            if let journaled, let written = names.firstIndex(of: "todos.json") {
                #expect(journaled < written, "todos.json was left as it was until the journal held the edit: \(names)")
            }
            // Acknowledged on screen: another process sees it, folded or not.
            let listed = try await TodoCommandTests.succeed(["todo", "list", "--all"], home: home)
            #expect(listed.contains("[x]") && listed.contains("alpha"), "\(listed)")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        #expect(!FileManager.default.fileExists(atPath: journal.path), "quitting writes the journal into todos.json")
        let saved = try JSONDecoder().decode(SavedDocument.self, from: Data(contentsOf: url)).todos
        #expect(saved.map(\.title) == ["alpha", "beta"])
        #expect(saved.map(\.done) == [true, false])
    }
}

/// The names of the files created, written or moved into a folder, in the order the kernel saw
/// them (inotify; its queue holds them until read).
private final class FolderEvents {
    private let descriptor: Int32

    init(_ folder: URL) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK))
        guard descriptor >= 0,
              inotify_add_watch(descriptor, folder.path, UInt32(IN_CREATE | IN_MODIFY | IN_MOVED_TO | IN_CLOSE_WRITE)) >= 0 else {
            throw TUIError("inotify could not watch \(folder.path): errno \(errno)")
        }
    }

    deinit { close(descriptor) }

    /// Every event queued so far, oldest first: one name each (repeats kept).
    func names() -> [String] {
        var names: [String] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return names }
            var offset = 0
            // struct inotify_event: int wd; uint32_t mask, cookie, len; char name[len].
            while offset + 16 <= count {
                let length = Int(buffer[offset + 12]) | Int(buffer[offset + 13]) << 8 | Int(buffer[offset + 14]) << 16
                    | Int(buffer[offset + 15]) << 24
                let name = buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }
                names.append(String(decoding: name, as: UTF8.self))
                offset += 16 + length
            }
        }
    }
}
