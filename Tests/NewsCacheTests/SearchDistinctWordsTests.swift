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
}
