import Foundation
import Synchronization

/// Says which trial a seeded run was on when it crashed or hung, so that `--replay` can
/// write that input out: a signal handler for crashes, a watchdog thread for hangs.
enum TrialWatch {
    static let trial = Atomic<Int>(-1)
    /// "TARGET seed N", made once, for the handler (which may not allocate).
    nonisolated(unsafe) private static var label: [UInt8] = []

    static func start(target: String, seed: UInt64, hangSeconds: Double) {
        label = Array("AdderFuzz: \(target) seed \(seed) crashed at trial ".utf8)
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            Foundation.signal(signal, crashHandler)
        }
        let watchdog = Thread {
            var last = -2
            var since = Date()
            while true {
                Thread.sleep(forTimeInterval: 0.5)
                let now = trial.load(ordering: .relaxed)
                if now != last {
                    last = now
                    since = Date()
                } else if Date().timeIntervalSince(since) > hangSeconds {
                    FileHandle.standardError.write(Data(
                        "AdderFuzz: \(target) seed \(seed) hung at trial \(now) (over \(Int(hangSeconds)) s)\n".utf8))
                    exit(3)
                }
            }
        }
        watchdog.start()
    }

    private static let crashHandler: @convention(c) (Int32) -> Void = { signal in
        label.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
        var digits: [UInt8] = []
        var value = max(0, trial.load(ordering: .relaxed))
        repeat {
            digits.insert(UInt8(ascii: "0") + UInt8(value % 10), at: 0)
            value /= 10
        } while value > 0
        digits.append(0x0A)
        digits.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
        Foundation.signal(signal, SIG_DFL)
        raise(signal)
    }
}
