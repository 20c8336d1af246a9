@testable import App
import Entities
import Foundation
import News
import SnapshotTesting
import Terminal
import TestSupport
import Testing

/// The News tab's screens, rendered through the whole app (AppBuilder) on a real cache in a
/// temporary folder: text plus each cell's style role. Golden files: __Snapshots__/NewsSnapshotTests/.
@MainActor
@Suite("News screens")
struct NewsSnapshotTests {
    let folder = TemporaryDirectory("adder-news-screens")
    static let wide = Size(columns: 120, rows: 24)
    static let narrow = Size(columns: 70, rows: 20)

    static let storm = """
        <p>A storm rolled in from the bay on Friday morning, closing the harbour bridge and cutting power to \
        the eastern districts for most of the day.</p>
        <p>The weather office had warned of <em>strong gusts</em> since Wednesday, but the speed of the front \
        surprised forecasters, who called it <strong>the fastest of the decade</strong>.</p>
        <ul><li>Schools close at noon.</li><li>Trains run every thirty minutes.</li></ul>
        <blockquote><p>We have never seen the water this high in January.</p></blockquote>
        <p>Crews expect to restore power by the evening. Read <a href="https://example.com/forecast">the forecast</a> \
        for the weekend.</p>
        <p>The mayor asked residents to stay indoors, keep their phones charged, and check on neighbours who \
        live alone.</p>
        <pre>wind: 110 km/h
        rain: 42 mm</pre>
        <p>More updates will follow through the night.</p>
        """

    static let feeds = [
        NewsFixtures.FeedSpec(url: "https://planet.example/feed", title: "Daily Planet", tags: ["news"], items: [
            NewsFixtures.item("storm", "Storm over Metropolis closes the harbour bridge", hoursAgo: 1, html: storm, author: "Lois Lane"),
            NewsFixtures.item("mayor", "Mayor opens the new library", hoursAgo: 5),
            NewsFixtures.item("train", "Night trains return to the coast line", hoursAgo: 26),
            NewsFixtures.item("museum", "The museum's winter storm exhibition", hoursAgo: 60),
        ]),
        NewsFixtures.FeedSpec(url: "https://swift.example/feed.xml", title: "Swift Blog", tags: ["dev", "swift"], items: [
            NewsFixtures.item("s63", "Swift 6.3 released", hoursAgo: 3),
            NewsFixtures.item("s62", "Strict concurrency in practice", hoursAgo: 80),
        ]),
        NewsFixtures.FeedSpec(url: "https://gone.example/rss", title: "Gone Gazette", items: [
            NewsFixtures.item("gone", "The last article before the move", hoursAgo: 300),
        ], failure: "HTTP 404 Not Found"),
    ]

    private func screen(_ news: NewsSource?, keys: String, size: Size = wide) throws -> Screen {
        try Self.screen(news, keys: keys, size: size, in: folder)
    }

