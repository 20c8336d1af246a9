#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The advisory lock every change to the feeds file takes (`.feeds.lock` beside it), and that
/// `E` holds while the user's editor has the file open: an editor writes back the text it read,
/// so a line another Adder added meanwhile would be lost without a word (issue 33, item 12). A
/// change that finds the lock taken waits a moment (another change is quick), then is refused.
struct SubscriptionFileLock {
    /// How long a change waits for another to end before it is refused.
    static let patience: Duration = .seconds(2)

    private let descriptor: Int32

    /// Takes the lock of the feeds file at `url`, waiting at most `patience`.
    init(for url: URL) throws(SubscriptionError) {
        let directory = url.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(".\(url.lastPathComponent).lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            // A folder Adder may not write in: no Adder can change the file there either (its
            // write would fail with its own sentence), and the editor may still show it.
            self.descriptor = -1
            return
        }
        let deadline = ContinuousClock.now + Self.patience
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EINTR || (errno == EWOULDBLOCK && ContinuousClock.now < deadline) else {
                close(descriptor)
                throw SubscriptionError(.busy, "\(url.path) is open in an editor (the feeds pane's E) or being changed by "
                                        + "another Adder; nothing was changed: try again once it is saved")
            }
            usleep(20_000)
        }
        self.descriptor = descriptor
    }

    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

extension SubscriptionFile {
    /// Runs `body` holding the feeds file's lock, so no Adder changes the file meanwhile: `E`
    /// runs the editor in it. Throws, changing nothing, when another holds it past a moment.
    public func whileLocked<T>(_ body: () throws -> T) throws -> T {
        let lock = try SubscriptionFileLock(for: url)
        defer { lock.release() }
        return try body()
    }

    /// Reads the file, lets `change` edit the list and writes it, all under the lock, so two
    /// changes at once both land; nothing is written when `change` throws or changes nothing.
    public func update(_ change: (inout SubscriptionList) throws(SubscriptionError) -> Void) throws(SubscriptionError) {
        let lock = try SubscriptionFileLock(for: url)
        defer { lock.release() }
        var list = try load()
        let before = list.text
        try change(&list)
        if list.text != before { try write(list) }
    }
}
