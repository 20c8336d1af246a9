import Basics
import Entities
import Foundation
import Glibc

/// todos.json on disk: reads it with errors that name the line, saves it atomically and durably
/// (temporary file in the same folder, fsync, rename, fsync of the folder), and serialises
/// read-modify-write cycles between processes with an advisory lock on a file beside it.
///
/// A file it cannot read is never replaced. A file of an older schema is upgraded when read:
/// a backup copy (`todos.json.v0.bak`) is written beside it first, and if the backup cannot be
/// written the old file is kept until a later save manages both.
///
/// A save copies the bytes of the to-dos that did not change from the file last read or
/// written (held open for that, with where each to-do lies in it) instead of writing them again;
/// if that file changed meanwhile, it writes the whole document.
public final class TodoFile {
    public let url: URL
    /// False for `adder snapshot`: nothing is ever created, locked or written.
    public let isWritable: Bool
    private(set) var lastSeen: FileIdentity?
    /// Why the file now on disk could not be read; while set, `write` refuses to replace it.
    private(set) var unreadable: TodoStoreError?
    /// The bytes of an older-schema file that the next write must back up before replacing it.
    private var legacy: (bytes: Data, version: Int)?
    var hasLegacyBytes: Bool { legacy != nil }
    private(set) var isLocked = false
    /// The edit journal beside the file, as last read or appended to (`TodoFile+Journal`).
    var journal = JournalState()
    /// Within `withCommit`: edits are written whole (a rollback keeps the journal by a hard link, so an append would survive it).
    var isCommitting = false
    /// The file last read or written, open, when a save may copy unchanged to-dos from it
    /// (`TodoFile+Layout`).
    var copySource: CopySource?
    /// How many bytes the last save copied from the old file instead of writing them (for tests).
    private(set) var lastSaveCopiedBytes = 0

    public init(url: URL, isWritable: Bool = true) {
        self.url = url
        self.isWritable = isWritable
    }

    /// The document in the file, or nil when there is no file yet. A file of an older schema is
    /// upgraded (backup first, see the type's notes); an unreadable one throws and is kept.
    public func read() throws(TodoStoreError) -> TodoDocument? {
        // A commit or an add a killed process left unfinished is settled before anything is read.
        if isWritable, !isLocked, TodoCommitJournal.isPending(beside: url) || TodoFileStamp.isPatching(beside: url) { try? withLock {} }
        var attempt = 0
        while true {
            let document = try readTodosFileWaitingForAdd()
            // A journal on another base, read while a writer replaced todos.json: read both again.
            switch try withJournal(document, mayReadAgain: attempt < 3) {
            case .done(let document): return document
            case .again: attempt += 1
            }
        }
    }

    func readTodosFile() throws(TodoStoreError) -> TodoDocument? {
        copySource = nil
        let contents: (decoded: Decoded, identity: FileIdentity, file: OpenFile)
        do {
            guard let found = try Self.withContents(of: url.path, { [url] data, doneBefore in
                Self.decode(data, path: url.path, doneBefore: doneBefore)
            }) else {
                lastSeen = nil
                unreadable = nil
                legacy = nil
                return nil
            }
            contents = found
        } catch {
            throw rememberUnreadable(TodoStoreError(.unreadable, "\(url.path) cannot be read (\(error.reason)); Adder left it untouched."),
                                     identity: FileIdentity(path: url.path))
        }
        let decoded: (document: TodoDocument, fileVersion: Int)
        switch contents.decoded.result {
        case .success(let value): decoded = value
        case .failure(let error): throw rememberUnreadable(error, identity: contents.identity)
        }
        lastSeen = contents.identity
        unreadable = nil
        legacy = nil
        if isWritable, decoded.fileVersion == TodoDocument.currentVersion, let objectRanges = contents.decoded.objectRanges {
            copySource = CopySource(file: contents.file, identity: contents.identity,
                                    layout: TodoFileLayout(todos: decoded.document.todos, objectRanges: objectRanges))
        }
        if decoded.fileVersion < TodoDocument.currentVersion, let bytes = contents.decoded.legacyBytes {
            legacy = (bytes, decoded.fileVersion)
            upgradeOnDisk(to: decoded.document)
        }
        return decoded.document
    }

