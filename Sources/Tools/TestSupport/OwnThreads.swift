import Dispatch
import Testing

/// Runs a suite's tests on threads of their own instead of Swift's cooperative pool.
///
/// On a 2-core machine that pool has two threads, and the suite's blocking tests (child
/// processes, tmux, kill -9 trials) can hold both for seconds; an async test that measures a
/// timeout or waits for a loopback server would then measure the machine, not the code.
/// `@Suite(.onOwnThreads)` gives its tests an executor of their own.
public struct OwnThreadsTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await withTaskExecutorPreference(OwnThreadsExecutor.shared) {
            try await function()
        }
    }
}

extension Trait where Self == OwnThreadsTrait {
    /// Runs the tests on threads of their own (see `OwnThreadsTrait`).
    public static var onOwnThreads: OwnThreadsTrait { OwnThreadsTrait() }
}

/// A task executor over a concurrent dispatch queue, which adds threads when its work blocks.
final class OwnThreadsExecutor: TaskExecutor {
    static let shared = OwnThreadsExecutor()
    private let queue = DispatchQueue(label: "adder.tests.own-threads", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
