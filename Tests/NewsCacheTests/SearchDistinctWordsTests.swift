import Basics
import Entities
import Foundation
import GRDB
@testable import NewsCache
import TestSupport
import Testing

/// Issue 28, items 2 and 3 (cold refresh): the index is given each word of a body once, so FTS5
/// does not tokenize and hash the repeats under SQLite's single writer (`DistinctWords`).
@Suite struct SearchDistinctWordsTests {
    @Test func aBodyReachesTheIndexWithEachWordOnce() {
        let body = "The garden by the river.\tThe  garden\nby the river again. 吾輩は猫 吾輩は猫"
        let item = item("1", "T", text: body)
        #expect(SearchText.bodies.body(of: item) == "The garden by the river. river again. 吾輩 輩は は猫 猫")
        #expect(DistinctWords.of("") == "")
        #expect(DistinctWords.of("  ") == "")
        #expect(DistinctWords.of("one") == "one")
        #expect(DistinctWords.of("a b a b a") == "a b")
        // Prefixes and longer words that share a start are other words.
        #expect(DistinctWords.of("riv river rivers river riv") == "riv river rivers")
    }

    /// A cache written before kept the words of the whole text; its articles' words must still
    /// come out when they change or go, though they are taken out with each word once.
    @Test func wordsGivenWithTheirRepeatsComeOutWithoutThem() throws {
        let fixture = try CacheFixture()
        try fixture.merge([item("1", "First", text: "garden garden river garden"), item("2", "Second", text: "river")])
        let first = try fixture.article(titled: "First").id
        try DatabaseQueue(path: fixture.url.path).write { db in
            // As an earlier Adder indexed it: the distinct words out, the whole text in.
            try db.execute(sql: "INSERT INTO articleSearch (articleSearch, rowid, title, body) VALUES ('delete', ?, 'First', 'garden river')",
                           arguments: [first])
            try db.execute(sql: "INSERT INTO articleSearch (rowid, title, body) VALUES (?, 'First', 'garden garden river garden')",
                           arguments: [first])
        }
        #expect(try fixture.titles(ArticleQuery(search: "garden")) == ["First"])
        try fixture.merge([item("1", "First", text: "mountain"), item("2", "Second", text: "river")])
        #expect(try fixture.titles(ArticleQuery(search: "garden")) == [])
        #expect(try fixture.titles(ArticleQuery(search: "river")) == ["Second"])
        #expect(try fixture.titles(ArticleQuery(search: "mountain")) == ["First"])
        try DatabaseQueue(path: fixture.url.path).write { db in
            // FTS5's own check of the index's structure.
            try db.execute(sql: "INSERT INTO articleSearch (articleSearch, rank) VALUES ('integrity-check', 0)")
        }
    }

    /// Against a plain reference (split at white space, each word once, first seen first) on
    /// random texts: short and long words (past the hash's eight-byte steps), every kind of white
    /// space, letters of several bytes, and texts long enough to grow the table many times.
    @Test(arguments: [1, 2, 3]) func matchesAReferenceOnRandomTexts(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pieces = ["a", "ab", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghijklmnopq", "猫", "吾輩は猫", "é", "x\u{0}y", "7"]
        let spaces = [" ", "  ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", " \r\n "]
        for _ in 0..<300 {
            let words = Int.random(in: 0...(random.next() % 7 == 0 ? 20_000 : 40), using: &random)
            var text = random.next() % 2 == 0 ? spaces.randomElement(using: &random)! : ""
            for _ in 0..<words {
                let parts = Int.random(in: 1...3, using: &random)
                text += (0..<parts).map { _ in pieces.randomElement(using: &random)! }.joined()
                if random.next() % 5 == 0 { text += String(Int.random(in: 0..<5_000, using: &random)) }
                text += spaces.randomElement(using: &random)!
            }
            let distinct = DistinctWords.of(text), expected = reference(text)
            let same = distinct == expected  // not the texts themselves in a failure: they run to 100 KB
            #expect(same, "seed \(seed): \(distinct.utf8.count) bytes, expected \(expected.utf8.count)")
        }
    }

    /// Every word of three letters and digits once (45,360 words in 181 KB), with 3,000 of them
    /// said again here and there: sized for prose (a slot for three bytes, 65,536), the table is
    /// half full a third of the way in and grows, and the repeats after that must still be found.
    @Test func aTextOfShortWordsGrowsTheTable() {
        var random = SplitMix64(seed: 28)
        var words = (1_296..<46_656).map { String($0, radix: 36) }
        for _ in 0..<3_000 {
            let word = words[Int.random(in: 0..<words.count, using: &random)]
            words.insert(word, at: Int.random(in: 0...words.count, using: &random))
        }
        let text = words.joined(separator: " ")
        #expect(text.utf8.count / 3 <= 65_536)
        let distinct = DistinctWords.of(text), expected = reference(text)
        let same = distinct == expected
        #expect(same, "\(distinct.utf8.count) bytes, expected \(expected.utf8.count)")
    }

    private func reference(_ text: String) -> String {
        var seen = Set<ArraySlice<UInt8>>()
        let words = Array(text.utf8).split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) })
        return String(decoding: Array(words.filter { seen.insert($0).inserted }.joined(separator: [0x20])), as: UTF8.self)
    }
}
