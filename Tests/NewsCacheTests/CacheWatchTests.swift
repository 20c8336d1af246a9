import Entities
import Foundation
@testable import NewsCache
import TestSupport
import Testing

/// `changedElsewhere`: another process's commits are seen, this cache's own never are.
@Suite struct CacheWatchTests {
    let directory = TemporaryDirectory("adder-news-watch")
    var url: URL { directory.file("news.sqlite") }

    @Test func anotherConnectionsCommitIsSeenOnceAndOwnWritesNever() throws {
        try OpeningTests.makeThreeFeedCache(at: url)
        let shown = try NewsCache(url: url, searchText: .bodies)
        #expect(!shown.changedElsewhere(), "the first look takes note")
        try shown.setRead([1], true)
        #expect(!shown.changedElsewhere(), "its own write")
        let feed = try #require(try shown.feed(url: "https://a.example/feed")).id
        try shown.merge(FeedDocument(title: "A", items: [item("own", "Own", text: "x")]), into: feed, validators: .none,
                        fetchedAt: Fixtures.now)
        #expect(!shown.changedElsewhere(), "its own merge")

        let elsewhere = try NewsCache(url: url, searchText: .bodies)
        try elsewhere.merge(FeedDocument(title: "A", items: [item("theirs", "Theirs", text: "y")]), into: feed,
                            validators: .none, fetchedAt: Fixtures.now)
        #expect(shown.changedElsewhere())
        #expect(!shown.changedElsewhere(), "seen once")
        #expect(try shown.count(ArticleQuery()) == 122)
    }

    @Test func aCacheThatWasWatchedLeavesNoLogWhenClosed() throws {
        try OpeningTests.makeThreeFeedCache(at: url)
        do {
            let cache = try NewsCache(url: url, searchText: .bodies)
            _ = cache.changedElsewhere()
            try cache.setRead([1], true)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))
    }
}
