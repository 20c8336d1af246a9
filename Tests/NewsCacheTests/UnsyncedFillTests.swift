import Entities
import Foundation
import GRDB
@testable import NewsCache
import TestSupport
import Testing

/// Issue 28, item 2: a refresh into an empty cache does not wait for the disk at each checkpoint,
/// and vouches for the file only once its bytes are on the disk: a power cut during the fill
/// leaves the stamp of the empty file, so the next opening checks every page.
@Suite struct UnsyncedFillTests {
    let fixture: CacheFixture

    init() throws {
        fixture = try CacheFixture(feeds: ["https://0.example/feed", "https://1.example/feed"])
    }

    func synchronous() throws -> Int {
        try fixture.cache.writer().pool.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? -1 }
    }

    func articles(_ feed: Int) -> [FeedItem] {
        (0..<40).map { item("\(feed)-\($0)", "Article \(feed)-\($0)", hoursAgo: Double($0), text: "The garden by the river.") }
    }

    /// Fills the empty cache; `during` runs after the first feed's merge.
    func fill<T>(during: () throws -> T) async throws -> T {
        try await fixture.cache.fillingEmpty {
            try fixture.merge(articles(0), into: "https://0.example/feed")
            // A checkpoint as SQLite's would run after a large batch: it writes into the file itself.
            try await fixture.cache.writer().pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(PASSIVE)") }
            // A write after it vouches for the file as it is now.
            try fixture.cache.recordNotModified(try fixture.feedID("https://1.example/feed"), at: Fixtures.now)
            let seen = try during()
            try fixture.merge(articles(1), into: "https://1.example/feed")
            return seen
        }
    }

    @Test func aFillOfAnEmptyCacheWritesWithoutSyncingAndStampsTheFileOnlyAtItsEnd() async throws {
        let url = fixture.url
        let before = try #require(CacheStamp.kept(beside: url))
        #expect(try synchronous() == 1, "NORMAL")
        let (during, keptDuring) = try await fill { (try synchronous(), CacheStamp.kept(beside: url)) }
        #expect(during == 0, "OFF")
        #expect(keptDuring == before, "a power cut now must find the empty file's stamp")
        #expect(CacheStamp.current(of: url) != before, "the checkpoint wrote into the file")
        #expect(try synchronous() == 1)
        #expect(CacheStamp.kept(beside: url) == CacheStamp.current(of: url), "synced, then stamped")
        #expect(try fixture.titles().count == 80)
        // The next opening finds the file as stamped and checks nothing.
        let reopened = try NewsCache(url: url, searchText: .bodies, opening: .forReading)
        #expect(!reopened.checkedEveryPage)
    }

    @Test func aFillThatFailsIsSyncedAndStampedAlike() async throws {
        struct Cut: Error {}
        await #expect(throws: Cut.self) {
            try await fixture.cache.fillingEmpty {
                try fixture.merge(articles(0), into: "https://0.example/feed")
                throw Cut()
            }
        }
        #expect(try synchronous() == 1)
        #expect(CacheStamp.kept(beside: fixture.url) == CacheStamp.current(of: fixture.url))
    }

    @Test func aFillKilledHalfwayLeavesAStampTheNextOpeningDoesNotTrust() async throws {
        let url = fixture.url
        // What the disk holds if the power goes after the checkpoint: the file moved, the stamp did not.
        let (fileThen, stampThen) = try await fill { (CacheStamp.current(of: url), CacheStamp.kept(beside: url)) }
        #expect(fileThen != stampThen)
        try await fixture.cache.writer().pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        stampThen?.keep(beside: url)
        let reopened = try NewsCache(url: url, searchText: .bodies, opening: .forReading)
        #expect(reopened.checkedEveryPage)
    }

    @Test func aFillOfACacheThatHoldsArticlesStaysSynced() async throws {
        try fixture.merge(articles(0), into: "https://0.example/feed")
        let during = try await fixture.cache.fillingEmpty { try synchronous() }
        #expect(during == 1)
    }
}
