import Entities
import Foundation
import GRDB
import NewsCache
import TestSupport
import Testing

@Suite struct OpeningTests {
    let directory = TemporaryDirectory("adder-news-open")
    var url: URL { directory.file("news.sqlite") }

    /// A closed cache file holding `count` articles (closing checkpoints the log into the file).
    private func makeCache(articles count: Int = 300) throws {
        let cache = try NewsCache(url: url, searchText: .bodies)
        try cache.sync([Subscription(url: "https://a.example/feed")])
        let items = (0..<count).map { item("\($0)", "Article \($0)", text: String(repeating: "words ", count: 200)) }
        try cache.merge(FeedDocument(title: "A", items: items), into: 1, validators: .none, fetchedAt: Fixtures.now)
    }

    private func expectRefused(_ expected: (String) -> NewsCacheError, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try Data(contentsOf: url)
        let error = #expect(throws: NewsCacheError.self, sourceLocation: sourceLocation) { _ = try NewsCache(url: url, searchText: .bodies) }
        #expect(error.map(\.description)?.contains(url.path) == true, sourceLocation: sourceLocation)
        #expect(error.map(\.description)?.contains("adder news rebuild") == true, sourceLocation: sourceLocation)
        if case .unreadable = expected(url.path), case .unreadable = error {} else {
            #expect(error == expected(url.path), sourceLocation: sourceLocation)
        }
        #expect(try Data(contentsOf: url) == before, "the refused file was changed", sourceLocation: sourceLocation)
    }

    @Test func aNewCacheIsCreatedWithItsFolder() throws {
        let nested = directory.file("data/adder/news.sqlite")
        let cache = try NewsCache(url: nested, searchText: .bodies)
        #expect(try cache.feeds() == [])
        #expect(FileManager.default.fileExists(atPath: nested.path))
    }

    @Test func reopeningKeepsEverything() throws {
        try makeCache(articles: 3)
        let cache = try NewsCache(url: url, searchText: .bodies)
        #expect(try cache.count(ArticleQuery()) == 3)
        #expect(try cache.count(ArticleQuery(search: "words")) == 3)
    }

    @Test func randomBytesAreRefusedAndLeftAlone() throws {
        var generator = SystemRandomNumberGenerator()
        try Data((0..<10_000).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: url)
        try expectRefused { .unreadable(file: $0, reason: "") }
        #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))
    }

    @Test func aTextFileIsRefused() throws {
        try Data("https://a.example/feed\n".utf8).write(to: url)
        try expectRefused { .unreadable(file: $0, reason: "") }
    }

    @Test func aTruncatedCacheIsRefusedAndLeftAlone() throws {
        try makeCache()
        let whole = try Data(contentsOf: url)
        try whole.prefix(whole.count / 2).write(to: url)
        try expectRefused { .unreadable(file: $0, reason: "") }
    }

