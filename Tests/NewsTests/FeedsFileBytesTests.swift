import Basics
import Entities
import Foundation
import News
import TestSupport
import Testing

/// Bytes in the feeds file that no URL holds (issue 33, item 5): the line is named, its neighbours
/// still work, and the cache keeps working command after command.
@Suite(.onOwnThreads) struct FeedsFileBytesTests {
    let folder = TemporaryDirectory("adder-feeds-file-bytes")

    @Test func aNULInAURLIsABadLineAndTheCacheKeepsWorking() throws {
        let paths = NewsFixtures.paths(in: folder)
        let text = "https://example.com/a\u{0}b\nhttps://example.com/a\nhttps://example.com/c\u{1B}[2J tech\n"
        try Data(text.utf8).write(to: paths.feedsFile)
        let library = try NewsLibrary(paths: paths, clock: Fixtures.clock)
        #expect(library.feedsFileProblems() == [
            "\(paths.feedsFile.path), line 1: “https://example.com/a\u{0}b” holds the control character U+0000, which no URL holds",
            "\(paths.feedsFile.path), line 3: “https://example.com/c\u{1B}[2J” holds the control character U+001B, which no URL holds",
        ])
        // Before: the first sync stored the URL cut at its NUL, the second inserted it again and
        // every command failed on "UNIQUE constraint failed: feed.url".
        for _ in 0..<3 {
            #expect(try library.syncedFeeds().map(\.url) == ["https://example.com/a"])
        }
        #expect(try Data(contentsOf: paths.feedsFile) == Data(text.utf8), "the file is left as it was")
    }

    /// Seeded random feeds files (NUL, CR, escapes, quotes, invalid UTF-8, huge lines, duplicate
    /// URLs) through the parse, the sync and a refresh from a real server into the real cache:
    /// every line is a feed or a problem naming its line, the cache follows the file, the file is
    /// never rewritten, and no article is ever lost.
    @Test func randomFeedsFileBytesNeverBreakTheCacheOrLoseArticles() async throws {
        let server = try LoopbackFeedServer()
        defer { server.stop() }
        let paths = NewsFixtures.paths(in: folder)
        let library = try NewsLibrary(paths: paths, clock: Fixtures.clock)
        let urls = ["/etag/one", "/etag/two", "/lastmod/three", "/etag/four"].map { server.url($0).absoluteString }
        let pieces: [[UInt8]] = [[0], [13], [27], [9], [32], [0x22], [0x5C], [0x23], [0x7E], [0xC3, 0xBC], [0xFF], [0xC3],
                                 Array("~Title".utf8), Array("tag".utf8), Array("\"query:Q:title =~ \\\"a\\\"\"".utf8),
                                 Array("reload:5m".utf8), Array("exec:ls".utf8), Array(repeating: UInt8(ascii: "x"), count: 100_000)]
        var random = SplitMix64(seed: 5)
        var articlesBefore = 0
        for round in 0..<40 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                if Int.random(in: 0..<3, using: &random) > 0 { bytes += Array(urls.randomElement(using: &random)!.utf8) }
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    let piece = pieces.randomElement(using: &random)!
                    if !bytes.isEmpty, Bool.random(using: &random) {
                        bytes.insert(contentsOf: piece, at: Int.random(in: 0...bytes.count, using: &random))
                    } else {
                        bytes += piece
                    }
                }
                bytes += Bool.random(using: &random) ? [10] : [13, 10]
            }
            let data = Data(bytes)
            try data.write(to: paths.feedsFile)
            let context = Comment(rawValue: "round \(round): \(String(decoding: data.prefix(300), as: UTF8.self).debugDescription)")
            guard let list = try? library.subscriptionFile.load() else {
                #expect(String(data: data, encoding: .utf8) == nil, context)
                #expect(throws: SubscriptionError.self, context) { try library.syncedFeeds() }
                #expect(try articles(in: library) == articlesBefore, context)
                continue
            }
            for problem in list.problems {
                #expect(problem.description.hasPrefix("\(paths.feedsFile.path), line "), context)
            }
            let listed = list.subscriptions.map(\.url)
            #expect(try library.syncedFeeds().map(\.url) == listed, context)
            #expect(try library.syncedFeeds().map(\.url) == listed, "a second sync changes nothing; \(context)")
            let outcomes = try await library.refresh()
            #expect(outcomes.map(\.feed.url) == listed, context)
            #expect(try Data(contentsOf: paths.feedsFile) == data, "never rewritten; \(context)")
            let articles = try articles(in: library)
            #expect(articles >= articlesBefore, "no article lost; \(context)")
            articlesBefore = articles
        }
        #expect(articlesBefore > 0)
    }

    /// Every cached article, those of feeds set aside included.
    private func articles(in library: NewsLibrary) throws -> Int {
        try library.cache.feeds().map(\.articleCount).reduce(0, +) + library.cache.feedsSetAside().map(\.articles).reduce(0, +)
    }
}