    /// What a file's bytes decode to; for an older schema, a copy of the bytes to back up; and
    /// where the to-dos lie in the bytes when the fast reader read them.
    private typealias Decoded = (result: Result<(document: TodoDocument, fileVersion: Int), TodoStoreError>,
                                 legacyBytes: Data?, objectRanges: [Range<Int>]?)

    private static func decode(_ data: Data, path: String, doneBefore: (Int) -> Void) -> Decoded {
        do {
            let decoded = try TodoDocumentCoding.decodeFile(data, path: path, doneBefore: doneBefore)
            // Copied: `data` may be a mapping that ends with the read.
            let legacyBytes = decoded.fileVersion < TodoDocument.currentVersion ? data.withUnsafeBytes { Data($0) } : nil
            return (.success((decoded.document, decoded.fileVersion)), legacyBytes, decoded.objectRanges)
        } catch {
            return (.failure(error), nil, nil)
        }
    }

    /// Replaces the file with the document, atomically; the old file stays whole if this fails.
    /// Throws the reading error instead when the file on disk is one that could not be read.
    public func write(_ document: TodoDocument) throws(TodoStoreError) {
        guard isWritable else { return }
        try withLock { () throws(TodoStoreError) in try writeLocked(document) }
    }

    func writeLocked(_ document: TodoDocument) throws(TodoStoreError) {
        if let unreadable { throw unreadable }
        let folding = try journalToFold()
        if let legacy {
            try writeBackup(of: legacy.bytes, version: legacy.version)
            self.legacy = nil
        }
        let source = copySource.flatMap { $0.isUnchanged && $0.layout.holdsTodos ? $0 : nil }
        copySource = nil
        let written: (encoded: EncodedTodoFile, descriptor: Int32)
        do throws(AtomicFile.Failure) {
            written = try replace(with: TodoDocumentWriter.encode(document, reusing: source?.layout), copyingFrom: source, folding: folding)
        } catch where error.sourceChanged {
            // The old file was truncated or rewritten in place since it was read: write it all.
            do {
                written = try replace(with: TodoDocumentWriter.encode(document, reusing: nil), copyingFrom: nil, folding: folding)
            } catch {
                throw .saveFailed("Could not save \(url.path): \(error)")
            }
        } catch {
            throw .saveFailed("Could not save \(url.path): \(error)")
        }
        lastSaveCopiedBytes = written.encoded.pieces.reduce(0) { total, piece in
            if case .copied(let range) = piece { total + range.count } else { total }
        }
        let file = OpenFile(written.descriptor)
        lastSeen = FileIdentity(path: url.path)
        if let mark = TodoFileMark(descriptor: file.descriptor) { TodoFileStamp.written(mark).keep(beside: url, durably: false) }
        removeFoldedJournal(folding)
        if let identity = file.identity, identity == lastSeen {
            copySource = CopySource(file: file, identity: identity,
                                    layout: TodoFileLayout(todos: document.todos, objectRanges: written.encoded.objectRanges))
        }
    }

    private func replace(with encoded: EncodedTodoFile, copyingFrom source: CopySource?,
                         folding: JournalState?) throws(AtomicFile.Failure) -> (encoded: EncodedTodoFile, descriptor: Int32) {
        let pieces = AtomicFile.Pieces(bytes: encoded.bytes, pieces: encoded.pieces, source: source?.file.descriptor ?? -1)
        let descriptor = try AtomicFile.replace(url, with: pieces, keepingReadDescriptor: true,
                                                sourceIsUnchanged: { source?.isUnchanged ?? true },
                                                beforeRename: { descriptor in markFolded(folding, into: descriptor) })
        return (encoded, descriptor)
    }

    /// True when the file, or the edit journal beside it, is not the one this object last read or
    /// wrote (another process saved).
    public var changedOnDisk: Bool {
        FileIdentity(path: url.path) != lastSeen || FileIdentity(path: journalURL.path) != journal.lastSeen
    }

