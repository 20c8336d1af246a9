@testable import App
import Entities
import Foundation
import News
import SnapshotTesting
import Terminal
import TestSupport
import Testing

/// Query feeds through the whole app on a real cache and feeds file in a temporary folder.
/// Golden files: __Snapshots__/QueryFeedSnapshotTests/.
@MainActor
@Suite("Query feed screens")
struct QueryFeedSnapshotTests {
    let folder = TemporaryDirectory("adder-query-screens")

    /// NewsSnapshotTests' feeds, and query feed lines after them (`extra` lines too).
    private func news(_ extra: [String] = []) throws -> NewsSource {
        let library = try NewsFixtures.library(in: folder, feeds: NewsSnapshotTests.feeds,
                                               read: ["Swift 6.3 released", "Mayor opens the new library"],
                                               starred: ["Night trains return to the coast line"])
        var list = try library.subscriptionFile.load()
        try list.add(query: QueryFeed(title: "Storms", expression: #"title =~ "storm""#, tags: ["weather"]))
        try list.add(query: QueryFeed(title: "Unread news", expression: #"unread = "yes" and tags # "news""#))
        try list.add(query: QueryFeed(title: "By nobody", expression: #"author = "Nobody""#))
        let text = list.text + extra.map { $0 + "\n" }.joined()
        try Data(text.utf8).write(to: library.subscriptionFile.url)
        return .library(library)
    }

    private func screen(_ news: NewsSource, keys: String, size: Size = NewsSnapshotTests.wide) throws -> Screen {
        try NewsSnapshotTests.screen(news, keys: keys, size: size, in: folder)
    }

    @Test func queryFeedsInTheFeedsPane() throws {
        assertSnapshot(of: try screen(news(), keys: "2jj"), as: .screen)
    }

    @Test func aQueryFeedOpened() throws {
        assertSnapshot(of: try screen(news(), keys: "2jjj<Enter>"), as: .screen)
    }

    @Test func anEmptyQueryFeed() throws {
        assertSnapshot(of: try screen(news(), keys: "2jjjj"), as: .screen)
    }

    @Test func theSaveSearchPrompt() throws {
        assertSnapshot(of: try screen(news(), keys: "2/storm<Enter>F"), as: .screen)
    }

    @Test func aSavedSearchIsAQueryFeed() throws {
        assertSnapshot(of: try screen(news(), keys: "2/storm<Enter>FStorm words<Enter>"), as: .screen)
        let list = try SubscriptionFile(url: NewsFixtures.paths(in: folder).feedsFile).load()
        #expect(list.queryFeeds.last == QueryFeed(title: "Storm words", expression: #"(title =~ "storm" or content =~ "storm")"#))
    }

    /// m and s in a query feed's list act on the article itself: its feed's count follows.
    @Test func marksInAQueryFeed() throws {
        assertSnapshot(of: try screen(news(), keys: "2jj<Enter>ms"), as: .screen)
    }

    /// The frame's status bar names a temporary folder, so the sentence is checked as text.
    @Test func aBadQueryLineIsNamedWithItsLineAndColumn() throws {
        let screen = try screen(news([#""query:Broken:title =~ \"(\"""#]), keys: "2", size: Size(columns: 300, rows: 24))
        let status = try #require(screen.textLines.last)
        #expect(status.contains("feeds, line 7, column 24: in the query feed “Broken”, “(” is not a regular expression"), "\(status)")
        #expect(screen.textLines.joined().contains("Storms"))
    }
}
