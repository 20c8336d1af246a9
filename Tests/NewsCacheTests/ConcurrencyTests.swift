import Entities
import Foundation
import NewsCache
import TestSupport
import Testing

@Suite struct ConcurrencyTests {
    /// The first `adder news refresh` creates the cache while an `adder news list` opens it: both
    /// open the new file for writing. Each used to read which migrations had run before either
    /// wrote, and the later failed with "table … already exists".
    @Test func openingsOfANewCacheAtOnceAllSucceed() throws {
        for round in 0..<10 {
            let folder = TemporaryDirectory("adder-cache-race")
            let url = folder.file("news.sqlite")
            let failures = Failures()
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                do {
                    _ = try NewsCache(url: url, searchText: .bodies)
                } catch {
                    failures.add("round \(round): \(error)")
                }
            }
            #expect(failures.all.isEmpty, "\(failures.all)")
        }
    }

    @Test func readsRunWhileAnotherThreadMerges() async throws {
        let fixture = try CacheFixture()
        let cache = fixture.cache
        let feedID = try fixture.feedID("https://a.example/feed")
        let batches = 30, perBatch = 100
        let writer = Task.detached {
            for batch in 0..<batches {
                let items = (0..<perBatch).map { item("\(batch)-\($0)", "Batch \(batch) item \($0)", hoursAgo: Double(batch)) }
                try cache.merge(FeedDocument(title: "A", items: items), into: feedID, validators: .none,
                                fetchedAt: Fixtures.now)
            }
        }
        let deadline = Date().addingTimeInterval(60)
        var reads = 0
        while Date() < deadline {
            let count = try cache.count(ArticleQuery())
            #expect(count % perBatch == 0, "a read saw half a merge")
            let unread = try cache.feeds()[0].unreadCount
            #expect(unread % perBatch == 0 && unread >= count)
            // A merge may commit between two reads: later reads see at least as much.
            #expect(try cache.articles(ArticleQuery(unreadOnly: true), offset: 0, limit: 60).count >= min(unread, 60))
            reads += 1
            if count == batches * perBatch { break }
        }
        try await writer.value
        #expect(try cache.count(ArticleQuery()) == batches * perBatch)
        #expect(reads > 0)
    }
}

/// Sentences from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var sentences: [String] = []
    var all: [String] { lock.withLock { sentences } }
    func add(_ sentence: String) { lock.withLock { sentences.append(sentence) } }
}
