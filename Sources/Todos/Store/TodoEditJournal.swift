import Entities
import Foundation
import Glibc

/// `todos.edits.jsonl` beside todos.json: the edits saved since todos.json was last written, one
/// JSON object a line, so that an edit costs an append and one `fdatasync` of a few hundred
/// bytes instead of rewriting the whole list. Every reader of todos.json folds it in
/// (`TodoFile.read`); a full write of todos.json (`TodoFile.write`) takes it in and removes it.
///
/// Line 1 names the todos.json it extends (`base`: device, inode, size, modification time). Each
/// further line is an edit as applied: the edit, the instant it was made at, the document's
/// `nextID` then, and the to-dos it names as they were (`TodoSubject`). On that base the edits
/// are applied as they are; on any other (another program replaced todos.json) they are aimed at
/// the to-dos they were made on, as held edits are, and the ones whose to-dos are gone are
/// dropped and named. A full write appends `{"folded": IDENTITY}` naming the new todos.json
/// before renaming it into place, so a process killed between the rename and the journal's
/// removal leaves a journal every reader knows is already in the file.
///
/// A last line cut short (a process killed, or the power lost, while appending) is dropped with a
/// sentence; a bad line before a good one makes the journal unreadable: it and todos.json are
/// then left untouched, like an unreadable todos.json.
struct TodoEditJournal {
    static let version = 1

    /// One edit as saved.
    struct Record: Codable {
        let at: Date
        let nextID: Int
        let edit: StoredEdit
        let subjects: [StoredSubject]
    }

    /// A journal's lines as read.
    struct Contents {
        /// The todos.json the records extend; nil for a journal cut short before its first line was whole.
        var base: StoredIdentity?
        var records: [Record] = []
        /// The todos.json a full write put them in, when one did.
        var foldedInto: StoredIdentity?
        /// How many bytes the first line and the records take (a torn tail or a fold mark lies after them).
        var goodLength = 0
        /// The sentence about a last line cut short, when there was one.
        var tornTail: String?
        /// The journal file read.
        var identity: FileIdentity?
    }

    private struct Header: Codable {
        let adderEdits: Int
        let base: StoredIdentity
    }

    private struct FoldMark: Codable {
        let folded: StoredIdentity
    }

    /// `todos.json` → `todos.edits.jsonl` in the same folder.
    static func url(beside todos: URL) -> URL {
        let base = todos.deletingPathExtension().lastPathComponent
        return todos.deletingLastPathComponent().appendingPathComponent("\(base).edits.jsonl", isDirectory: false)
    }

