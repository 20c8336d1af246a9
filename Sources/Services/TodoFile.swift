import Entities
import Foundation
import Glibc

/// todos.json on disk: reads it with errors that name the line, saves it atomically and durably
/// (temporary file in the same folder, fsync, rename, fsync of the folder), and serialises
/// read-modify-write cycles between processes with an advisory lock on a file beside it.
public final class TodoFile {
    public let url: URL
    /// False for `adder snapshot`: nothing is ever created, locked or written.
    public let isWritable: Bool
    private var lastSeen: FileIdentity?

    public init(url: URL, isWritable: Bool = true) {
        self.url = url
        self.isWritable = isWritable
    }

    /// The document in the file, or nil when there is no file yet.
    public func read() throws(TodoStoreError) -> TodoDocument? {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            lastSeen = nil
            return nil
        } catch {
            throw TodoStoreError(.unreadable, "\(url.path) cannot be read (\(Self.reason(error))); Adder left it untouched.")
        }
        lastSeen = FileIdentity(path: url.path)
        return try TodoDocumentCoding.decode(data, path: url.path)
    }

    /// Replaces the file with the document, atomically; the old file stays whole if this fails.
    public func write(_ document: TodoDocument) throws(TodoStoreError) {
        guard isWritable else { return }
        let data = TodoDocumentCoding.encode(document)
        do {
            try AtomicFile.replace(url, with: data)
        } catch {
            throw TodoStoreError(.writeFailed, "Could not save \(url.path): \(error); the change is kept and will be saved on the next successful write.")
        }
        lastSeen = FileIdentity(path: url.path)
    }

    /// True when the file is not the one this object last read or wrote (another process saved).
    public var changedOnDisk: Bool {
        FileIdentity(path: url.path) != lastSeen
    }

    /// Runs `body` holding an exclusive advisory lock shared by every Adder process.
    public func withLock<T>(_ body: () throws(TodoStoreError) -> T) throws(TodoStoreError) -> T {
        guard isWritable else { return try body() }
        let directory = url.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let lockPath = directory.appendingPathComponent(".\(url.lastPathComponent).lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw TodoStoreError(.writeFailed, "Could not save \(url.path): cannot create the lock file \(lockPath) (\(String(cString: strerror(errno)))); the change is kept and will be saved on the next successful write.")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if let error = error as? CocoaError, error.code == .fileReadNoPermission { return "permission denied" }
        return (error as NSError).localizedDescription
    }
}

/// Which file a path names right now: enough to tell that another process replaced it.
struct FileIdentity: Hashable {
    let device: UInt
    let inode: UInt
    let size: Int
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt(info.st_dev)
        inode = UInt(info.st_ino)
        size = Int(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
    }
}
