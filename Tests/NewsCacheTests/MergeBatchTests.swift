import Entities
import Foundation
import GRDB
import NewsCache
import TestSupport
import Testing

@Suite struct MergeBatchTests {
    @Test func mergesWaitingForTheWriterAreWrittenTogetherEachAllOrNothing() async throws {
        let urls = (0..<6).map { "https://\($0).example/feed" }
        let fixture = try CacheFixture(feeds: urls)
        let ids = try urls.map { try fixture.feedID($0) }
        try fixture.cache.sync(urls.filter { $0 != urls[3] }.map { Subscription(url: $0) })
        // Another connection holds the write lock, so the merges queue up behind the first one.
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let blocker = try DatabaseQueue(path: fixture.url.path, configuration: configuration)
        try await blocker.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        let cache = fixture.cache
        let outcomes = try await withThrowingTaskGroup(of: (Int, Result<MergeSummary, NewsCacheError>).self) { group in
            for (index, id) in ids.enumerated() {
                group.addTask {
                    let items = [item("\(index)-1", "Feed \(index) one"), item("\(index)-2", "Feed \(index) two")]
                    do {
                        return (index, .success(try await cache.merge(FeedDocument(title: "F", items: items), into: id,
                                                                      validators: .none, fetchedAt: Fixtures.now)))
                    } catch let error as NewsCacheError {
                        return (index, .failure(error))
                    }
                }
            }
            try await Task.sleep(for: .milliseconds(300))
            try await blocker.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
            var outcomes: [Int: Result<MergeSummary, NewsCacheError>] = [:]
            for try await (index, outcome) in group { outcomes[index] = outcome }
            return outcomes
        }
        for index in ids.indices where index != 3 {
            #expect(try outcomes[index]?.get() == MergeSummary(inserted: 2, updated: 0, unchanged: 0))
        }
        #expect(throws: NewsCacheError.unknownFeed(ids[3])) { try outcomes[3]?.get() }
        #expect(try fixture.cache.count(ArticleQuery()) == 10)
        #expect(try fixture.cache.count(ArticleQuery(search: "two")) == 5)
    }
}
