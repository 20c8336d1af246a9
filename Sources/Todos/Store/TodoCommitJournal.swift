import Basics
import Foundation
import Glibc

/// Several files saved as one commit: todos.json and the files that describe it (the undo
/// history, interop-links.json). Before any of them changes, each is hard-linked to a rollback
/// name beside it (`.todos.json.rollback`: no copy, the old file just stays reachable) and a
/// journal naming them is written durably (`.todos.json.journal`); removing the journal is the
/// commit. A process killed before that leaves the journal behind, and the next one to take
/// todos.json's lock (or to read it) puts every file back as it was: all or none.
struct TodoCommitJournal {
    private struct Entry: Codable {
        var path: String
        /// Where the file as it was is kept; nil when there was no file (a rollback removes it).
        var backup: String?
    }

    private struct Stored: Codable {
        var version: Int
        var files: [Entry]
    }

    private let url: URL
    private let entries: [Entry]

    /// `.todos.json.journal` beside todos.json.
    static func url(beside todos: URL) -> URL {
        todos.deletingLastPathComponent().appendingPathComponent(".\(todos.lastPathComponent).journal")
    }

    /// Keeps each of `files` as it is now and writes the journal; nothing has changed yet. Runs under the lock.
    static func begin(beside todos: URL, files: [URL]) throws(TodoStoreError) -> TodoCommitJournal {
        var entries: [Entry] = []
        for file in files {
            let backup = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).rollback").path
            unlink(backup)  // left by a process killed just after an earlier commit
            var info = stat()
            // A folder or another odd thing in a file's place is never replaced: nothing to keep.
            if lstat(file.path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG { continue }
            if link(file.path, backup) == 0 {
                entries.append(Entry(path: file.path, backup: backup))
            } else if errno == ENOENT {
                entries.append(Entry(path: file.path, backup: nil))
            } else if (try? FileManager.default.copyItem(atPath: file.path, toPath: backup)) != nil {
                entries.append(Entry(path: file.path, backup: backup))  // a file system without hard links
            } else {
                throw .saveFailed("Could not save \(todos.path): \(file.path) could not be kept aside at \(backup) while saving")
            }
        }
        let journal = TodoCommitJournal(url: url(beside: todos), entries: entries)
        let data = (try? JSONEncoder().encode(Stored(version: 1, files: entries))) ?? Data()
        syncFolders(of: entries)
        if let failure = writeDurably(data, to: journal.url.path) {
            for entry in entries { if let backup = entry.backup { unlink(backup) } }
            throw .saveFailed("Could not save \(todos.path): writing \(journal.url.path) failed (\(failure))")
        }
        return journal
    }

    /// Every file stays as it is now: the journal goes (the commit), then the kept copies.
    /// False, changing nothing, when the journal could not be removed.
    func commit() -> Bool {
        guard unlink(url.path) == 0 || errno == ENOENT else { return false }
        Self.syncFolder(url.deletingLastPathComponent().path)
        for entry in entries { if let backup = entry.backup { unlink(backup) } }
        return true
    }

    /// Every file goes back to what it was at `begin`, then the journal goes.
    func rollBack() {
        Self.restore(entries)
        unlink(url.path)
        Self.syncFolder(url.deletingLastPathComponent().path)
    }

    /// Finishes what a process killed mid-commit left: puts the files back and removes the
    /// journal. A journal cut short was being written when the process died, before any file
    /// changed: it is only removed. Runs under the lock.
    static func recover(beside todos: URL) {
        let path = url(beside: todos).path
        guard access(path, F_OK) == 0 else { return }
        if let data = FileManager.default.contents(atPath: path),
           let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.version == 1 {
            restore(stored.files)
        }
        unlink(path)
        syncFolder(todos.deletingLastPathComponent().path)
    }

    /// True when a commit was left unfinished (a cheap look before reading todos.json).
    static func isPending(beside todos: URL) -> Bool {
        access(url(beside: todos).path, F_OK) == 0
    }

    /// Each file back from its kept copy; a copy already moved back (a recovery cut short) is skipped.
    private static func restore(_ entries: [Entry]) {
        for entry in entries {
            if let backup = entry.backup {
                if access(backup, F_OK) == 0 { rename(backup, entry.path) }
            } else {
                unlink(entry.path)
            }
        }
        syncFolders(of: entries)
    }

    private static func syncFolders(of entries: [Entry]) {
        for folder in Set(entries.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path }) { syncFolder(folder) }
    }

    private static func syncFolder(_ path: String) {
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        fsync(folder)
        close(folder)
    }

    /// Nil when `data` is in the file and on the disk; else why not.
    private static func writeDurably(_ data: Data, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, data.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += written
        }
        guard fsync(descriptor) == 0 else { return String(cString: strerror(errno)) }
        syncFolder(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        return nil
    }
}

extension TodoFile {
    /// Runs `body` under the lock as one commit of todos.json and `companions` (files that
    /// describe it, such as the undo history): when `body` throws, or the process dies before it
    /// returns, every one of them is put back as it was (`TodoCommitJournal`). Each file must be
    /// replaced by a rename (`AtomicFile`), never written in place: the copy kept is a hard link.
    public func withCommit<T>(of companions: [URL], _ body: () throws -> T) throws -> T {
        guard isWritable else { return try body() }
        var outcome: Result<T, any Error>?
        try withLock { () throws(TodoStoreError) in
            let journal = try TodoCommitJournal.begin(beside: url, files: [url, journalURL] + companions)
            isCommitting = true
            let result = Result { try body() }
            isCommitting = false
            if case .success = result, journal.commit() {
                outcome = result
                return
            }
            journal.rollBack()
            outcome = result.flatMap { _ in .failure(TodoStoreError.saveFailed("Could not save \(url.path): the commit could not be finished")) }
        }
        return try outcome!.get()
    }
}
