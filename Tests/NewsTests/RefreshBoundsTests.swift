import Basics
import Entities
import Foundation
import News
import TestSupport
import Testing

/// A refresh passes `items-per-fetch` and `unread-kept-per-feed` on: against a feed served on
/// 127.0.0.1 whose guids change at every fetch, as the attack feed's did.
@Suite(.onOwnThreads) struct RefreshBoundsTests {
    let folder = TemporaryDirectory("adder-refresh-bounds")

    /// 30 items, the newest (by date) in the middle of the file, guids tagged with `fetch`.
    private func writeFeed(fetch: Int, to file: URL) throws {
        let items = (0..<30).map { index in
            let hoursAgo = (index * 7) % 30 + fetch * 100 * -1 + 1000
            let date = Fixtures.now.addingTimeInterval(Double(-hoursAgo) * 3600)
            return "<item><guid>f\(fetch)-\(index)</guid><title>fetch \(fetch) item \(index)</title>"
                + "<pubDate>\(date.formatted(.iso8601))</pubDate></item>"
        }
        try Data(("<rss version=\"2.0\"><channel><title>Bounded</title>" + items.joined() + "</channel></rss>").utf8).write(to: file)
    }

    @Test("each fetch keeps its newest items, and the feed its newest unread ones")
    func refreshesStayBounded() async throws {
        let root = folder.file("served")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let server = try LoopbackFeedServer(root: root)
        defer { server.stop() }
        let paths = NewsFixtures.paths(in: folder)
        try Data((server.url("/feed.xml").absoluteString + "\n").utf8).write(to: paths.feedsFile)
        var settings = NewsSettings(parallelism: 2, timeout: .seconds(20), articlesKeptPerFeed: 100)
        settings.itemsPerFetch = 10
        settings.unreadKeptPerFeed = 15
        let library = try NewsLibrary(paths: paths, clock: Fixtures.clock, settings: settings)

        try writeFeed(fetch: 0, to: root.appendingPathComponent("feed.xml"))
        _ = try await library.refresh()
        let first = try library.cache.articles(ArticleQuery(), offset: 0, limit: 100)
        // The ten newest of the file are those with the smallest (index * 7) % 30.
        let newest = (0..<30).sorted { ($0 * 7) % 30 < ($1 * 7) % 30 }.prefix(10).map { "fetch 0 item \($0)" }
        #expect(Set(first.map(\.title)) == Set(newest))

        let starred = try #require(first.last)
        try library.cache.setStarred([starred.id], true)
        for fetch in 1...3 {
            try writeFeed(fetch: fetch, to: root.appendingPathComponent("feed.xml"))
            _ = try await library.refresh()
        }
        let unread = try library.cache.articles(ArticleQuery(unreadOnly: true), offset: 0, limit: 100)
        #expect(unread.count == 16, "15 kept, and the starred one")
        #expect(unread.filter { $0.title.hasPrefix("fetch 3 ") }.count == 10)
        #expect(unread.filter { $0.title.hasPrefix("fetch 2 ") }.count == 5)
        #expect(unread.contains { $0.id == starred.id })
    }
}
