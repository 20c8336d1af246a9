import Entities
import Foundation
import GRDB
import NewsCache
import TestSupport
import Testing

/// Chinese, Japanese, Korean and Thai write words without spaces between them, so a word index sees
/// a whole sentence as one word: a search for a word inside it must still find the article.
@Suite struct SpacelessScriptSearchTests {
    let fixture: CacheFixture

    init() throws {
        fixture = try CacheFixture()
        try fixture.merge([
            item("1", "吾輩は猫である", hoursAgo: 1, text: "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。"),
            item("2", "記憶について", hoursAgo: 2, text: "記憶は曖昧なものだ。iPhone用のアプリ。"),
            item("3", "한국어 기사", hoursAgo: 3, text: "오늘은 날씨가 좋습니다."),
            item("4", "ข่าวไทย", hoursAgo: 4, text: "ภาษาไทยไม่มีช่องว่างระหว่างคำ"),
            item("5", "Plain English", hoursAgo: 5, text: "Cats and memory, nothing else."),
        ])
    }

    @Test(arguments: [
        ("吾輩", ["吾輩は猫である"]),
        ("猫", ["吾輩は猫である"]),               // one letter, in the middle of a run
        ("無", ["吾輩は猫である"]),               // one letter, the last of a run
        ("記憶", ["記憶について"]),
        ("名前はまだ", ["吾輩は猫である"]),
        ("見当がつかぬ", ["吾輩は猫である"]),
        ("用", ["記憶について"]),                  // a run right after Latin letters
        ("iphone", ["記憶について"]),
        ("날씨", ["한국어 기사"]),
        ("ไทย", ["ข่าวไทย"]),
        ("ช่องว่าง", ["ข่าวไทย"]),                // Thai letters with their marks
        ("cats memory", ["Plain English"]),
    ])
    func findsWordsInsideRuns(_ search: String, _ expected: [String]) throws {
        #expect(try fixture.titles(ArticleQuery(search: search)) == expected)
    }

    @Test(arguments: ["犬", "猫犬", "記憶猫", "ไทยจีน"])
    func doesNotFindWhatIsNotThere(_ search: String) throws {
        #expect(try fixture.titles(ArticleQuery(search: search)) == [])
    }

    @Test func aPrunedArticlesSpacelessWordsGoWithIt() throws {
        try fixture.cache.setRead([fixture.article(titled: "吾輩は猫である").id], true)
        #expect(try fixture.cache.prune(keepPerFeed: 0) == 1)
        #expect(try fixture.titles(ArticleQuery(search: "猫")) == [])
        let queue = try DatabaseQueue(path: fixture.url.path)
        try queue.write { db in try db.execute(sql: "INSERT INTO articleSearch (articleSearch) VALUES ('integrity-check')") }
    }

    @Test func anIndexBuiltBeforeTheseWordsIsBuiltAgainOnOpening() throws {
        // As a cache indexed by an Adder that did not make these words reads after the migration.
        let queue = try DatabaseQueue(path: fixture.url.path)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO articleSearch (articleSearch) VALUES ('delete-all')")
            try db.execute(sql: "INSERT INTO articleSearch (rowid, title, body) SELECT id, title, '' FROM article")
            try db.execute(sql: "UPDATE searchIndex SET wordsVersion = 0")
        }
        #expect(try fixture.titles(ArticleQuery(search: "猫")) == [])
        let reopened = try NewsCache(url: fixture.url, searchText: .bodies)
        #expect(try reopened.count(ArticleQuery(search: "猫")) == 1)
        #expect(try reopened.count(ArticleQuery(search: "記憶")) == 1)
    }
}
