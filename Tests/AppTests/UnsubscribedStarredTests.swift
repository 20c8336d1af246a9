@testable import App
import Foundation
import News
import Terminal
import TestSupport
import Testing

/// Issue 17: a feed unsubscribed on the command line keeps its starred articles, and the News
/// tab's Starred list still shows them with the feed's name.
@MainActor
@Suite("Starred articles of an unsubscribed feed on the News tab")
struct UnsubscribedStarredTests {
    let folder = TemporaryDirectory("adder-news-unsubscribed")

    @Test("the Starred list shows the article and its feed's name; the feed is no longer listed")
    func starredListNamesTheGoneFeed() throws {
        let library = try NewsFixtures.library(in: folder, feeds: [
            NewsFixtures.FeedSpec(url: "https://kept.example/feed", title: "Kept Courier", items: [NewsFixtures.item("k1", "Still here", hoursAgo: 1)]),
            NewsFixtures.FeedSpec(url: "https://gone.example/feed", title: "Gone Gazette", items: [
                NewsFixtures.item("g1", "Worth keeping", hoursAgo: 2), NewsFixtures.item("g2", "Not starred", hoursAgo: 3),
            ]),
        ], starred: ["Worth keeping"])
        var list = try library.subscriptionFile.load()
        try list.remove(url: "https://gone.example/feed")
        try library.subscriptionFile.save(list)
        try library.syncedFeeds()

        var dependencies = AppDependencies(store: try Fixtures.store(in: folder, todos: []), clock: Fixtures.clock, timeZone: Fixtures.utc)
        dependencies.news = .library(library)
        let terminal = InMemoryTerminal(size: Size(columns: 120, rows: 20), keys: try KeyNotation.parse("2j"))
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: terminal.wakeUp)
        #expect(EventLoop.run(shell, on: terminal) == .endOfInput)
        let text = try #require(terminal.lastFrame).textLines.joined(separator: "\n")
        #expect(text.contains("Worth keeping"), "\(text)")
        #expect(text.contains("Gone Gazette"), "\(text)")
        #expect(!text.contains("Not starred"), "\(text)")
        #expect(text.components(separatedBy: "Gone Gazette").count == 2, "named on the article's row only, not in the feed list: \(text)")
    }
}