    /// Runs `body` holding an exclusive advisory lock shared by every Adder process. Re-entrant:
    /// a `body` that calls `withLock` again just runs.
    public func withLock<T>(_ body: () throws(TodoStoreError) -> T) throws(TodoStoreError) -> T {
        guard isWritable, !isLocked else { return try body() }
        let directory = url.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let lockPath = directory.appendingPathComponent(".\(url.lastPathComponent).lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .saveFailed("Could not save \(url.path): cannot create the lock file \(lockPath) (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        isLocked = true
        defer {
            isLocked = false
            flock(descriptor, LOCK_UN)
        }
        removeAbandonedTemporaryFiles(in: directory)
        TodoCommitJournal.recover(beside: url)
        TodoTailPatch.recover(beside: url)
        return try body()
    }

    /// Every save runs under the lock, so a temporary file seen while holding it was left by a
    /// writer killed mid-save (`.todos.json.XXXXXX`, as `AtomicFile` names them).
    private func removeAbandonedTemporaryFiles(in directory: URL) {
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.count == prefix.count + 6 && !name.hasSuffix(".lock") {
            unlink(directory.appendingPathComponent(name).path)
        }
    }

    // MARK: - Reading

    func rememberUnreadable(_ error: TodoStoreError, identity: FileIdentity?) -> TodoStoreError {
        copySource = nil
        lastSeen = identity
        unreadable = error
        legacy = nil
        return error
    }

    private struct ReadFailure: Error {
        let reason: String
    }

    /// What `body` makes of the bytes of a regular file (valid only during the call), and which
    /// file they came from (`fstat` of the open file, so another process replacing it meanwhile
    /// cannot pair old bytes with the new identity); nil when there is no file. A large file is
    /// mapped (`MappedFileBytes`, which gives back the memory of what `body` says it is done
    /// with); if it was truncated while mapped, it is read again.
    private static func withContents<R>(of path: String, _ body: (Data, _ doneBefore: (Int) -> Void) -> R) throws(ReadFailure) -> (R, FileIdentity, OpenFile)? {
        // O_NONBLOCK so that a FIFO in the file's place fails below instead of hanging.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw ReadFailure(reason: String(cString: strerror(errno)))
        }
        let file = OpenFile(descriptor)
        var info = try status(of: descriptor)
        if Int(info.st_size) >= MappedFileBytes.threshold,
           let result = MappedFileBytes.withBytes(of: descriptor, size: Int(info.st_size), body) {
            return (result, FileIdentity(info), file)
        }
        info = try status(of: descriptor)
        return (body(try bytes(of: descriptor, size: Int(info.st_size)), { _ in }), FileIdentity(info), file)
    }

    private static func status(of descriptor: Int32) throws(ReadFailure) -> stat {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ReadFailure(reason: String(cString: strerror(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw ReadFailure(reason: "it is a folder") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw ReadFailure(reason: "it is not a regular file") }
        return info
    }

    /// Reads from the start to the end, however long the file is by then.
    private static func bytes(of descriptor: Int32, size: Int) throws(ReadFailure) -> Data {
        // Read straight into the Data that is returned (one byte spare, so that reaching the end
        // costs no regrowth): copying 27 MB of a 100,000-to-do file twice showed in the profile.
        var data = Data(count: size + 1)
        var filled = 0
        while true {
            if filled == data.count { data.count += 64 * 1024 }  // it grew meanwhile
            let count = data.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, $0.count - filled, off_t(filled)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadFailure(reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            filled += count
        }
        data.count = filled
        return data
    }

    // MARK: - Upgrading an older schema

    /// Saves the upgraded document at once if nobody changed the file since it was read; a
    /// failure only postpones it to the next write, which backs up the old file first too.
    private func upgradeOnDisk(to document: TodoDocument) {
        guard isWritable else { return }
        try? withLock { () throws(TodoStoreError) in
            guard !changedOnDisk else { return }
            try write(document)
        }
    }

    /// Copies the old file's bytes to `todos.json.v0.bak` beside it, or to `todos.json.v0.2.bak`
    /// and so on when an earlier backup with other contents holds that name.
    private func writeBackup(of bytes: Data, version: Int) throws(TodoStoreError) {
        for attempt in 1...100 {
            let suffix = attempt == 1 ? "v\(version).bak" : "v\(version).\(attempt).bak"
            let backup = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).\(suffix)")
            if FileManager.default.fileExists(atPath: backup.path) {
                if (try? Data(contentsOf: backup)) == bytes { return }
                continue
            }
            do {
                try AtomicFile.replace(backup, with: bytes, permissionsOf: url)
                return
            } catch {
                throw .saveFailed("Could not save \(url.path): writing its backup copy \(backup.path) failed (\(error))")
            }
        }
        throw .saveFailed("Could not save \(url.path): 100 backup copies of it already exist beside it")
    }
}
