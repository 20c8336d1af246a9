import Glibc

/// A file descriptor, closed with the last reference to it.
final class OpenFile {
    let descriptor: Int32

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Which file it is now (size and time included); nil if that cannot be told.
    var identity: FileIdentity? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileIdentity(info)
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
        self.init(info)
    }

    init(_ info: stat) {
        device = UInt(info.st_dev)
        inode = UInt(info.st_ino)
        size = Int(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
    }
}
