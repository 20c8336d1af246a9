import Entities
import Foundation
import Glibc

/// `adder todo add` without reading the list: when todos.json is exactly what an Adder last wrote
/// (its stamp, `TodoFileStamp`, matches it) and no edit journal waits to be folded, the new
/// to-do's object goes in just before the file's end, written in place, and `nextID` goes up by
/// one, as a whole write of the list with the to-do added would lay them out byte for byte.
/// Crash safety is the patch record's (`TodoTailPatch`): synced before todos.json is touched,
/// finished by the next process to take the lock. Anything else reads the list (`Refusal`).
extension TodoFile {
    /// What `addWithoutReading` did.
    public enum AddWithoutReading: Equatable, Sendable {
        /// Added and saved, with the id the file gave it.
        case added(Todo)
        /// Nothing was written: the list has to be read for this add (the caller adds as usual).
        case declined(Refusal)
    }

    /// Why an add had to read the list.
    public enum Refusal: Equatable, Sendable {
        case readOnly, noFile, notStamped, changedSinceStamped, editJournal, subtask, notAdderLayout, longerID, heldEdits
    }

    /// Adds `draft`, created at `now`, without reading the list when that keeps every promise of
    /// the store (see the extension's notes); else declines, writing nothing. Throws when the
    /// patch was started and could not be written (the file is then as it was, or recorded to
    /// be finished by the next Adder to take the lock).
    public func addWithoutReading(_ draft: TodoDraft, now: Date) throws(TodoStoreError) -> AddWithoutReading {
        guard isWritable else { return .declined(.readOnly) }
        // A parent must be in the list; only reading it tells.
        guard draft.parent == nil else { return .declined(.subtask) }
        return try withLock { () throws(TodoStoreError) -> AddWithoutReading in
            // withLock finished any commit or patch a killed process left.
            guard access(journalURL.path, F_OK) != 0 else { return .declined(.editJournal) }
            let descriptor = open(url.path, O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
            guard descriptor >= 0 else { return .declined(.noFile) }
            let file = OpenFile(descriptor)
            guard case .written(let stamped)? = TodoFileStamp.kept(beside: url) else { return .declined(.notStamped) }
            var info = stat()
            // A second name for the file (a hard link kept as a backup) would change with it: whole writes only.
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 1,
                  TodoFileMark(info) == stamped else { return .declined(.changedSinceStamped) }
            guard let frame = Self.frame(of: descriptor, size: Int(info.st_size)) else { return .declined(.notAdderLayout) }
            var document = TodoDocument(nextID: frame.nextID)
            // An add the list refuses (a date out of range) is refused by the usual path, with its sentence.
            guard (try? document.apply(.add(draft), now: now)) != nil, let todo = document.todos.last else { return .declined(.notAdderLayout) }
            let newID = Array(String(document.nextID).utf8)
            guard newID.count == frame.idDigits.count else { return .declined(.longerID) }
            let end = TodoDocumentWriter.Frame.afterTodos(version: TodoDocument.currentVersion)
            let patch = TodoTailPatch(device: Int(truncatingIfNeeded: info.st_dev), inode: Int(truncatingIfNeeded: info.st_ino),
                                      oldSize: Int(info.st_size), offset: frame.endOffset,
                                      tail: TodoDocumentWriter.Frame.betweenTodos + TodoDocumentWriter.encode(todo) + end,
                                      oldTail: end, idOffset: TodoDocumentWriter.Frame.beforeNextID.count,
                                      oldID: frame.idDigits, newID: newID)
            try write(patch, to: file)
            return .added(todo)
        }
    }

    /// An add writes todos.json's tail in place, under the lock: a file with a stamp beside it
    /// that does not read is read again under the lock (after any such add) before it counts as
    /// broken. (Without a stamp no add writes in place, and a broken file gets no lock file.)
    func readTodosFileWaitingForAdd() throws(TodoStoreError) -> TodoDocument? {
        // A reader that never writes (`adder snapshot`) finishes a killed add in memory only.
        if !isWritable, TodoFileStamp.isPatching(beside: url), let document = patchedInMemory() { return document }
        do {
            return try readTodosFile()
        } catch where error.kind == .unreadable && isWritable && !isLocked && access(TodoFileStamp.url(beside: url).path, F_OK) == 0 {
            let first = error
            do {
                return try withLock { () throws(TodoStoreError) in try readTodosFile() }
            } catch where error.kind == .writeFailed {
                throw first  // no lock could be taken
            }
        }
    }

    /// The list as it is once the add recorded in the stamp is finished, when the file there
    /// is the one it was patching; nil otherwise.
    private func patchedInMemory() -> TodoDocument? {
        guard case .patching(let patch)? = TodoFileStamp.kept(beside: url) else { return nil }
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard patch.fits(descriptor) else { return nil }
        var bytes = TodoTailPatch.read(patch.offset, at: 0, from: descriptor) + patch.tail
        bytes.replaceSubrange(patch.idOffset..<(patch.idOffset + patch.newID.count), with: patch.newID)
        return try? TodoDocumentCoding.decodeFile(Data(bytes), path: url.path, doneBefore: { _ in }).document
    }

    private func write(_ patch: TodoTailPatch, to file: OpenFile) throws(TodoStoreError) {
        if let failure = TodoFileStamp.patching(patch).keep(beside: url, durably: true) {
            TodoFileStamp.remove(beside: url, durably: false)
            throw .saveFailed("Could not save \(url.path): \(failure)")
        }
        if let failure = patch.apply(to: file.descriptor) {
            let reason = String(cString: strerror(errno))
            guard patch.undo(on: file.descriptor) else {
                throw .saveFailed("Could not save \(url.path): \(failure) failed (\(reason)); the next Adder to save it finishes this add.")
            }
            TodoFileStamp.remove(beside: url, durably: true)
            throw .saveFailed("Could not save \(url.path): \(failure) failed (\(reason))")
        }
        // Not synced: a stamp lost to a power cut costs the next add a read; the patch record
        // it replaces, if that comes back instead, is finished again, which changes nothing.
        if let mark = TodoFileMark(descriptor: file.descriptor) {
            TodoFileStamp.written(mark).keep(beside: url, durably: false)
        } else {
            TodoFileStamp.remove(beside: url, durably: false)
        }
    }

    /// Where todos.json's `nextID` digits are and where its to-dos end, read from its first and
    /// last bytes only; nil unless both are exactly as the writer lays out a current-schema
    /// document holding at least one to-do.
    private static func frame(of descriptor: Int32, size: Int) -> (nextID: Int, idDigits: [UInt8], endOffset: Int)? {
        let before = TodoDocumentWriter.Frame.beforeNextID, after = TodoDocumentWriter.Frame.afterNextID
        let end = TodoDocumentWriter.Frame.afterTodos(version: TodoDocument.currentVersion)
        let lastObjectEnd = Array("\n    }".utf8)
        guard size > before.count + after.count + end.count + lastObjectEnd.count else { return nil }
        let head = TodoTailPatch.read(min(size, before.count + 20 + after.count + 1), at: 0, from: descriptor)
        guard head.starts(with: before) else { return nil }
        let digits = Array(head[before.count...].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        guard (1...18).contains(digits.count), digits.first != UInt8(ascii: "0") || digits.count == 1,
              head[(before.count + digits.count)...].starts(with: after + [UInt8(ascii: "{")]),
              let nextID = Int(String(decoding: digits, as: UTF8.self)) else { return nil }
        let tail = TodoTailPatch.read(lastObjectEnd.count + end.count, at: size - lastObjectEnd.count - end.count, from: descriptor)
        guard tail == lastObjectEnd + end else { return nil }
        return (nextID, digits, size - end.count)
    }
}
