@testable import App
import Foundation
import Terminal
import TestSupport
import Testing

/// The loop wakes for results of background work, not only for keys, and hands them over on its
/// own thread, in order; keys are answered while work runs.
@MainActor
@Suite("The event loop and background work", .onOwnThreads)
struct EventLoopTests {
    private func shell(with pane: NotePane, terminal: InMemoryTerminal) -> AppShell {
        let shell = AppShell(work: BackgroundWork(wakeUp: terminal.wakeUp))
        shell.addTab(.todos, title: "Notes") { pane }
        return shell
    }

    @Test("work that finishes while no key comes redraws the screen")
    func resultRedraws() {
        let pane = NotePane("waiting")
        let terminal = InMemoryTerminal(size: Size(columns: 40, rows: 10), pacing: .keysDoNotWait)
        let shell = shell(with: pane, terminal: terminal)
        shell.work.start({
            try? await Task.sleep(for: .milliseconds(50))
            return "fetched"
        }, deliver: { pane.text = $0 })
        #expect(EventLoop.run(shell, on: terminal) == .endOfInput)
        #expect(terminal.lastFrame?.textLines[1].hasPrefix("fetched") == true)
        #expect(!shell.work.hasPendingWork)
    }

    @Test("a burst of results is delivered whole and in order, then the work finishes")
    func burstInOrder() {
        let pane = NotePane("")
        let terminal = InMemoryTerminal(size: Size(columns: 40, rows: 10))
        let shell = shell(with: pane, terminal: terminal)
        var received: [Int] = []
        var finished = false
        shell.work.start(reporting: { report in
            for number in 0..<2000 { report(number) }
        }, receive: { received.append($0) }, finished: { finished = true })
        #expect(EventLoop.run(shell, on: terminal) == .endOfInput)
        #expect(received == Array(0..<2000))
        #expect(finished)
    }

    @Test("work runs at a lower CPU priority than the loop's thread, which keeps its own")
    func workRunsNiced() {
        let pane = NotePane("")
        let terminal = InMemoryTerminal(size: Size(columns: 40, rows: 10))
        let shell = shell(with: pane, terminal: terminal)
        let loopNice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        var workNice: Int32?
        shell.work.start({ getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }, deliver: { workNice = $0 })
        #expect(EventLoop.run(shell, on: terminal) == .endOfInput)
        #expect(workNice == max(10, loopNice))
        #expect(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) == loopNice)
    }

    @Test("a key during long work is answered without waiting for the work")
    func keyDuringWork() {
        let pane = NotePane("idle", consumes: [.character("x")])
        let terminal = InMemoryTerminal(size: Size(columns: 40, rows: 10), keys: [.character("x")], pacing: .keysDoNotWait)
        let shell = shell(with: pane, terminal: terminal)
        let (gate, opener) = AsyncStream<Void>.makeStream()
        var pendingWhenKeyCame: Bool?
        pane.onKey = { _ in
            pendingWhenKeyCame = shell.work.hasPendingWork
            opener.yield()
        }
        shell.work.start({
            for await _ in gate { break }
            return "done"
        }, deliver: { pane.text = $0 })
        #expect(EventLoop.run(shell, on: terminal) == .endOfInput)
        #expect(pendingWhenKeyCame == true)
        #expect(pane.text == "done")
    }

    @Test("with the default pacing, work settles before the next key, so runs are reproducible")
    func settlesBeforeKeys() {
        let pane = NotePane("", consumes: [.character("x")])
        let terminal = InMemoryTerminal(size: Size(columns: 40, rows: 10), keys: [.character("x")])
        let shell = shell(with: pane, terminal: terminal)
        var textWhenKeyCame: String?
        pane.onKey = { _ in textWhenKeyCame = pane.text }
        shell.work.start({
            try? await Task.sleep(for: .milliseconds(30))
            return "loaded"
        }, deliver: { pane.text = $0 })
        _ = EventLoop.run(shell, on: terminal)
        #expect(textWhenKeyCame == "loaded")
    }

    @Test("a wake-up signalled from another thread ends a wait at once; repeated signals fold into one")
    func wakeUpAcrossThreads() {
        let wakeUp = WakeUp()
        #expect(!wakeUp.wait(timeoutMilliseconds: 0))
        Thread {
            wakeUp.signal()
            wakeUp.signal()
        }.start()
        #expect(wakeUp.wait(timeoutMilliseconds: 10_000))
        wakeUp.drain()
        #expect(!wakeUp.wait(timeoutMilliseconds: 0))
    }
}
