import Entities
import Foundation
@testable import NewsCache
import TestSupport
import Testing

/// SQLite's check of every page (1.3 s at 500,000 articles) runs only when the file is not as
/// Adder left it: new, changed by another program while Adder was closed or open, or with a
/// stamp that is missing, stale or not a stamp. A damaged file is still never written.
@Suite struct CacheStampTests {
    let directory = TemporaryDirectory("adder-news-stamp")
    var url: URL { directory.file("news.sqlite") }
    var stampFile: URL { CacheStamp.file(beside: url) }

    private func makeCache() throws {
        try OpeningTests.makeThreeFeedCache(at: url)
    }

    private func damage() throws -> Data {
        try OpeningTests.damageEverySeventhByte(of: url)
        return try Data(contentsOf: url)
    }

    private let damagedSentence = { (path: String) in
        "The news cache \(path) cannot be read (SQLite's check finds it damaged); it was left as it is, run `adder news rebuild` to set it aside and start a fresh one."
    }

    @Test func aCacheClosedByAdderOpensWithoutTheCheckAndWithItsLogApplied() throws {
        try makeCache()
        #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"), "closing applied the log")
        #expect(CacheStamp.kept(beside: url) == CacheStamp.current(of: url))
        for _ in 0..<3 {
            let cache = try NewsCache(url: url, searchText: .bodies)
            #expect(!cache.checkedEveryPage)
            #expect(try cache.count(ArticleQuery()) == 120)
            try cache.setRead([1], true)
        }
        #expect(CacheStamp.kept(beside: url) == CacheStamp.current(of: url), "each closing stamps what it left")
    }

    @Test func aCacheDamagedWhileAdderWasClosedIsCheckedAndRefusedWithoutAByteWritten() throws {
        try makeCache()
        let damaged = try damage()
        let error = #expect(throws: NewsCacheError.self) { _ = try NewsCache(url: url, searchText: .bodies) }
        #expect(error?.description == damagedSentence(url.path))
        #expect(try Data(contentsOf: url) == damaged)
        #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: url.path + "-shm"))
    }

    @Test(arguments: ["missing", "stale", "empty", "garbage", "eight numbers", "huge", "two lines", "not UTF-8"])
    func aStampThatIsNotThisFilesMeansTheCheck(kind: String) throws {
        try makeCache()
        let current = try String(contentsOf: stampFile, encoding: .utf8)
        let numbers = current.dropLast().split(separator: " ")
        let text: Data? = switch kind {
        case "missing": nil
        case "stale": Data((numbers.dropLast() + ["\(Int(numbers.last!)! + 1)"]).joined(separator: " ").utf8 + [10])
        case "empty": Data()
        case "garbage": Data("\u{1B}]0;owned\u{07} 1 2 3\n".utf8)
        case "eight numbers": Data((numbers + ["0"]).joined(separator: " ").utf8 + [10])
        case "huge": Data(repeating: 0x31, count: 1 << 20)
        case "two lines": Data((current + current).utf8)
        default: Data([0xFF, 0xFE] + Array(current.utf8))
        }
        if let text { try text.write(to: stampFile) } else { try FileManager.default.removeItem(at: stampFile) }
        #expect(try NewsCache(url: url, searchText: .bodies).checkedEveryPage)
        #expect(CacheStamp.kept(beside: url) == CacheStamp.current(of: url), "after the check, the file is stamped again")
        #expect(try !NewsCache(url: url, searchText: .bodies).checkedEveryPage)
    }

    /// What the stamp cannot vouch for: a foreign change leaves the stamp as it was, and the check finds it.
    @Test func aStampCopiedOntoADamagedFileIsNotThatFilesStamp() throws {
        try makeCache()
        let kept = try Data(contentsOf: stampFile)
        _ = try damage()
        try kept.write(to: stampFile)
        #expect(throws: NewsCacheError.self) { _ = try NewsCache(url: url, searchText: .bodies) }
    }

    @Test func aCacheDamagedByAnotherProgramWhileOpenIsNeitherWrittenNorCheckpointedInto() throws {
        try makeCache()
        var damaged = Data()
        do {
            let cache = try NewsCache(url: url, searchText: .bodies)
            try cache.setRead([1], true)
            #expect(FileManager.default.fileExists(atPath: url.path + "-wal"))
            damaged = try damage()
            let error = #expect(throws: NewsCacheError.self) { try cache.setRead([2], true) }
            #expect(error?.description == damagedSentence(url.path))
            let refused = #expect(throws: NewsCacheError.self) {
                try cache.merge(FeedDocument(title: "A", items: [item("new", "New", text: "x")]), into: 1, validators: .none,
                                fetchedAt: Fixtures.now)
            }
            // The merge reads before it writes: the damage may show to the read first.
            #expect(refused?.description.hasPrefix("The news cache \(url.path) cannot be read") == true)
        }
        #expect(try Data(contentsOf: url) == damaged, "closing did not apply the log to the damaged file")
        #expect(throws: NewsCacheError.self) { _ = try NewsCache(url: url, searchText: .bodies) }
    }

    @Test func anotherAddersCheckpointIsCheckedOnceThenVouchedFor() throws {
        try makeCache()
        let first = try NewsCache(url: url, searchText: .bodies)
        do {
            let second = try NewsCache(url: url, searchText: .bodies)
            let items = (0..<300).map { item("more-\($0)", "More \($0)", text: String(repeating: "words ", count: 300)) }
            try second.merge(FeedDocument(title: "A", items: items), into: 1, validators: .none, fetchedAt: Fixtures.now)
        }
        try first.setRead([1], true)
        #expect(try first.count(ArticleQuery()) == 420)
        #expect(CacheStamp.kept(beside: url) == CacheStamp.current(of: url))
    }
}
