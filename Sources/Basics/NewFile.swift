import Foundation
import Glibc

/// Writes a file that must not replace one already there (an article saved from the reader).
public enum NewFile {
    public enum Outcome: Equatable, Sendable {
        case written
        /// A file (or anything else) has that name; nothing was written.
        case exists
    }

    /// Writes `data` under a temporary name in the same folder, syncs it, then gives it its name
    /// with `link`, which fails rather than replace: even a file that appears between the
    /// question and the answer is kept. On a file system without hard links (FAT on a USB stick)
    /// the file is created with `O_EXCL` and written in place instead: still never a replacement,
    /// though a crash may leave it short. Throws a sentence when the folder or the disk refuses.
    public static func write(_ data: Data, to url: URL) throws(TextEditingError) -> Outcome {
        if FileManager.default.fileExists(atPath: url.path) { return .exists }
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("could not write in \(folder.path)") }
        defer { unlink(temporary.path) }
        try writeAll(data, to: descriptor, name: url.path)
        guard link(temporary.path, url.path) == 0 else {
            switch errno {
            case EEXIST: return .exists
            case EPERM, EOPNOTSUPP, ENOSYS: return try writeInPlace(data, to: url)
            default: throw failure("could not name the file \(url.path)")
            }
        }
        return .written
    }

    /// Creates the file only if it is not there (`O_EXCL`) and writes it where it stands.
    static func writeInPlace(_ data: Data, to url: URL) throws(TextEditingError) -> Outcome {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { return .exists }
            throw failure("could not write \(url.path)")
        }
        try writeAll(data, to: descriptor, name: url.path)
        return .written
    }

    /// Writes every byte and syncs, then closes the descriptor either way.
    private static func writeAll(_ data: Data, to descriptor: Int32, name: String) throws(TextEditingError) {
        let complete = data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let result = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return false }
                offset += result
            }
            return fsync(descriptor) == 0
        }
        let writeError = errno
        close(descriptor)
        guard complete else {
            errno = writeError
            throw failure("could not write \(name)")
        }
    }

    private static func failure(_ what: String) -> TextEditingError {
        TextEditingError("Adder \(what): \(String(cString: strerror(errno))).")
    }
}

/// What stands at a path when it is not a regular file: only regular files are ever replaced
/// (a save confirmed over `/dev/null` or a FIFO would otherwise put a file in its place).
public enum NonRegularFile {
    /// "a folder", "a device", … for what `lstat` finds there; nil for a regular file or nothing.
    public static func kind(at url: URL) -> String? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a named pipe"
        case S_IFSOCK: return "a socket"
        default: return "a device"
        }
    }
}
