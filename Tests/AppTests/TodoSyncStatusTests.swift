@testable import App
import Basics
import Entities
import Foundation
import SnapshotTesting
import Synchronization
import Terminal
import TestSupport
import Testing
import Todos

/// The TUI's background to-do sync, through the whole app: at start and every interval, on `r`,
/// never on the loop's thread; the status bar says when it last synced, what waits and any
/// conflict, and what a sync brought in shows at once. The sync itself is tested against real
/// servers in TodoSyncTests and end to end in TUITodoSyncTests; here it is a service that writes
/// todos.json from a work thread as the real one does.
@MainActor
@Suite struct TodoSyncStatusTests {
    let folder = TemporaryDirectory("adder-sync-status")

    /// A clock the test moves.
    final class MovingClock: Basics.Clock {
        private let time = Mutex(Fixtures.now)
        var now: Date { time.withLock { $0 } }
        func advance(_ seconds: TimeInterval) { time.withLock { $0 += seconds } }
    }

    /// What the fake server does at each sync: counted, and each adds one to-do "from the server".
    final class FakeServer: Sendable {
        let syncs = Mutex(0)
        let file: URL
        let conflicts: [String]
        let failure: String?
        init(file: URL, conflicts: [String] = [], failure: String? = nil) {
            (self.file, self.conflicts, self.failure) = (file, conflicts, failure)
        }

        func service(interval: Int) -> TodoSyncService {
            TodoSyncService(intervalSeconds: interval, sync: { [self] in
                let number = syncs.withLock { $0 += 1; return $0 }
                if let failure { return .failed(failure) }
                let store = TodoStore(file: TodoFile(url: file), clock: Fixtures.clock)
                try? store.load()
                _ = try? store.apply(.add(TodoDraft(title: "From the server \(number)")), description: "sync")
                return TodoSyncOutcome(summary: "Sent 0 new, 0 changed, 0 deleted; received 1 new, 0 changed, 0 deleted; merged 0; 3 requests.",
                                       conflicts: conflicts)
            }, waiting: { todos in todos.filter { $0.title.hasPrefix("Local") }.count })
        }
    }

    private func shell(_ server: FakeServer, interval: Int, clock: MovingClock = MovingClock()) throws -> (AppShell, TodoStore) {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Local edit")])
        var dependencies = AppDependencies(store: store, clock: clock, timeZone: Fixtures.utc)
        dependencies.todoSync = server.service(interval: interval)
        return (AppBuilder.build(dependencies: dependencies, wakeUp: WakeUp()), store)
    }

    private func settle(_ shell: AppShell) {
        while shell.work.hasPendingWork {
            _ = shell.work.wakeUp.wait(timeoutMilliseconds: 10_000)
            shell.work.deliverPosted()
        }
    }

    private func lines(_ shell: AppShell) -> [String] { shell.render(size: Size(columns: 120, rows: 12)).textLines }

    @Test("a sync starts with the TUI, off the loop's thread; what it brought in shows at once, the status bar says when")
    func syncsAtStart() throws {
        let server = FakeServer(file: folder.file("todos.json"))
        let (shell, _) = try shell(server, interval: 900)
        #expect(lines(shell).last?.contains("1 open · 0 done · syncing…") == true, "\(lines(shell).last ?? "")")
        settle(shell)
        let screen = lines(shell)
        #expect(screen.contains { $0.contains("From the server 1") }, "no idle tick needed: \(screen)")
        #expect(screen.last?.contains("2 open · 0 done · synced 09:00 · 1 to send") == true, "\(screen.last ?? "")")
        #expect(server.syncs.withLock { $0 } == 1)
    }

    @Test("every interval on the idle tick, not before; never two at once")
    func syncsEveryInterval() throws {
        let server = FakeServer(file: folder.file("todos.json"))
        let clock = MovingClock()
        let (shell, _) = try shell(server, interval: 900, clock: clock)
        shell.idle()  // the first is under way: no second
        settle(shell)
        clock.advance(899)
        shell.idle()
        #expect(!shell.work.hasPendingWork, "not due yet")
        clock.advance(1)
        shell.idle()
        settle(shell)
        #expect(server.syncs.withLock { $0 } == 2)
        #expect(lines(shell).contains { $0.contains("From the server 2") })
    }

    @Test("interval \"0\": no sync at start or on the tick, only on r, whose outcome is said")
    func onlyWhenAsked() throws {
        let server = FakeServer(file: folder.file("todos.json"))
        let clock = MovingClock()
        let (shell, _) = try shell(server, interval: 0, clock: clock)
        clock.advance(86_400)
        shell.idle()
        settle(shell)
        #expect(server.syncs.withLock { $0 } == 0)
        #expect(lines(shell).last?.contains("not synced yet") == true, "\(lines(shell).last ?? "")")
        shell.handle(.character("r"))
        #expect(lines(shell).last?.contains("Syncing the to-dos with the server…") == true)
        shell.handle(.character("r"))
        #expect(lines(shell).last?.contains("A sync is already under way") == true)
        settle(shell)
        #expect(server.syncs.withLock { $0 } == 1)
        #expect(lines(shell).last?.contains("Synced. Sent 0 new") == true, "\(lines(shell).last ?? "")")
    }

    @Test("a conflict is named in the status line and counted in the summary; a failure says why and changes nothing")
    func conflictAndFailure() throws {
        let conflict = "“Milk”: title changed on both sides; the server's was kept, Adder's is in the notes"
        let server = FakeServer(file: folder.file("todos.json"), conflicts: [conflict])
        let (shell, _) = try shell(server, interval: 900)
        settle(shell)
        assertSnapshot(of: shell.render(size: Size(columns: 140, rows: 10)), as: .screen, named: "conflict")
        #expect(lines(shell).last?.contains("Sync conflict: \(conflict).") == true)
        shell.handle(.character("j"))
        assertSnapshot(of: shell.render(size: Size(columns: 140, rows: 10)), as: .screen, named: "summary")

        let down = FakeServer(file: folder.file("todos.json"), failure: "The server could not be reached (connection refused); nothing was synced.")
        let (failing, store) = try self.shell(down, interval: 900)
        settle(failing)
        #expect(store.todos.map(\.title) == ["Local edit"], "a failed sync changed nothing")
        #expect(lines(failing).last?.contains("Sync failed: The server could not be reached") == true)
        #expect(failing.stack.focused?.chrome.summary == "1 open · 0 done · sync failed · 1 to send")
    }

    @Test("without [todos.sync], r says how to set it up and the summary says nothing of sync")
    func notSetUp() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Local edit")])
        let shell = AppBuilder.build(dependencies: AppDependencies(store: store, clock: Fixtures.clock, timeZone: Fixtures.utc), wakeUp: WakeUp())
        #expect(lines(shell).last?.hasSuffix("1 open · 0 done ") == true, "\(lines(shell).last ?? "")")
        shell.handle(.character("r"))
        #expect(lines(shell).last?.contains("Sync is not set up: add [todos.sync]") == true)
        #expect(!shell.work.hasPendingWork)
    }
}
