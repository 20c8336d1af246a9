import Entities
import Foundation
import GRDB
@testable import NewsCache
import TestSupport
import Testing

/// Issue 28, item 2: a new cache has pages of 64 KiB (bodies of a few KiB filled 4 KiB pages badly,
/// and the writer pays for every page twice); the log is still copied into the file every 4 MiB;
/// an older cache keeps its own page size.
@Suite struct PageSizeTests {
    func pragmas(_ cache: NewsCache) throws -> (pageSize: Int, checkpointPages: Int) {
        try cache.writer().pool.writeWithoutTransaction { db in
            (try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0, try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") ?? 0)
        }
    }

    @Test func aNewCacheHasLargePagesAndCheckpointsEveryFourMiB() throws {
        let fixture = try CacheFixture()
        let (pageSize, checkpointPages) = try pragmas(fixture.cache)
        #expect(pageSize == 65_536)
        #expect(checkpointPages == 64)
        #expect(try DatabaseQueue(path: fixture.url.path).read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") } == 65_536)
    }

    @Test func anOlderCacheKeepsItsPageSize() throws {
        let directory = TemporaryDirectory("adder-page-size")
        let url = directory.file("news.sqlite")
        do {
            let cache = try NewsCache(url: url, searchText: .bodies)
            try cache.sync([Subscription(url: "https://a.example/feed")])
        }
        // As Adder before 2026-11-28 made it: 4 KiB pages.
        var configuration = Configuration()
        configuration.journalMode = .default
        try DatabaseQueue(path: url.path, configuration: configuration).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = DELETE; PRAGMA page_size = 4096; VACUUM; PRAGMA journal_mode = WAL")
        }
        let cache = try NewsCache(url: url, searchText: .bodies)
        let (pageSize, checkpointPages) = try pragmas(cache)
        #expect(pageSize == 4096)
        #expect(checkpointPages == 1024)
        #expect(try cache.feed(url: "https://a.example/feed") != nil)
    }
}