    /// The journal beside `todos`; nil when there is none. Throws `.unreadable` naming the line
    /// for a journal that is damaged other than at its end.
    static func read(at url: URL) throws(TodoStoreError) -> Contents? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw unreadable(url, "it cannot be opened (\(String(cString: strerror(errno))))")
        }
        let file = OpenFile(descriptor)
        guard let identity = file.identity, let data = try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() ?? Data() else {
            throw unreadable(url, "it cannot be read")
        }
        var contents = try parse(data, url: url)
        contents.identity = identity
        return contents
    }

    static func parse(_ data: Data, url: URL) throws(TodoStoreError) -> Contents {
        let bytes = [UInt8](data)
        var lines: [(range: Range<Int>, complete: Bool)] = []
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            lines.append((start..<(end ?? bytes.count), end != nil))
            start = (end ?? bytes.count) + 1
        }
        let decoder = JSONDecoder()
        // Created, then cut short before its first line (written with the first record) was whole.
        guard let first = lines.first, first.complete else { return Contents(base: nil) }
        guard let header = try? decoder.decode(Header.self, from: Data(bytes[first.range])) else {
            // A journal is created with its first line in one write: anything else is not one of Adder's.
            throw unreadable(url, "line 1 is not the journal's first line (no \"adderEdits\" and \"base\")")
        }
        guard header.adderEdits <= version else {
            throw TodoStoreError(.newerVersion, "\(url.path) was written by a newer Adder (journal version \(header.adderEdits)); Adder left it and todos.json untouched.")
        }
        var contents = Contents(base: header.base, goodLength: first.range.upperBound + 1)
        for (index, line) in lines.enumerated().dropFirst() {
            let text = Data(bytes[line.range])
            if line.complete, let record = try? decoder.decode(Record.self, from: text) {
                contents.records.append(record)
                contents.goodLength = line.range.upperBound + 1
            } else if line.complete, let mark = try? decoder.decode(FoldMark.self, from: text) {
                contents.foldedInto = mark.folded  // not kept by an append: it names a file never put in place
            } else if lines[(index + 1)...].allSatisfy({ !isGood($0.range, of: bytes, decoder) }) {
                contents.tornTail = "\(url.path) line \(index + 1) was cut short (Adder was stopped while saving an edit); that edit was dropped and the \(contents.records.count) before it are kept."
                return contents
            } else {
                throw unreadable(url, "line \(index + 1) is not an edit Adder wrote")
            }
        }
        return contents
    }

    private static func isGood(_ range: Range<Int>, of bytes: [UInt8], _ decoder: JSONDecoder) -> Bool {
        let text = Data(bytes[range])
        return (try? decoder.decode(Record.self, from: text)) != nil || (try? decoder.decode(FoldMark.self, from: text)) != nil
    }

    private static func unreadable(_ url: URL, _ what: String) -> TodoStoreError {
        TodoStoreError(.unreadable, "\(url.path) cannot be read: \(what); Adder left it and todos.json untouched.")
    }

    /// Appends `record`, creating the journal on `base` when there is none, and makes it durable;
    /// a torn tail left by a killed writer is cut off first. Returns the journal's identity after.
    /// Runs under todos.json's lock.
    static func append(_ record: Record, at url: URL, base: StoredIdentity, keeping goodLength: Int?,
                       permissions: mode_t) throws(TodoStoreError) -> FileIdentity? {
        let encoder = JSONEncoder()
        var line = Data()
        if goodLength == nil { line += (try? encoder.encode(Header(adderEdits: version, base: base))) ?? Data(); line.append(0x0A) }
        guard let encoded = try? encoder.encode(record) else { throw .saveFailed("Could not save to \(url.path): the edit could not be encoded") }
        line += encoded
        line.append(0x0A)
        return try write(line, to: url, creating: goodLength == nil, keeping: goodLength, permissions: permissions)
    }

    /// Appends the line naming the todos.json that now holds every record. Runs under the lock.
    static func markFolded(at url: URL, into identity: StoredIdentity, keeping goodLength: Int) throws(TodoStoreError) {
        var line = (try? JSONEncoder().encode(FoldMark(folded: identity))) ?? Data()
        line.append(0x0A)
        _ = try write(line, to: url, creating: false, keeping: goodLength, permissions: 0o600)
    }

    private static func write(_ line: Data, to url: URL, creating: Bool, keeping goodLength: Int?, permissions: mode_t) throws(TodoStoreError) -> FileIdentity? {
        let flags = O_WRONLY | O_APPEND | O_CLOEXEC | (creating ? O_CREAT | O_TRUNC : 0)
        let descriptor = open(url.path, flags, permissions)
        guard descriptor >= 0 else { throw failure(url, "opening it") }
        let file = OpenFile(descriptor)
        if let goodLength, let size = file.identity?.size, size > goodLength {
            guard ftruncate(descriptor, off_t(goodLength)) == 0 else { throw failure(url, "cutting off its torn last line") }
        }
        // A line that failed is taken back: the edit is held in memory then, and must not be
        // in the journal as well, or the save that writes it later would apply it twice.
        func takeBack(_ step: String) -> TodoStoreError {
            let error = failure(url, step)
            if let goodLength { ftruncate(descriptor, off_t(goodLength)) } else { unlink(url.path) }
            return error
        }
        var offset = 0
        while offset < line.count {
            let written = line.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, line.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw takeBack("writing")
            }
            offset += written
        }
        guard fdatasync(descriptor) == 0 else { throw takeBack("fdatasync") }
        if creating {
            let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if folder >= 0 { fsync(folder); close(folder) }
        }
        return file.identity
    }

    private static func failure(_ url: URL, _ step: String) -> TodoStoreError {
        .saveFailed("Could not save to \(url.path): \(step) failed (\(String(cString: strerror(errno))))")
    }
}

/// A `FileIdentity` as the journal writes it.
struct StoredIdentity: Codable, Hashable {
    let device: UInt
    let inode: UInt
    let size: Int
    let seconds: Int
    let nanoseconds: Int

    init(_ identity: FileIdentity) {
        (device, inode, size) = (identity.device, identity.inode, identity.size)
        (seconds, nanoseconds) = (identity.modifiedSeconds, identity.modifiedNanoseconds)
    }

    func names(_ identity: FileIdentity?) -> Bool {
        identity.map { StoredIdentity($0) == self } ?? false
    }
}
