import Entities
import Foundation
@testable import NewsCache
import TestSupport
import Testing

/// A cache opened `.forReading` (every `adder news` and `adder feeds` command but refresh) is
/// read-only until its first write: reading it changes nothing and checks nothing while the file
/// is as Adder left it; a file that is not gets SQLite's check before anything reads it.
@Suite struct ReadingOpeningTests {
    let directory = TemporaryDirectory("adder-news-reading")
    var url: URL { directory.file("news.sqlite") }
    private let feeds = ["https://a.example/feed", "https://b.example/feed", "https://c.example/feed"]

    private func reader() throws -> NewsCache {
        try NewsCache(url: url, searchText: .bodies, opening: .forReading)
    }

    @Test func readingAndSyncingAnUnchangedFeedListWriteNothingAndCheckNothing() throws {
        try OpeningTests.makeThreeFeedCache(at: url)
        let bytes = try Data(contentsOf: url)
        let stamp = try Data(contentsOf: CacheStamp.file(beside: url))
        let before = CacheStamp.current(of: url)
        do {
            let cache = try reader()
            #expect(!cache.checkedEveryPage)
            #expect(try cache.count(ArticleQuery()) == 120)
            #expect(try cache.sync(feeds.map { Subscription(url: $0) }).map(\.url) == feeds)
            #expect(try cache.count(ArticleQuery(search: "news words")) == 120)
            #expect(!cache.hasOpenedTheWriter, "nothing needed writing")
        }
        #expect(CacheStamp.current(of: url) == before, "not a byte, not a time of the file changed")
        #expect(try Data(contentsOf: url) == bytes)
        #expect(try Data(contentsOf: CacheStamp.file(beside: url)) == stamp)
    }

    @Test func theFirstWriteOpensTheWriterAndTheStampFollows() throws {
        try OpeningTests.makeThreeFeedCache(at: url)
        do {
            let cache = try reader()
            try cache.setRead([1], true)
            #expect(cache.hasOpenedTheWriter)
            #expect(try cache.count(ArticleQuery(unreadOnly: true)) == 119, "the reader sees the write")
            try cache.sync(Array(feeds.prefix(2)).map { Subscription(url: $0) })
        }
        #expect(CacheStamp.kept(beside: url) == CacheStamp.current(of: url))
        let again = try reader()
        #expect(!again.checkedEveryPage)
        #expect(try again.count(ArticleQuery(unreadOnly: true)) == 79, "the third feed was set aside")
    }

    @Test func aMissingFileIsCreatedByTheWriter() throws {
        let cache = try reader()
        #expect(cache.hasOpenedTheWriter)
        #expect(try cache.count(ArticleQuery()) == 0)
    }

    @Test func aFileDamagedWhileAdderWasClosedIsCheckedAndRefusedWithoutALogBesideIt() throws {
        try OpeningTests.makeThreeFeedCache(at: url)
        try OpeningTests.damageEverySeventhByte(of: url)
        let damaged = try Data(contentsOf: url)
        let error = #expect(throws: NewsCacheError.self) { _ = try reader() }
        #expect(error?.description.contains("cannot be read (SQLite's check finds it damaged)") == true)
        #expect(try Data(contentsOf: url) == damaged)
        #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: url.path + "-shm"))
    }

    @Test(arguments: ["missing", "stale", "hostile"])
    func aStampThatIsNotThisFilesMeansOneCheckThenTheFileIsStamped(kind: String) throws {
        try OpeningTests.makeThreeFeedCache(at: url)
        let stampFile = CacheStamp.file(beside: url)
        switch kind {
        case "missing": try FileManager.default.removeItem(at: stampFile)
        case "stale": try Data("1 2 3 4 5 6 7\n".utf8).write(to: stampFile)
        default: try Data("\u{1B}]0;owned\u{07}\n".utf8).write(to: stampFile)
        }
        #expect(try reader().checkedEveryPage)
        #expect(CacheStamp.kept(beside: url) == CacheStamp.current(of: url))
        #expect(try !reader().checkedEveryPage)
    }

    @Test func aFileDamagedByAnotherProgramWhileAReaderIsOpenIsNotWritten() throws {
        try OpeningTests.makeThreeFeedCache(at: url)
        var damaged = Data()
        do {
            let cache = try reader()
            #expect(try cache.count(ArticleQuery()) == 120)
            try OpeningTests.damageEverySeventhByte(of: url)
            damaged = try Data(contentsOf: url)
            #expect(throws: NewsCacheError.self) { try cache.setRead([2], true) }
            #expect(!cache.hasOpenedTheWriter, "the check before the writer refused the file")
        }
        #expect(try Data(contentsOf: url) == damaged)
    }
}
