@testable import App
import Foundation
import News
import Terminal
import TestSupport
import Testing

/// The TUI's way of opening the news side, on a cache damaged past its schema (issue 17): the
/// News tab says so in one sentence naming the file, and the file is not written.
@MainActor
@Suite("Opening a damaged news cache from the TUI")
struct DamagedNewsCacheOpeningTests {
    let folder = TemporaryDirectory("adder-news-damaged")

    @Test("the News tab shows the sentence, the to-dos stay, and news.sqlite stays byte for byte as it was")
    func damagedCacheIsLeftAlone() throws {
        do {
            let items = NewsFixtures.numberedItems(60)
            _ = try NewsFixtures.library(in: folder, feeds: ["a", "b", "c"].map {
                NewsFixtures.FeedSpec(url: "https://\($0).example/feed", title: $0, items: items)
            })
        }
        let cache = NewsFixtures.paths(in: folder).newsCacheFile
        var bytes = try Data(contentsOf: cache)
        for index in stride(from: 8192, to: bytes.count, by: 7) { bytes[index] = ~bytes[index] }
        try bytes.write(to: cache)

        var dependencies = AppDependencies(store: try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")]),
                                           clock: Fixtures.clock, timeZone: Fixtures.utc)
        let paths = NewsFixtures.paths(in: folder)
        dependencies.news = NewsSource(opensAtStart: true) {
            do {
                return .library(try NewsLibrary(paths: paths, clock: Fixtures.clock))
            } catch {
                return .unavailable("\(error)")
            }
        }
        let recorder = try NewsOpeningTests.FrameRecorder(keys: "2")
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: recorder.wakeUp)
        #expect(EventLoop.run(shell, on: recorder) == .endOfInput)

        let shown = try #require(recorder.frames.last).textLines.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }
            .joined(separator: " ")
        #expect(shown.contains("cannot be read (SQLite's check finds it damaged)"), "\(shown)")
        #expect(try Data(contentsOf: cache) == bytes)
        #expect(!FileManager.default.fileExists(atPath: cache.path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: cache.path + "-shm"))
    }
}
