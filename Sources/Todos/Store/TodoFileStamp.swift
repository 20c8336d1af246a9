import Foundation
import Glibc

/// todos.json as it was at one instant: device, inode, size, and modification and change times
/// to the nanosecond. Any other program's write moves the change time, which no program can set
/// back (utimensat moves it too), so a file that still matches a mark Adder took right after
/// writing it holds exactly what Adder wrote.
struct TodoFileMark: Equatable {
    let fields: [Int]

    init(_ info: stat) {
        fields = [Int(truncatingIfNeeded: info.st_dev), Int(truncatingIfNeeded: info.st_ino), Int(info.st_size),
                  info.st_mtim.tv_sec, info.st_mtim.tv_nsec, info.st_ctim.tv_sec, info.st_ctim.tv_nsec]
    }

    init?(fields: [Int]) {
        guard fields.count == 7 else { return nil }
        self.fields = fields
    }

    /// The open file's mark now; nil when it cannot be looked at.
    init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }
}

/// `.todos.json.stamp` beside todos.json: what lets `adder todo add` append a to-do without
/// reading the list (`TodoFile.addWithoutReading`). It says either that todos.json is as an Adder
/// last wrote it (`written`), or that an add is patching its tail in place (`patching`), which
/// the next process to take the lock finishes (`TodoTailPatch.recover`). A missing stamp, or one
/// that is not one of these two lines (damaged, hostile, a folder, a FIFO), is no stamp: the
/// next add reads the list as every other command does.
enum TodoFileStamp: Equatable {
    case written(TodoFileMark)
    case patching(TodoTailPatch)

    static func url(beside todos: URL) -> URL {
        todos.deletingLastPathComponent().appendingPathComponent(".\(todos.lastPathComponent).stamp")
    }

    /// The stamp beside `todos`; nil when there is none or it is not one.
    static func kept(beside todos: URL) -> TodoFileStamp? {
        let descriptor = open(url(beside: todos).path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        // The longest patch is a to-do of a few hundred kilobytes (an argument's limit), in hex.
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= 8 << 20 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        guard bytes.isEmpty || pread(descriptor, &bytes, bytes.count, 0) == bytes.count, bytes.firstIndex(of: UInt8(ascii: "\n")) == bytes.count - 1 else { return nil }
        let words = bytes.dropLast().split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        switch words.first.map({ String(decoding: $0, as: UTF8.self) }) {
        case "written":
            let numbers = words.dropFirst().map { Int(String(decoding: $0, as: UTF8.self)) }
            guard numbers.allSatisfy({ $0 != nil }), let mark = TodoFileMark(fields: numbers.map { $0! }) else { return nil }
            return .written(mark)
        case "patching":
            return TodoTailPatch(words: Array(words.dropFirst())).map { .patching($0) }
        default:
            return nil
        }
    }

    /// True when an add was patching todos.json's tail and did not say it finished (a cheap look
    /// before reading todos.json: the first bytes of a small file).
    static func isPatching(beside todos: URL) -> Bool {
        let descriptor = open(url(beside: todos).path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var first = [UInt8](repeating: 0, count: 9)
        return pread(descriptor, &first, first.count, 0) == first.count && first == Array("patching ".utf8)
    }

    /// Replaces the stamp: written over the old one from its start, then cut to its length (a
    /// kill between leaves the new line followed by the old one's end, which is no stamp; not
    /// O_TRUNC, after which ext4 flushes the file on close). `durably`: synced, with the folder
    /// when the file is new, before returning. Nil, or why it could not be written. Runs under
    /// todos.json's lock.
    @discardableResult
    func keep(beside todos: URL, durably: Bool) -> String? {
        let path = Self.url(beside: todos).path
        let existed = access(path, F_OK) == 0
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else { return "opening \(path) (\(String(cString: strerror(errno))))" }
        defer { close(descriptor) }
        let line = Array(text.utf8)
        guard line.withUnsafeBytes({ pwrite(descriptor, $0.baseAddress, $0.count, 0) }) == line.count, ftruncate(descriptor, off_t(line.count)) == 0 else {
            return "writing \(path) (\(String(cString: strerror(errno))))"
        }
        guard durably else { return nil }
        guard fdatasync(descriptor) == 0 else { return "syncing \(path) (\(String(cString: strerror(errno))))" }
        if !existed { Self.syncFolder(of: todos) }
        return nil
    }

    /// Removes the stamp: the next add reads the list. `durably`: the removal is synced too.
    static func remove(beside todos: URL, durably: Bool) {
        unlink(url(beside: todos).path)
        if durably { syncFolder(of: todos) }
    }

    private static func syncFolder(of todos: URL) {
        let folder = open(todos.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        fsync(folder)
        close(folder)
    }

    private var text: String {
        switch self {
        case .written(let mark): "written " + mark.fields.map(String.init).joined(separator: " ") + "\n"
        case .patching(let patch): "patching " + patch.words.joined(separator: " ") + "\n"
        }
    }
}
