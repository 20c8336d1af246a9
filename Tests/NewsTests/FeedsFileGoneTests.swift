import Basics
import Entities
import Foundation
import News
import TestSupport
import Testing

/// A feeds file that is missing or shorter for a moment (deleted, or truncated by a program
/// rewriting it in place) never deletes articles by itself (issue 33, item 2): the feeds whose
/// lines are gone are set aside with everything they held, and come back as they were.
@Suite(.onOwnThreads) struct FeedsFileGoneTests {
    let folder = TemporaryDirectory("adder-feeds-file-gone")

    private func library() throws -> NewsLibrary {
        let specs = [NewsFixtures.FeedSpec(url: "https://a.example/feed", title: "A", items: NewsFixtures.numberedItems(3)),
                     NewsFixtures.FeedSpec(url: "https://b.example/feed", title: "B", items: NewsFixtures.numberedItems(2, prefix: "b"))]
        return try NewsFixtures.library(in: folder, feeds: specs, read: ["Article 2"], starred: ["Article 3"])
    }

    private func counts(_ library: NewsLibrary) throws -> [String] {
        try library.syncedFeeds().map { "\($0.url) \($0.unreadCount)/\($0.articleCount)" }
    }

    @Test func aDeletedOrEmptiedFileKeepsEveryArticleAndItsMarks() throws {
        let library = try library()
        let file = library.subscriptionFile.url
        let text = try Data(contentsOf: file)
        let before = try counts(library)
        #expect(before == ["https://a.example/feed 2/3", "https://b.example/feed 1/2"])
        for (emptying, unread) in [("rm", 0), ("truncate", 0), ("first line only", 2)] {
            switch emptying {
            case "rm": try FileManager.default.removeItem(at: file)
            case "truncate": try Data().write(to: file)
            default: try Data(String(decoding: text, as: UTF8.self).split(separator: "\n")[0].utf8).write(to: file)
            }
            _ = try library.syncedFeeds()
            #expect(try library.cache.count(ArticleQuery(unreadOnly: true)) == unread, "feeds set aside count nowhere")
            try text.write(to: file)
            #expect(try counts(library) == before, "\(emptying)")
        }
        #expect(try library.cache.articles(ArticleQuery(), offset: 0, limit: 10).filter(\.isRead).count == 2)
    }

    @Test func aFeedSetAsideShowsOnlyUnderStarredAndFeedsRmDropsIt() throws {
        let library = try library()
        try Data("https://b.example/feed\n".utf8).write(to: library.subscriptionFile.url)
        #expect(try library.syncedFeeds().map(\.url) == ["https://b.example/feed"])
        #expect(try library.cache.feedsSetAside().map(\.url) == ["https://a.example/feed"])
        #expect(try library.cache.articles(ArticleQuery(), offset: 0, limit: 10).count == 2)
        #expect(try library.cache.count(ArticleQuery(unreadOnly: true)) == 1)
        #expect(try library.cache.articles(ArticleQuery(starredOnly: true), offset: 0, limit: 10).map(\.title) == ["Article 3"])
        try library.syncedFeeds(removing: ["https://a.example/feed"])
        #expect(try library.cache.feedsSetAside().isEmpty)
        #expect(try library.cache.articles(ArticleQuery(starredOnly: true), offset: 0, limit: 10).map(\.title) == ["Article 3"])
        try Data("https://b.example/feed\nhttps://a.example/feed\n".utf8).write(to: library.subscriptionFile.url)
        #expect(try counts(library) == ["https://b.example/feed 1/2", "https://a.example/feed 0/1"], "what feeds rm drops is gone")
    }

    /// The race: commands reading the file while another program truncates it and
    /// writes it again, over and over. Seeded, so a failure repeats.
    @Test func syncsDuringInPlaceRewritesLoseNothing() async throws {
        let library = try library()
        let file = library.subscriptionFile.url
        let text = try Data(contentsOf: file)
        let before = try counts(library)
        let writer = Task.detached {
            var random = SplitMix64(seed: 2)
            while !Task.isCancelled {
                guard let handle = try? FileHandle(forWritingTo: file) else { continue }
                try? handle.truncate(atOffset: 0)
                let cut = Int.random(in: 0...text.count, using: &random)
                try? handle.write(contentsOf: text.prefix(cut))
                try? await Task.sleep(for: .microseconds(Int.random(in: 0...500, using: &random)))
                try? handle.write(contentsOf: text.dropFirst(cut))
                try? handle.close()
            }
        }
        for _ in 0..<30 {
            _ = try? library.syncedFeeds()
            try await Task.sleep(for: .milliseconds(5))
        }
        writer.cancel()
        _ = await writer.result
        try text.write(to: file)
        #expect(try counts(library) == before)
    }
}
