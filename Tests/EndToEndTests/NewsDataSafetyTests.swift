import Foundation
import Testing
import TestSupport

/// What `adder` keeps of the user's news: starred articles through an unsubscribe, and a damaged
/// cache byte for byte (issue 17).
@Suite struct NewsDataSafetyTests {
    typealias JSON = TodoCommandTests.JSON

    private func run(_ arguments: [String], home: TemporaryDirectory) async throws -> TodoCommandTests.Outcome {
        try await TodoCommandTests.adder(arguments, home: home, environment: [:])
    }

    @Test func feedsRmKeepsStarredArticlesAndASecondSubscriptionGetsThemBackOnce() async throws {
        let (home, server) = try NewsCommandTests.subscribedHome()
        let rss = server.url("/news.rss").absoluteString
        _ = try await run(["news", "refresh"], home: home)
        let articles = try await NewsCommandTests.json(["news", "list", "--json", "--feed", rss], home: home)
        let first = try #require(articles.first { $0["title"] == "First" })
        guard case .number(let id) = first["id"] else { throw TodoCommandTests.Failure(description: "no id in \(first)") }
        _ = try await TodoCommandTests.succeed(["news", "star", String(Int(id))], home: home)

        let removed = try await run(["feeds", "rm", rss], home: home)
        #expect(removed == .init(status: 0, output: "Unsubscribed from \(rss); its starred article stays under Starred.\n", errors: ""))
        let feeds = try await NewsCommandTests.json(["feeds", "list", "--json"], home: home)
        #expect(!feeds.contains { $0["url"] == .string(rss) })
        let starred = try await NewsCommandTests.json(["news", "list", "--starred", "--json"], home: home)
        #expect(starred.map { $0["title"] } == ["First"])
        #expect(starred.first?["feed"] == .string(rss))
        let lines = try await TodoCommandTests.succeed(["news", "list", "--starred"], home: home)
        #expect(lines.contains("Local news  First"), "the line names the feed: \(lines)")
        let all = try await NewsCommandTests.titles([], home: home)
        #expect(all == ["Fourth", "Third \u{1B}[31mred", "First"], "the unstarred articles went with the feed")

        _ = try await TodoCommandTests.succeed(["feeds", "add", rss], home: home)
        let again = try await run(["news", "refresh", rss], home: home)
        #expect(again.output == "1 feed: 1 updated (2 new articles), 0 unchanged, 0 failed.\n", "fetched whole again, not as unchanged")
        let back = try await NewsCommandTests.json(["news", "list", "--json", "--feed", rss], home: home)
        #expect(back.map { $0["title"] } == ["Fifth", "Second", "First"])
        #expect(back.map { $0["starred"] } == [false, false, true])
    }

    @Test func aDamagedCacheIsNeverWrittenByListOrRefresh() async throws {
        let (home, server) = try NewsCommandTests.subscribedHome()
        defer { server.stop() }
        let cache = home.file("news.sqlite")
        do {
            // Three feeds with enough articles that the damage lands past the schema's pages.
            let items = NewsFixtures.numberedItems(60)
            _ = try NewsFixtures.library(in: home, feeds: ["a", "b", "c"].map {
                NewsFixtures.FeedSpec(url: "https://\($0).example/feed", title: $0, items: items)
            })
        }
        #expect(!FileManager.default.fileExists(atPath: cache.path + "-wal"))
        var bytes = try Data(contentsOf: cache)
        for index in stride(from: 8192, to: bytes.count, by: 7) { bytes[index] = ~bytes[index] }
        try bytes.write(to: cache)

        for arguments in [["news", "list"], ["news", "refresh"], ["feeds", "list"]] {
            let outcome = try await run(arguments, home: home)
            #expect(outcome.status == 1)
            #expect(outcome.errors == "adder: The news cache \(cache.path) cannot be read (SQLite's check finds it damaged); it was left as it is, run `adder news rebuild` to set it aside and start a fresh one.\n",
                    "\(arguments)")
            #expect(try Data(contentsOf: cache) == bytes, "\(arguments) changed the file")
            #expect(!FileManager.default.fileExists(atPath: cache.path + "-wal"), "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: cache.path + "-shm"), "\(arguments)")
        }
    }

    /// Commands that only read open the cache read-only: the file, its times and its stamp stay as
    /// the refresh left them (issue 28).
    @Test func listingAndSearchingWriteNothingToTheCache() async throws {
        let (home, server) = try NewsCommandTests.subscribedHome()
        defer { server.stop() }
        _ = try await run(["news", "refresh"], home: home)
        let cache = home.file("news.sqlite")
        let attributes = { try FileManager.default.attributesOfItem(atPath: cache.path) }
        let (bytes, before, stamp) = (try Data(contentsOf: cache), try attributes(), try Data(contentsOf: home.file("news.sqlite.stamp")))
        for arguments in [["news", "list"], ["feeds", "list"], ["news", "list", "--search", "first"], ["news", "list", "--json"]] {
            let outcome = try await run(arguments, home: home)
            #expect(!outcome.output.isEmpty, "\(arguments)")
            #expect(try Data(contentsOf: cache) == bytes, "\(arguments)")
            #expect(try attributes()[.modificationDate] as? Date == before[.modificationDate] as? Date, "\(arguments)")
            #expect(try Data(contentsOf: home.file("news.sqlite.stamp")) == stamp, "\(arguments)")
        }
    }
}
