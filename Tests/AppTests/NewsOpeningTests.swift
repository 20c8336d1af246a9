@testable import App
import Foundation
import News
import SnapshotTesting
import Synchronization
import Terminal
import TestSupport
import Testing

/// The news side is opened off the loop's thread: at start when there is a cache (the News badge
/// follows the first frame), else when the News tab first shows; someone who only keeps to-dos
/// never waits for it, nor gets a cache created. Golden files: __Snapshots__/NewsOpeningTests/.
@MainActor
@Suite("Opening the news side off the loop's thread")
struct NewsOpeningTests {
    let folder = TemporaryDirectory("adder-news-opening")
    nonisolated static let size = Size(columns: 100, rows: 16)

    /// Counts how often the source was opened (on whichever thread opened it).
    final class OpeningSpy: Sendable {
        private let opened = Mutex(0)
        var count: Int { opened.withLock { $0 } }
        func record() { opened.withLock { $0 += 1 } }
    }

    /// Keeps every frame the loop presents, not only the last.
    final class FrameRecorder: TerminalBackend {
        let terminal: InMemoryTerminal
        private(set) var frames: [Screen] = []

        init(keys: String) throws {
            terminal = InMemoryTerminal(size: NewsOpeningTests.size, keys: try KeyNotation.parse(keys))
        }

        var size: Size { terminal.size }
        var wakeUp: WakeUp { terminal.wakeUp }
        func present(_ screen: Screen) { frames.append(screen) }
        func nextEvent(timeoutMilliseconds: Int?, workPending: Bool) -> TerminalEvent {
            terminal.nextEvent(timeoutMilliseconds: timeoutMilliseconds, workPending: workPending)
        }
        func suspend(while body: () throws -> Void) rethrows { try body() }
    }

    private func run(keys: String, startTab: TabID = .todos, opensAtStart: Bool = true, spy: OpeningSpy,
                     open: (@Sendable () -> NewsSource.Opened)? = nil) throws -> [Screen] {
        var dependencies = AppDependencies(store: try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")]),
                                           clock: Fixtures.clock, timeZone: Fixtures.utc)
        let folder = folder
        dependencies.news = NewsSource(opensAtStart: opensAtStart) {
            spy.record()
            if let open { return open() }
            do {
                return .library(try NewsFixtures.library(in: folder, feeds: [NewsFixtures.FeedSpec(
                    url: "https://alpha.example/feed", title: "Alpha", items: NewsFixtures.numberedItems(3))]))
            } catch {
                return .unavailable("\(error)")
            }
        }
        dependencies.startTab = startTab
        let recorder = try FrameRecorder(keys: keys)
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: recorder.wakeUp)
        #expect(EventLoop.run(shell, on: recorder) == .endOfInput)
        return recorder.frames
    }

    @Test("the first frame shows the to-dos before the news is open; the News badge follows")
    func firstFrameFirst() throws {
        let spy = OpeningSpy()
        let frames = try run(keys: "", spy: spy)
        let first = try #require(frames.first)
        let last = try #require(frames.last)
        #expect(first.textLines[0].hasPrefix(" Adder  1 To-dos   2 News   "))
        #expect(first.textLines.contains { $0.contains("Buy milk") })
        #expect(last.textLines[0].hasPrefix(" Adder  1 To-dos   2 News 3 "))
        #expect(spy.count == 1)
    }

    @Test("with no cache yet, the To-dos tab never opens the news; the News tab opens it when it first shows")
    func notUntilTheTabShows() throws {
        let spy = OpeningSpy()
        let frames = try run(keys: "jkx", opensAtStart: false, spy: spy)
        #expect(spy.count == 0)
        #expect(try #require(frames.last).textLines[0].hasPrefix(" Adder  1 To-dos   2 News   "))
        _ = try run(keys: "2", opensAtStart: false, spy: spy)
        #expect(spy.count == 1)
    }

    @Test("a start on the News tab says the cache is opening, then shows the feeds")
    func startOnNews() throws {
        let spy = OpeningSpy()
        let frames = try run(keys: "", startTab: .news, opensAtStart: false, spy: spy)
        assertSnapshot(of: try #require(frames.first), as: .screen)
        #expect(try #require(frames.last).textLines.contains { $0.contains("Alpha") })
    }

    @Test("the news side is opened once, however often the tab shows")
    func once() throws {
        let spy = OpeningSpy()
        let frames = try run(keys: "2121", opensAtStart: false, spy: spy)
        #expect(spy.count == 1)
        #expect(frames.count >= 2)
    }

    @Test("a cache that cannot be opened shows its sentence on the tab, and the to-dos stay")
    func unavailable() throws {
        let spy = OpeningSpy()
        let frames = try run(keys: "21", spy: spy, open: { .unavailable("news.sqlite is not a database.") })
        #expect(spy.count == 1)
        #expect(frames.contains { frame in frame.textLines.contains { $0.contains("news.sqlite is not a database.") } })
        #expect(try #require(frames.last).textLines.contains { $0.contains("Buy milk") })
    }

    @Test("a due auto-refresh opens the news side in the background first, then refreshes")
    func autoRefreshOpensFirst() throws {
        let work = BackgroundWork()
        let folder = folder
        let slot = NewsSessionSlot(source: NewsSource(opensAtStart: false) {
            do { return .library(try NewsFixtures.library(in: folder, feeds: [])) } catch { return .unavailable("\(error)") }
        }, work: work)
        #expect(slot.startRefresh() == false)
        #expect(slot.isOpening)
        Self.settle(work)
        #expect(slot.openedSession != nil)
        #expect(slot.startRefresh() == true)
        Self.settle(work)
    }

    @Test("a due auto-refresh with a cache that cannot be opened gives up until the next interval")
    func autoRefreshUnavailable() {
        let work = BackgroundWork()
        let slot = NewsSessionSlot(source: NewsSource(opensAtStart: false) { .unavailable("news.sqlite is not a database.") }, work: work)
        #expect(slot.startRefresh() == false)
        Self.settle(work)
        #expect(slot.problem == "news.sqlite is not a database.")
        #expect(slot.startRefresh() == true)
    }

    /// Delivers background work until none is left, as the loop would.
    private static func settle(_ work: BackgroundWork) {
        while work.hasPendingWork {
            _ = work.wakeUp.wait(timeoutMilliseconds: 10_000)
            work.deliverPosted()
        }
    }
}
