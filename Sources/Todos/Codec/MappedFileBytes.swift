import Foundation
import Glibc

/// A large todos.json is mapped into memory for one read instead of copied: reading 27 MB into
/// fresh memory cost about 35 ms of CPU (page faults, on this VM) against 4 ms for the mapping
/// (BENCHMARKS.md, 2026-11-23). Smaller files are read as before.
///
/// A mapped file that another program truncates in place while it is being read would stop the
/// process with SIGBUS. While a mapping is read, a SIGBUS handler catches faults inside it, puts a
/// page of zeros where the lost page was (the reader then sees invalid JSON, never a crash) and
/// notes it; the caller then throws the result away and reads the file again the ordinary way.
/// Adder's own saves never truncate: they rename a new file into place, and the mapping keeps the
/// old one.
enum MappedFileBytes {
    /// Files at least this large are mapped.
    static let threshold = 1 << 20

    /// Calls `body` with the `size` bytes of the open file, valid only during the call; nil when
    /// the file could not be mapped or was truncated meanwhile (whatever `body` made of it is
    /// dropped).
    static func withBytes<R>(of descriptor: Int32, size: Int, _ body: (Data) -> R) -> R? {
        withBytes(of: descriptor, size: size) { data, _ in body(data) }
    }

    /// `withBytes`, and `body` may say it is done with the bytes before an offset
    /// (`doneBefore`): their memory is given back (`MADV_DONTNEED`, a mebibyte at a time), and
    /// read again from the file should they be touched again. Reading 100,000 to-dos, the 27 MB
    /// file and the list made from it then never fill memory together (peak at the first frame
    /// 67 → 52 MiB, BENCHMARKS.md).
    static func withBytes<R>(of descriptor: Int32, size: Int, _ body: (Data, _ doneBefore: (Int) -> Void) -> R) -> R? {
        // No MAP_POPULATE: it would make every page resident before the first is read.
        guard size > 0, let start = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
              start != MAP_FAILED else { return nil }
        defer { munmap(start, size) }
        madvise(start, size, MADV_SEQUENTIAL)
        // One guarded mapping at a time (tests read files on several threads).
        guardLock.lock()
        defer { guardLock.unlock() }
        TruncationGuard.start(covering: start, count: size)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        var givenBack = 0
        let result = body(Data(bytesNoCopy: start, count: size, deallocator: .none)) { offset in
            let end = min(offset, size) / page * page
            guard end - givenBack >= givingBackStep else { return }
            madvise(start + givenBack, end - givenBack, MADV_DONTNEED)
            givenBack = end
        }
        return TruncationGuard.stop() ? nil : result
    }

    /// Memory is given back in steps of this many bytes: a system call a mebibyte.
    static let givingBackStep = 1 << 20

    private static let guardLock = NSLock()
}

/// The SIGBUS handler's state. Plain globals, set before the handler is installed and only read
/// in it but for the flag.
private nonisolated(unsafe) var guardedStart: UInt = 0
private nonisolated(unsafe) var guardedEnd: UInt = 0
private nonisolated(unsafe) var pageSize: UInt = 4096
private nonisolated(unsafe) var caughtTruncation = false
private nonisolated(unsafe) var previousBusAction = sigaction()

private enum TruncationGuard {
    static func start(covering start: UnsafeMutableRawPointer, count: Int) {
        pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
        guardedStart = UInt(bitPattern: start)
        guardedEnd = guardedStart + UInt(count)
        caughtTruncation = false
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = onBusError
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        sigaction(SIGBUS, &action, &previousBusAction)
    }

    /// Removes the handler; true when it caught a truncation.
    static func stop() -> Bool {
        sigaction(SIGBUS, &previousBusAction, nil)
        guardedStart = 0
        guardedEnd = 0
        return caughtTruncation
    }
}

/// Only async-signal-safe work: compare, `mmap`, store.
private func onBusError(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
    guard address >= guardedStart, address < guardedEnd else {
        // Not a fault in the mapping: the previous action takes over and the access faults again.
        sigaction(SIGBUS, &previousBusAction, nil)
        return
    }
    let page = UnsafeMutableRawPointer(bitPattern: address & ~(pageSize - 1))
    _ = mmap(page, Int(pageSize), PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
    caughtTruncation = true
}
