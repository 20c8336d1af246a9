import Entities
import Foundation
@testable import NewsCache
import TestSupport
import Testing

/// Issue 28, item 6 (the all-304 refresh): a write that leaves the cache file as it was (a WAL
/// commit before any checkpoint) does not write its stamp again; one that changes it does.
@Suite struct StampWritesTests {
    let directory = TemporaryDirectory("adder-news-stamp-writes")
    var url: URL { directory.file("news.sqlite") }

    /// The stamp file's inode: every write of it is a new file renamed over the last.
    func stampInode() throws -> UInt64? {
        try FileManager.default.attributesOfItem(atPath: CacheStamp.file(beside: url).path)[.systemFileNumber] as? UInt64
    }

    /// A second name for the stamp file as it is, so that its inode cannot be reused by the next stamp.
    func holdStampFile() throws {
        try FileManager.default.linkItem(at: CacheStamp.file(beside: url), to: directory.file("held-stamp"))
    }

    @Test func commitsThatLeaveTheFileAloneKeepTheStampFileAsItIs() throws {
        try OpeningTests.makeThreeFeedCache(at: url)
        let cache = try NewsCache(url: url, searchText: .bodies)
        let feed = try #require(try cache.feeds().first).id
        try cache.recordNotModified(feed, at: Fixtures.now)
        try holdStampFile()
        let first = try stampInode()
        for minute in 1...20 {
            try cache.recordNotModified(feed, at: Fixtures.now.addingTimeInterval(Double(minute) * 60))
        }
        #expect(CacheStamp.current(of: url) == CacheStamp.kept(beside: url), "the file is still as stamped")
        #expect(try stampInode() == first, "the stamp was written again")
        // A checkpoint moves the file: the next write's vouching writes the stamp.
        try cache.writer().pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        #expect(CacheStamp.current(of: url) != CacheStamp.kept(beside: url))
        try cache.recordNotModified(feed, at: Fixtures.now.addingTimeInterval(3600))
        #expect(CacheStamp.current(of: url) == CacheStamp.kept(beside: url))
        #expect(try stampInode() != first)
    }
}
