import Basics
import Entities
import Foundation
import Glibc
@testable import Todos
import Testing
import TestSupport

/// An add killed while patching todos.json's tail in place (`TodoTailPatch`): whatever part of
/// the patch reached the file, the next reader finishes it (in memory when it may not write,
/// on disk under the lock when it may), and a record about another file is forgotten.
@Suite struct TailPatchRecoveryTests {
    /// A list an Adder wrote, the same list with one to-do added, and the patch between them.
    static func patched(in folder: TemporaryDirectory) throws -> (url: URL, before: [UInt8], after: [UInt8], patch: TodoTailPatch, document: TodoDocument) {
        let url = folder.file("todos.json")
        var document = TodoDocument(nextID: 4, todos: (1...3).map { Fixtures.todo($0, "to-do \($0)") })
        try TodoFile(url: url).write(document)
        let before = [UInt8](try Data(contentsOf: url))
        _ = try document.apply(.add(TodoDraft(title: "added 🙂", tags: ["cli"])), now: Date(timeIntervalSince1970: 1_767_344_400))
        let after = [UInt8](TodoDocumentWriter.encode(document))
        let end = TodoDocumentWriter.Frame.afterTodos(version: TodoDocument.currentVersion)
        var info = stat()
        stat(url.path, &info)
        let offset = before.count - end.count
        let patch = TodoTailPatch(device: Int(truncatingIfNeeded: info.st_dev), inode: Int(truncatingIfNeeded: info.st_ino),
                                  oldSize: before.count, offset: offset, tail: Array(after[offset...]), oldTail: end,
                                  idOffset: TodoDocumentWriter.Frame.beforeNextID.count, oldID: Array("4".utf8), newID: Array("5".utf8))
        return (url, before, after, patch, document)
    }

    /// The file as a kill leaves it after `written` bytes of the tail (and the id, or not).
    static func tear(_ url: URL, _ before: [UInt8], _ patch: TodoTailPatch, written: Int, idWritten: Bool) throws {
        var bytes = before
        if idWritten { bytes.replaceSubrange(patch.idOffset..<(patch.idOffset + 1), with: patch.newID) }
        for index in 0..<written {
            if patch.offset + index < bytes.count { bytes[patch.offset + index] = patch.tail[index] } else { bytes.append(patch.tail[index]) }
        }
        let descriptor = open(url.path, O_WRONLY | O_TRUNC)  // in place: the same inode
        defer { close(descriptor) }
        #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
    }

    @Test(arguments: [(0, false), (0, true), (1, true), (20, true), (40, true), (-1, true)])
    func aKillAnywhereInThePatchIsFinishedByTheNextReader(written: Int, idWritten: Bool) throws {
        let folder = TemporaryDirectory("adder-tail-patch")
        let (url, before, after, patch, document) = try Self.patched(in: folder)
        #expect(TodoFileStamp.patching(patch).keep(beside: url, durably: true) == nil)
        try Self.tear(url, before, patch, written: written < 0 ? patch.tail.count : written, idWritten: idWritten)

        #expect(try TodoFile(url: url, isWritable: false).read() == document)
        #expect(TodoFileStamp.isPatching(beside: url))
        #expect(try TodoFile(url: url).read() == document)
        #expect([UInt8](try Data(contentsOf: url)) == after)
        #expect(TodoFileStamp.kept(beside: url) == nil)
    }

    /// What the full-screen app's watcher meets when it reads during an add's patch: a file cut
    /// short, while the add holds the lock. It waits for the lock and reads the finished file.
    @Test func aReaderFindingTheFileCutShortWaitsForTheAddHoldingTheLock() throws {
        let folder = TemporaryDirectory("adder-tail-patch-reader")
        let (url, before, after, patch, document) = try Self.patched(in: folder)
        final class Outcome: @unchecked Sendable { var read: Result<TodoDocument?, TodoStoreError>? }
        let outcome = Outcome(), done = DispatchSemaphore(value: 0)
        var waited = DispatchTimeoutResult.success
        try TodoFile(url: url).withLock { () throws(TodoStoreError) in
            try? Self.tear(url, before, patch, written: 30, idWritten: true)
            Thread {
                outcome.read = Result { () throws(TodoStoreError) in try TodoFile(url: url).read() }
                done.signal()
            }.start()
            waited = done.wait(timeout: .now() + 0.3)
            #expect(waited == .timedOut, "the reader did not wait: \(String(describing: outcome.read))")
            let descriptor = open(url.path, O_WRONLY)  // the add finishes its patch
            _ = after.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
            close(descriptor)
        }
        if waited == .timedOut { done.wait() }
        #expect(try outcome.read?.get() == document)
    }

    @Test func aRecordAboutAFileReplacedSinceIsForgottenAndTheFileLeftAlone() throws {
        let folder = TemporaryDirectory("adder-tail-patch-stale")
        let (url, before, _, patch, _) = try Self.patched(in: folder)
        #expect(TodoFileStamp.patching(patch).keep(beside: url, durably: true) == nil)
        try Self.tear(url, before, patch, written: 10, idWritten: true)
        // Another program writes a file of its own in place (same inode, other bytes).
        let foreign = Data("{\"version\": 3, \"nextID\": 2, \"todos\": [{\"id\": 1, \"title\": \"theirs\", \"notes\": \"\", \"done\": false, \"archived\": false, \"created\": \"2026-01-01T00:00:00Z\", \"tags\": []}]}".utf8)
        try foreign.write(to: url)
        #expect(try TodoFile(url: url).read()?.todos.map(\.title) == ["theirs"])
        #expect(try Data(contentsOf: url) == foreign)
        #expect(TodoFileStamp.kept(beside: url) == nil)
    }
}
