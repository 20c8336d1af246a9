import Glibc
import Synchronization

/// Wakes the event loop from any thread: background work signals it when it has posted a
/// result, and a backend waits on `descriptor` together with the terminal's input (a self-pipe,
/// so `poll` can watch both). Signals that arrive before the loop looks fold into one wake-up.
public final class WakeUp: Sendable {
    /// The end a backend polls; readable once signalled, until drained.
    public let descriptor: Int32
    private let writeEnd: Int32
    private let isArmed = Atomic<Bool>(false)

    public init() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { fatalError("Adder could not create its wake-up pipe (errno \(errno)).") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        descriptor = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(descriptor)
        close(writeEnd)
    }

    /// Wakes the loop. Safe from any thread; cheap when the loop has not yet drained an earlier one.
    public func signal() {
        guard !isArmed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Clears the signal; the loop then takes what was posted. The pipe is emptied before the
    /// flag is lowered: the other order could swallow the byte of a signal raised in between and
    /// leave the flag up with nothing to wake the loop, losing every later signal.
    public func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        isArmed.store(false, ordering: .releasing)
    }

    /// Blocks until signalled or `timeoutMilliseconds` pass (nil: no limit); true if signalled.
    public func wait(timeoutMilliseconds: Int?) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let result = poll(&entry, 1, Int32(timeoutMilliseconds ?? -1))
            if result >= 0 { return result > 0 }
            if errno != EINTR { return false }
        }
    }
}