    @Test func aCacheWithDamagedPagesIsRefused() throws {
        try makeCache()
        var bytes = try Data(contentsOf: url)
        for index in 4096..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 31) }
        try bytes.write(to: url)
        try expectRefused { .unreadable(file: $0, reason: "") }
    }

    /// Every 7th byte from 8192 on changed, as the attack in issue 17 did: page 1 stays whole, so
    /// the file opens; the damage shows to the check of the whole file, or, now that the schema
    /// spans more pages than the first, to the reading of the schema: either way the same sentence.
    static func damageEverySeventhByte(of url: URL) throws {
        var bytes = try Data(contentsOf: url)
        for index in stride(from: 8192, to: bytes.count, by: 7) { bytes[index] = ~bytes[index] }
        try bytes.write(to: url)
    }

    /// A closed cache of three feeds of 40 articles: enough that damage from byte 8192 on lands past the schema.
    static func makeThreeFeedCache(at url: URL) throws {
        let cache = try NewsCache(url: url, searchText: .bodies)
        let feeds = ["https://a.example/feed", "https://b.example/feed", "https://c.example/feed"]
        try cache.sync(feeds.map { Subscription(url: $0) })
        for (number, feed) in feeds.enumerated() {
            let items = (0..<40).map { item("\(number)-\($0)", "Article \($0) of \(feed)", text: String(repeating: "news words ", count: 30)) }
            try cache.merge(FeedDocument(title: feed, items: items), into: try #require(try cache.feed(url: feed)).id,
                            validators: .none, fetchedAt: Fixtures.now)
        }
    }

    @Test func aThreeFeedCacheDamagedPastItsSchemaIsRefusedWithoutAByteWritten() throws {
        try Self.makeThreeFeedCache(at: url)
        #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))
        try Self.damageEverySeventhByte(of: url)
        try expectRefused { .unreadable(file: $0, reason: "") }
        let error = #expect(throws: NewsCacheError.self) { _ = try NewsCache(url: url, searchText: .bodies) }
        #expect(error?.description == "The news cache \(url.path) cannot be read (SQLite's check finds it damaged); it was left as it is, run `adder news rebuild` to set it aside and start a fresh one.")
        #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: url.path + "-shm"))
    }

    /// The check opens `file:PATH?immutable=1`: a path that must be escaped in a URI still opens
    /// (else the check would fail and the cache be refused).
    @Test func aFolderWhoseNameNeedsEscapingInAURIOpens() throws {
        let odd = directory.file("a b?c#d%e&f=ü")
        let file = odd.appendingPathComponent("news.sqlite")
        do {
            let cache = try NewsCache(url: file, searchText: .bodies)
            try cache.sync([Subscription(url: "https://a.example/feed")])
        }
        let cache = try NewsCache(url: file, searchText: .bodies)
        #expect(try cache.feeds().count == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: odd.path)
        #expect(!names.contains { $0.hasPrefix("file:") }, "the URI was not taken for a file name: \(names)")
    }

    /// news.sqlite and its -wal as a crash leaves them: copied while the cache is open.
    private func cacheWithItsLog() throws {
        let live = directory.file("live")
        try FileManager.default.createDirectory(at: live, withIntermediateDirectories: true)
        let file = live.appendingPathComponent("news.sqlite")
        do {
            let cache = try NewsCache(url: file, searchText: .bodies)
            try cache.sync([Subscription(url: "https://a.example/feed")])
            let items = (0..<100).map { item("\($0)", "Article \($0)", text: String(repeating: "words ", count: 100)) }
            try cache.merge(FeedDocument(title: "A", items: items), into: 1, validators: .none, fetchedAt: Fixtures.now)
        }
        // Open again, one article marked read: the log holds a few pages, the file the rest.
        let cache = try NewsCache(url: file, searchText: .bodies)
        try cache.setRead([1], true)
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(atPath: live.appendingPathComponent("news.sqlite").path + suffix, toPath: url.path + suffix)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: url.path + "-wal")).count > 0)
    }

    @Test func aCacheLeftWithItsLogOpensWithEverything() throws {
        try cacheWithItsLog()
        let cache = try NewsCache(url: url, searchText: .bodies)
        #expect(try cache.count(ArticleQuery()) == 100)
        #expect(try cache.count(ArticleQuery(unreadOnly: true)) == 99, "what the log held is there")
    }

    @Test func aDamagedCacheWithALogIsRefusedAndNeitherFileIsWritten() throws {
        try cacheWithItsLog()
        try Self.damageEverySeventhByte(of: url)
        let log = try Data(contentsOf: URL(fileURLWithPath: url.path + "-wal"))
        try expectRefused { .unreadable(file: $0, reason: "") }
        #expect(try Data(contentsOf: URL(fileURLWithPath: url.path + "-wal")) == log)
    }

    @Test func aNewerSchemaIsRefused() throws {
        try makeCache(articles: 1)
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99 from a newer Adder')")
        }
        try expectRefused { .newerSchema(file: $0) }
    }

    @Test func anotherProgramsDatabaseIsRefused() throws {
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "CREATE TABLE notes (text TEXT)")
        }
        try expectRefused { .notACache(file: $0) }
    }

    @Test func rebuildMovesTheFileAsideWithItsLogAndNothingElse() throws {
        try Data("not a database".utf8).write(to: url)
        try Data("log".utf8).write(to: URL(fileURLWithPath: url.path + "-wal"))
        try Data("feeds".utf8).write(to: directory.file("feeds"))
        #expect(throws: NewsCacheError.self) { _ = try NewsCache(url: url, searchText: .bodies) }

        let cache = try NewsCache.rebuild(at: url, searchText: .bodies, now: Fixtures.now)
        try cache.sync([Subscription(url: "https://a.example/feed")])
        let aside = url.path + ".broken-20260102T090000Z"
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == Data("not a database".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside + "-wal")) == Data("log".utf8))
        #expect(try Data(contentsOf: directory.file("feeds")) == Data("feeds".utf8))
        #expect(try cache.feeds().count == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(names.filter { $0.contains("broken") }.sorted() == ["news.sqlite.broken-20260102T090000Z", "news.sqlite.broken-20260102T090000Z-wal"])
    }

    @Test func rebuildingTwiceInOneSecondKeepsBothOldFiles() throws {
        try Data("first".utf8).write(to: url)
        _ = try NewsCache.rebuild(at: url, searchText: .bodies, now: Fixtures.now)
        _ = try NewsCache.rebuild(at: url, searchText: .bodies, now: Fixtures.now)
        #expect(try Data(contentsOf: URL(fileURLWithPath: url.path + ".broken-20260102T090000Z")) == Data("first".utf8))
        #expect(FileManager.default.fileExists(atPath: url.path + ".broken-20260102T090000Z-2"))
    }
}
