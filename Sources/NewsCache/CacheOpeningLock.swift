import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Serialises the openings for writing of one cache across processes (`.news.sqlite.lock`
/// beside it, `flock`): two processes creating or migrating the same new file (the first
/// `adder news refresh` and an `adder news list` meanwhile) each read which migrations had run
/// before either wrote, and the second failed with "table … already exists". Held only while
/// the writer opens; the lock goes with the process, so a kill leaves nothing held.
final class CacheOpeningLock {
    private let descriptor: Int32

    /// Waits for the lock; nil when no lock file can be made there (a read-only folder: then
    /// nothing can create or migrate the cache either, and the opening says why).
    init?(beside cache: URL) {
        let path = cache.deletingLastPathComponent().appendingPathComponent(".\(cache.lastPathComponent).lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                return nil
            }
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
