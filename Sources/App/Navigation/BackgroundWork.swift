import Dispatch
import Foundation
import Synchronization
import Terminal

/// Runs async work off the loop's thread and hands its results back on the loop's thread.
///
/// Work runs in Swift concurrency; what it produces crosses threads only as `Sendable` values,
/// through a mailbox, and the loop's `WakeUp` is signalled so a loop blocked on the terminal
/// wakes at once. The loop calls `deliverPosted()`, which runs each receiver, in the order the
/// results were posted. Receivers (Presenters, Interactors) are touched on the loop's thread only.
@MainActor public final class BackgroundWork {
    public let wakeUp: WakeUp
    private let mailbox: Mailbox
    private var receivers: [Int: Receiver] = [:]
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextID = 0
    /// Work whose task has not returned yet, counted on the work's threads.
    private let running = RunningCount()
    /// Work runs on threads of its own, not Swift's cooperative pool: it blocks (SQLite, parsing),
    /// the pool may be busy with whatever runs the loop itself (the tests do), and the work's
    /// threads run at a lower priority than the loop's.
    private static let executor = WorkExecutor()

    private struct Receiver {
        let receive: (any Sendable) -> Void
        let finished: () -> Void
    }

    /// Made anywhere (`AppDependencies` holds one); used on the loop's thread only.
    nonisolated public init(wakeUp: WakeUp = WakeUp()) {
        self.wakeUp = wakeUp
        mailbox = Mailbox(wakeUp: wakeUp)
    }

    /// Work started and not yet finished on the loop's side (its last result not yet delivered).
    public var hasPendingWork: Bool { !receivers.isEmpty }

    /// Runs `work` concurrently; `deliver` gets its result on the loop's thread.
    public func start<Result: Sendable>(_ work: @escaping @Sendable () async -> Result,
                                        deliver: @escaping (Result) -> Void) {
        start(reporting: { report in report(await work()) }, receive: deliver, finished: {})
    }

    /// Runs `work`, which may `report` any number of updates; each reaches `receive` on the loop's
    /// thread, in order, and `finished` follows the last.
    public func start<Update: Sendable>(reporting work: @escaping @Sendable (_ report: @Sendable (Update) -> Void) async -> Void,
                                        receive: @escaping (Update) -> Void, finished: @escaping () -> Void) {
        let id = nextID
        nextID += 1
        receivers[id] = Receiver(receive: { receive($0 as! Update) }, finished: finished)
        let mailbox = mailbox
        let running = running
        running.add(1)
        tasks[id] = Task.detached(executorPreference: Self.executor) {
            await work { update in mailbox.post(.update(id: id, value: update)) }
            mailbox.post(.finished(id: id))
            running.add(-1)
        }
    }

    /// Quitting: cancels the work under way (a refresh starts no more feeds) and waits at most
    /// `limit` for it to return, so a write in flight ends before the process does (or before
    /// `--demo` removes its folder). Nothing is delivered any more. True when all of it ended.
    @discardableResult
    public func finish(waitingAtMost limit: Duration) -> Bool {
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
        receivers.removeAll()
        let deadline = ContinuousClock.now + limit
        while running.value > 0 {
            guard ContinuousClock.now < deadline else { return false }
            usleep(2_000)
        }
        return true
    }

    /// Delivers everything posted since the last call. On the loop's thread only.
    public func deliverPosted() {
        wakeUp.drain()
        for letter in mailbox.takeAll() {
            switch letter {
            case .update(let id, let value):
                receivers[id]?.receive(value)
            case .finished(let id):
                tasks[id] = nil
                receivers.removeValue(forKey: id)?.finished()
            }
        }
    }
}

/// Results on their way from the work's threads to the loop's: the only shared state.
private final class Mailbox: Sendable {
    enum Letter: Sendable {
        case update(id: Int, value: any Sendable)
        case finished(id: Int)
    }

    private let letters = Mutex<[Letter]>([])
    private let wakeUp: WakeUp

    init(wakeUp: WakeUp) {
        self.wakeUp = wakeUp
    }

    func post(_ letter: Letter) {
        letters.withLock { $0.append(letter) }
        wakeUp.signal()
    }

    func takeAll() -> [Letter] {
        letters.withLock { letters in
            defer { letters.removeAll(keepingCapacity: true) }
            return letters
        }
    }
}

/// How many tasks are still running, changed from any thread.
private final class RunningCount: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func add(_ change: Int) { count.withLock { $0 += change } }
}

/// Runs tasks on threads of its own at a lower CPU priority (nice 10), as many as there are
/// cores: a refresh parsing on every core must not make the loop's next key wait for a core.
/// Linux keeps the nice value per thread, so the loop's thread keeps its own.
private final class WorkExecutor: TaskExecutor, Sendable {
    /// The nice value of the work's threads (0 is the default, 19 the lowest priority).
    static let niceness: Int32 = 10
    private let jobs = Mutex<[UnownedJob]>([])
    private let available = DispatchSemaphore(value: 0)

    init(threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        for number in 0..<max(2, threads) {
            let thread = Thread { [self] in run() }
            thread.name = "adder.background-work.\(number)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        available.signal()
    }

    private func run() {
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Self.niceness)
        let executor = asUnownedTaskExecutor()
        while true {
            available.wait()
            guard let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
            job.runSynchronously(on: executor)
        }
    }
}