    /// The last frame of the whole app after `keys`, with `news` and one to-do in `folder`.
    static func screen(_ news: NewsSource?, keys: String, size: Size, in folder: TemporaryDirectory) throws -> Screen {
        var dependencies = AppDependencies(store: try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")]),
                                           clock: Fixtures.clock, timeZone: Fixtures.utc)
        dependencies.news = news
        let terminal = InMemoryTerminal(size: size, keys: try KeyNotation.parse(keys))
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: terminal.wakeUp)
        #expect(EventLoop.run(shell, on: terminal) == .endOfInput)
        return try #require(terminal.lastFrame)
    }

    private func news() throws -> NewsSource {
        .library(try NewsFixtures.library(in: folder, feeds: Self.feeds, read: ["Swift 6.3 released", "Mayor opens the new library"],
                                          starred: ["Night trains return to the coast line"]))
    }

    /// Reproduced before: the reader's n past the last unread article said nothing.
    @Test("n in the reader past the last unread article says so in the status bar")
    func readerSaysNoMoreUnread() throws {
        let screen = try screen(news(), keys: "2jj<Enter><Enter>nnnnnnnn")
        #expect(screen.textLines.last?.contains("No more unread articles.") == true, "\(screen.textLines.last ?? "")")
    }

    @Test func readerLinks() throws {
        assertSnapshot(of: try screen(news(), keys: "2jj<Enter><Enter>L"), as: .screen)
    }

    /// Issue 19, item 7: the opened article stays in "All unread", under the highlight, while the
    /// reader shows it (it used to leave, and the highlight moved to the next article).
    @Test func readingInAllUnreadKeepsTheRow() throws {
        assertSnapshot(of: try screen(news(), keys: "2<Enter>jj<Enter>"), as: .screen)
    }

    @Test func feedsWide() throws {
        assertSnapshot(of: try screen(news(), keys: "2"), as: .screen)
    }

    @Test func feedsNarrow() throws {
        assertSnapshot(of: try screen(news(), keys: "2", size: Self.narrow), as: .screen)
    }

    @Test func feedWithAnErrorSelected() throws {
        assertSnapshot(of: try screen(news(), keys: "2G"), as: .screen)
    }

    @Test func articlesFocused() throws {
        assertSnapshot(of: try screen(news(), keys: "2jj<Enter>j"), as: .screen)
    }

    @Test func readerWide() throws {
        assertSnapshot(of: try screen(news(), keys: "2jj<Enter><Enter>"), as: .screen)
    }

    @Test func readerNarrow() throws {
        assertSnapshot(of: try screen(news(), keys: "2jj<Enter><Enter>", size: Self.narrow), as: .screen)
    }

    @Test func readerScrolled() throws {
        assertSnapshot(of: try screen(news(), keys: "2jj<Enter><Enter><Space>j"), as: .screen)
    }

    @Test func readerBackToArticles() throws {
        assertSnapshot(of: try screen(news(), keys: "2jj<Enter><Enter>q", size: Self.narrow), as: .screen)
    }

    /// A table (laid out as columns when they fit the reader, else one "header: value" line per
    /// cell), an image without alt text (numbered like a link) and a tab in preformatted text.
    static let weather = """
        <p>Rain and wind across the region today.</p>
        <table><thead><tr><th>City</th><th>Rainfall</th><th>Wind</th><th>Outlook</th></tr></thead>
        <tr><td>Metropolis</td><td>42 mm</td><td>110 km/h</td><td>thunderstorms until the evening</td></tr>
        <tr><td>Gotham</td><td>12 mm</td><td>60 km/h</td><td>showers</td></tr></table>
        <p><img src="/radar.png"></p>
        <pre>day\twind\nfriday\t110</pre>
        """

    private func weatherNews() throws -> NewsSource {
        .library(try NewsFixtures.library(in: folder, feeds: [NewsFixtures.FeedSpec(url: "https://planet.example/feed", title: "Daily Planet",
            items: [NewsFixtures.item("weather", "Rain and wind", hoursAgo: 2, html: Self.weather)])]))
    }

    @Test func readerTableInColumns() throws {
        assertSnapshot(of: try screen(weatherNews(), keys: "2jj<Enter><Enter>", size: Size(columns: 120, rows: 28)), as: .screen)
    }

    @Test func readerTableTooNarrowForColumns() throws {
        assertSnapshot(of: try screen(weatherNews(), keys: "2jj<Enter><Enter>", size: Size(columns: 40, rows: 36)), as: .screen)
    }

    /// The frame is the one `feedsWide` records but for its status bar, which holds a temporary
    /// folder's path here (so it is checked as text, not recorded).
    @Test("a feeds file with a line Adder cannot read: the other feeds show as ever, the status bar names the line")
    func feedsFileWithABadLine() throws {
        let news = try news()
        let feedsFile = NewsFixtures.paths(in: folder).feedsFile
        let text = try String(contentsOf: feedsFile, encoding: .utf8)
        try (text + "planet.example/rss\n").write(to: feedsFile, atomically: true, encoding: .utf8)
        let lines = try screen(news, keys: "2").textLines
        let golden = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/NewsSnapshotTests/feedsWide.1.txt"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.dropLast()) == Array(golden.prefix(lines.count - 1)))
        let status = lines.last ?? ""
        #expect(status.hasPrefix(" \(feedsFile.path), line 4: “planet.example/rss”"), "cut at 120 columns: \(status)")
        #expect(status.contains("… Ctrl-G read all"), "the key that shows it whole: \(status)")
    }

    @Test func searchResults() throws {
        assertSnapshot(of: try screen(news(), keys: "2/storm<Enter>"), as: .screen)
    }

    @Test func searchPromptOpen() throws {
        assertSnapshot(of: try screen(news(), keys: "2/sto"), as: .screen)
    }

    @Test func allRead() throws {
        assertSnapshot(of: try screen(news(), keys: "2MM"), as: .screen)  // All unread spans feeds: M asks, M again marks
    }

    @Test func todosTabWithTheUnreadBadge() throws {
        assertSnapshot(of: try screen(news(), keys: ""), as: .screen)
    }

    @Test func noFeedsYet() throws {
        let empty = try NewsFixtures.library(in: folder, feeds: [])
        assertSnapshot(of: try screen(.library(empty), keys: "2"), as: .screen)
    }

    static let unreadable = "The news cache /home/ada/.local/share/adder/news.sqlite cannot be read (file is not a database); "
        + "it was left as it is, run `adder news rebuild` to set it aside and start a fresh one."

    @Test func cacheUnavailable() throws {
        assertSnapshot(of: try screen(.unavailable(Self.unreadable), keys: "2"), as: .screen)
    }

    @Test func cacheUnavailableNarrow() throws {
        assertSnapshot(of: try screen(.unavailable(Self.unreadable), keys: "2", size: Self.narrow), as: .screen)
    }

    @Test func cacheUnavailableTodosStillWork() throws {
        assertSnapshot(of: try screen(.unavailable(Self.unreadable), keys: "21xaBuy bread<Enter>"), as: .screen)
    }

    @Test("with no cache, a search is refused instead of opening a list there is nothing to read from")
    func cacheUnavailableSearch() throws {
        assertSnapshot(of: try screen(.unavailable(Self.unreadable), keys: "2/"), as: .screen)
    }

    @Test func helpShowsTheNewsSections() throws {
        assertSnapshot(of: try screen(news(), keys: "2?G", size: Size(columns: 100, rows: 60)), as: .screen)
    }
}
