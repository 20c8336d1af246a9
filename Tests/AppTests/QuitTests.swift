@testable import App
@testable import Settings
import Basics
import Entities
import Foundation
import Synchronization
import Terminal
import Testing
import TestSupport
import Todos

/// Quit is a request to the shell: every pane, tab and the too-small screen ask it, and it asks
/// the registered vetoes (edits held in memory) once.
@MainActor
@Suite("Quitting through the shell")
struct QuitTests {
    let folder = TemporaryDirectory()

    /// The whole app on a to-do file another program then broke, with one edit held in memory.
    private func shellWithAHeldEdit() throws -> AppShell {
        let (shell, store) = try Self.wholeApp(in: folder)
        try Data("{".utf8).write(to: folder.file("todos.json"))
        shell.idle()
        for key in try KeyNotation.parse("agamma<Enter>") { shell.handle(key) }
        #expect(store.unsavedEditCount == 1)
        return shell
    }

    /// The whole app on one to-do ("alpha") and no news, drawn once at 100x20; also for other suites.
    static func wholeApp(in folder: TemporaryDirectory) throws -> (AppShell, TodoStore) {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "alpha")])
        var dependencies = AppDependencies(store: store, clock: Fixtures.clock, timeZone: Fixtures.utc)
        dependencies.news = .unavailable("The news cache could not be read.")
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: WakeUp())
        _ = shell.render(size: Size(columns: 100, rows: 20))
        return (shell, store)
    }

    private func statusLine(_ shell: AppShell, size: Size = Size(columns: 100, rows: 20)) -> String {
        shell.render(size: size).textLines.last ?? ""
    }

    @Test("q on the News tab warns once about the held edit, as on the To-dos tab; q again quits",
          arguments: ["q", "2q", "<Enter><C-c>", "?<C-c>"])
    func everyPaneWarnsTheSame(keys: String) throws {
        let shell = try shellWithAHeldEdit()
        let typed = try KeyNotation.parse(keys)
        for key in typed { shell.handle(key) }
        #expect(shell.isRunning)
        let quitKey = Keymap.label(of: [typed.last!])
        #expect(statusLine(shell).contains("1 edit is not saved: \(quitKey) again to quit and lose them."))
        shell.handle(typed.last!)
        #expect(!shell.isRunning)
    }

    @Test("below the minimum size the warning shows under the too-small line")
    func tooSmallWarns() throws {
        let shell = try shellWithAHeldEdit()
        let small = Size(columns: 30, rows: 6)
        _ = shell.render(size: small)
        shell.handle(.character("q"))
        #expect(shell.isRunning)
        let text = shell.render(size: small).textLines.joined(separator: " ")
        #expect(text.contains("1 edit is not saved"))
        shell.handle(.character("q"))
        #expect(!shell.isRunning)
    }

    @Test("a new loss after the warning warns again")
    func newLossWarnsAgain() throws {
        let shell = try shellWithAHeldEdit()
        shell.handle(.character("q"))
        for key in try KeyNotation.parse("adelta<Enter>q") { shell.handle(key) }
        #expect(shell.isRunning)
        #expect(statusLine(shell).contains("2 edits are not saved"))
    }

    @Test("nothing held: q quits at once")
    func nothingToLose() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "alpha")])
        let shell = AppBuilder.build(dependencies: AppDependencies(store: store, clock: Fixtures.clock, timeZone: Fixtures.utc),
                                     wakeUp: WakeUp())
        _ = shell.render(size: Size(columns: 100, rows: 20))
        shell.handle(.character("q"))
        #expect(!shell.isRunning)
    }

    @Test("finishing cancels work under way and waits for it to return, at most the time given")
    func finishWaitsForWork() async throws {
        let work = BackgroundWork()
        let ended = Flag()
        work.start({
            // Runs until cancelled, then takes a moment to "write" before it returns.
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
            try? await Task.sleep(for: .milliseconds(50))
            ended.set()
        }, deliver: { _ in })
        #expect(work.finish(waitingAtMost: .seconds(5)))
        #expect(ended.isSet)
        #expect(!work.hasPendingWork)

        // Work that does not heed cancellation is waited for no longer than the time given. It
        // waits on a timer, not in usleep: a blocked thread would be one of the work executor's
        // few threads, taken from every other suite running meanwhile.
        let stuck = BackgroundWork()
        stuck.start({ await Self.ignoringCancellation(for: .milliseconds(1_500)) }, deliver: { _ in })
        let start = ContinuousClock.now
        #expect(!stuck.finish(waitingAtMost: .milliseconds(300)))
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    /// Returns after `duration` whether or not its task was cancelled, holding no thread meanwhile.
    private nonisolated static func ignoringCancellation(for duration: Duration) async {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        await withCheckedContinuation { (resumed: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { resumed.resume() }
        }
    }
}

/// Set once from any thread.
private final class Flag: Sendable {
    private let value = Mutex(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}
