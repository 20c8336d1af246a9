import Basics
import Entities
import Foundation
import News
import Synchronization
import TestSupport
import Testing

/// A refresh into an empty cache writes its articles without the indexes ordered by date and
/// builds them once at its end (NewsCache's `DateIndexes`); a refresh into a cache that holds
/// articles keeps them throughout. Against feeds served on 127.0.0.1.
@Suite(.onOwnThreads) struct ColdRefreshIndexesTests {
    let folder = TemporaryDirectory("adder-cold-refresh")

    /// The date indexes the cache file holds now, read by another program (python's sqlite3).
    func dateIndexes(of cache: URL) throws -> String {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import sqlite3, sys
            db = sqlite3.connect("file:" + sys.argv[1] + "?mode=ro", uri=True)
            names = db.execute("SELECT name FROM sqlite_master WHERE name IN ('article_newest', 'article_unread_newest')")
            print(" ".join(sorted(name for (name,) in names)))
            """, cache.path]
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func aRefreshIntoAnEmptyCacheBuildsTheDateIndexesAtItsEnd() async throws {
        let root = folder.file("served")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for feed in 0..<4 {
            let items = (0..<20).map { index in
                let date = Fixtures.now.addingTimeInterval(Double(-(index * 4 + feed)) * 3600)
                return "<item><guid>\(feed)-\(index)</guid><title>Feed \(feed) item \(index)</title>"
                    + "<pubDate>\(date.formatted(.iso8601))</pubDate></item>"
            }
            try Data(("<rss version=\"2.0\"><channel><title>F\(feed)</title>" + items.joined() + "</channel></rss>").utf8)
                .write(to: root.appendingPathComponent("\(feed).xml"))
        }
        let server = try LoopbackFeedServer(root: root)
        defer { server.stop() }
        let paths = NewsFixtures.paths(in: folder)
        try Data((0..<4).map { server.url("/\($0).xml").absoluteString + "\n" }.joined().utf8).write(to: paths.feedsFile)
        let library = try NewsLibrary(paths: paths, clock: Fixtures.clock,
                                      settings: NewsSettings(parallelism: 1, timeout: .seconds(20), articlesKeptPerFeed: 100))
        let cacheFile = library.cache.url
        let seen = Mutex<[String]>([])
        let progress: @Sendable (RefreshProgress) -> Void = { step in
            guard step.done == 2 else { return }
            let indexes = (try? dateIndexes(of: cacheFile)) ?? "unread"
            seen.withLock { $0.append(indexes) }
        }

        _ = try await library.refresh(progress: progress)
        #expect(seen.withLock { $0 } == [""], "half-way through the first refresh, the date indexes are set aside")
        #expect(try dateIndexes(of: cacheFile) == "article_newest article_unread_newest")
        let newest = try library.cache.articles(ArticleQuery(unreadOnly: true), offset: 0, limit: 5).map(\.title)
        #expect(newest == ["Feed 0 item 0", "Feed 1 item 0", "Feed 2 item 0", "Feed 3 item 0", "Feed 0 item 1"])

        seen.withLock { $0.removeAll() }
        _ = try await library.refresh(progress: progress)
        #expect(seen.withLock { $0 } == ["article_newest article_unread_newest"], "a cache with articles keeps them")
    }
}
