import Foundation
import Glibc
import Synchronization

/// Syncs files to the disk every quarter second on a thread of its own until stopped: while a
/// fill's writes do not wait for the disk (`CacheWriter.beginUnsyncedFill`), the kernel would
/// otherwise hold a gigabyte of them in memory, and the one fsync at the fill's end waited for
/// all of it (about 1 s at 500,000 articles).
final class DiskFlusher: Sendable {
    private let stopped = Atomic(false)

    init(paths: [String]) {
        // The thread holds the flusher until `stop`.
        let thread = Thread { [self] in
            while !stopped.load(ordering: .relaxed) {
                Thread.sleep(forTimeInterval: 0.25)
                for path in paths { _ = Self.sync(path) }
            }
        }
        thread.name = "adder.cache.flush"
        thread.start()
    }

    func stop() {
        stopped.store(true, ordering: .relaxed)
    }

    /// fsync of the file at `path`; true too when there is none (a log not made yet).
    static func sync(_ path: String) -> Bool {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ENOENT }
        defer { close(descriptor) }
        return fsync(descriptor) == 0
    }
}
