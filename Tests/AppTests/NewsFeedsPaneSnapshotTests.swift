@testable import App
@testable import Settings
import Basics
import Entities
import Foundation
import News
import SnapshotTesting
import Terminal
import Testing
import TestSupport

/// Issue 22, items 2, 3 and 8 on screen, through the whole app (AppBuilder) on a real cache:
/// the tag picker, the feeds of one tag with the tag in the tab bar, what is read hidden, the
/// add-a-feed prompt, and the sentence after the feeds file was edited with a bad line.
/// Golden files: __Snapshots__/NewsFeedsPaneSnapshotTests/.
@MainActor
@Suite("News screens: tags, hiding what is read, subscribing")
struct NewsFeedsPaneSnapshotTests {
    let folder = TemporaryDirectory("adder-feeds-pane-screens")
    static let size = Size(columns: 120, rows: 16)

    /// Swift Blog has nothing unread; Gone Gazette failed its last fetch.
    private func library() throws -> NewsLibrary {
        try NewsFixtures.library(in: folder, feeds: NewsSnapshotTests.feeds,
                                 read: ["Swift 6.3 released", "Strict concurrency in practice", "Mayor opens the new library"])
    }

    private func screen(_ library: NewsLibrary, keys: String, visibility: NewsReadVisibility = NewsReadVisibility(),
                        editor: (any FileEditing)? = nil, size: Size = NewsFeedsPaneSnapshotTests.size) throws -> Screen {
        var dependencies = AppDependencies(store: try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")]),
                                           clock: Fixtures.clock, timeZone: Fixtures.utc)
        dependencies.news = .library(library)
        dependencies.newsReadVisibility = visibility
        dependencies.feedsFileEditor = editor
        let terminal = InMemoryTerminal(size: size, keys: try KeyNotation.parse(keys))
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: terminal.wakeUp)
        #expect(EventLoop.run(shell, on: terminal) == .endOfInput)
        return try #require(terminal.lastFrame)
    }

    @Test func tagPicker() throws {
        assertSnapshot(of: try screen(library(), keys: "2t"), as: .screen)
    }

    @Test func feedsOfOneTagWithTheTagInTheTabBar() throws {
        assertSnapshot(of: try screen(library(), keys: "2tj<Enter>"), as: .screen)
    }

    @Test func readFeedsHiddenByKey() throws {
        assertSnapshot(of: try screen(library(), keys: "2H"), as: .screen)
    }

    @Test func readFeedsAndArticlesHiddenFromTheConfig() throws {
        let hidden = NewsReadVisibility(showsReadFeeds: false, showsReadArticles: false)
        assertSnapshot(of: try screen(library(), keys: "2jj", visibility: hidden), as: .screen)
    }

    @Test func addAFeedPrompt() throws {
        assertSnapshot(of: try screen(library(), keys: "2ahttps://new.example/feed.xml tech"), as: .screen)
    }

    /// The feeds file lies at a fixed path here, so the sentence that names it is the same on every run.
    @Test func editorReturnsWithABadLine() throws {
        _ = try library()  // the cache, filled; the feeds file moves to a fixed folder
        let config = URL(fileURLWithPath: "/tmp/adder-snapshot-feeds-pane", isDirectory: true)
        try? FileManager.default.removeItem(at: config)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: config) }
        let paths = AdderPaths(dataDirectory: folder.url, configDirectory: config)
        try FileManager.default.copyItem(at: NewsFixtures.paths(in: folder).feedsFile, to: paths.feedsFile)
        let moved = try NewsLibrary(paths: paths, clock: Fixtures.clock)
        let editor = FileEditorStub()
        editor.newText = "https://planet.example/feed news\nnot a url\n"
        assertSnapshot(of: try screen(moved, keys: "2E", editor: editor, size: Size(columns: 160, rows: 12)), as: .screen)
        #expect(try String(contentsOf: paths.feedsFile, encoding: .utf8) == "https://planet.example/feed news\nnot a url\n")
    }
}
