@testable import App
import Basics
import Entities
import Foundation
import Terminal
import TestSupport
import Testing

/// Issue 32: the News panes word times by the clock ("06:00" today, "Jan 02" after), and word
/// them again when the clock moves: on the loop's idle tick, an event, never while drawing.
@MainActor
@Suite struct NewsClockTests {
    let folder = TemporaryDirectory("adder-news-clock")

    @Test("a day later, the idle tick words the articles' times and the reader's date again")
    func timesFollowTheClock() throws {
        let clock = TodoSyncStatusTests.MovingClock()
        var dependencies = AppDependencies(store: try Fixtures.store(in: folder), clock: clock, timeZone: Fixtures.utc)
        dependencies.news = .library(try NewsFixtures.library(in: folder, feeds: [
            NewsFixtures.FeedSpec(url: "https://news.example/feed.xml", title: "News", items: [
                NewsFixtures.item("early", "Early news", hoursAgo: 3),
            ]),
        ]))
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: WakeUp())
        let size = Size(columns: 120, rows: 14)
        func screen() -> String { shell.render(size: size).textLines.joined(separator: "\n") }
        shell.handle(.character("2"))
        while shell.work.hasPendingWork {
            _ = shell.work.wakeUp.wait(timeoutMilliseconds: 10_000)
            shell.work.deliverPosted()
        }
        shell.handle(.enter)
        shell.handle(.enter)
        #expect(screen().contains("▸  06:00    News"), "\(screen())")
        #expect(screen().contains("2026-01-02 06:00 (today)"), "\(screen())")

        clock.advance(86_400)
        #expect(screen().contains("▸  06:00    News"), "drawing alone changes nothing")
        shell.idle()
        #expect(screen().contains("▸  Jan 02   News"), "the row's time became its date: \(screen())")
        #expect(screen().contains("(yesterday)"), "\(screen())")
    }
}
