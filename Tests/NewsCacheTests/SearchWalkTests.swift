import Entities
import Foundation
import GRDB
import GRDBSQLite
@testable import NewsCache
import TestSupport
import Testing

/// Issue 28, item 2: a page of a search whose words nearly every article holds is found along the
/// newest-first order (`SearchWalk`), not by listing every match first.
@Suite struct SearchWalkTests {
    let fixture: CacheFixture

    init() throws {
        fixture = try CacheFixture()
    }

    /// `count` articles in feed `url`, each holding "garden" and "river", one minute apart, the
    /// newest `minutesAgo` minutes before `Fixtures.now`.
    func mergeCommonArticles(_ count: Int, into url: String, minutesAgo: Int) throws {
        let items = (0..<count).map { index in
            let minutes = Double(minutesAgo + index)
            return item("\(url)#\(index)", "Article \(minutesAgo + index)", hoursAgo: minutes / 60,
                        text: "The garden by the river, number \(index).")
        }
        try fixture.merge(items, into: url)
        // One segment, whatever the merges: the steps then count the walk, not the index's layout.
        try DatabaseQueue(path: fixture.url.path).write { db in
            try db.execute(sql: "INSERT INTO articleSearch (articleSearch) VALUES ('optimize')")
        }
    }

    /// The page and how many SQLite steps it took, on a read-only connection of the test's own.
    func pageAndSteps(_ query: ArticleQuery, offset: Int = 0, limit: Int = 20, walkBudget: Int? = nil) throws -> ([String], Int) {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: fixture.url.path, configuration: configuration)
        return try queue.read { db in
            let steps = UnsafeMutablePointer<Int>.allocate(capacity: 1)
            steps.pointee = 0
            defer { steps.deallocate() }
            sqlite3_progress_handler(db.sqliteConnection, 1, { context in
                context?.assumingMemoryBound(to: Int.self).pointee += 1
                return 0
            }, steps)
            defer { sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil) }
            let page = try NewsCache.articles(query, hiding: Killfile(), offset: offset, limit: limit, walkBudget: walkBudget, in: db)
            return (page.map(\.title), steps.pointee)
        }
    }

    @Test func aPageOfCommonWordsCostsTheSameWhateverTheNumberOfMatches() throws {
        try mergeCommonArticles(1000, into: "https://a.example/feed", minutesAgo: 0)
        let (firstPage, stepsAt1000) = try pageAndSteps(ArticleQuery(search: "garden riv"))
        try mergeCommonArticles(1000, into: "https://b.example/feed", minutesAgo: 5000)
        let (samePage, stepsAt2000) = try pageAndSteps(ArticleQuery(search: "garden riv"))
        #expect(firstPage == (0..<20).map { "Article \($0)" })
        #expect(samePage == firstPage)
        // Listing every match first makes the steps grow with the matches (twice as many here).
        #expect(Double(stepsAt2000) < Double(stepsAt1000) * 1.25, "\(stepsAt1000) steps at 1,000 matches, \(stepsAt2000) at 2,000")
    }

    @Test func theWalkGivesTheListingsPageAtEveryOffset() throws {
        try mergeCommonArticles(300, into: "https://a.example/feed", minutesAgo: 0)
        // One article in three lacks "garden": the walk must skip it, the listing never sees it.
        let items = (0..<150).map { index in
            item("other#\(index)", "Other \(index)", hoursAgo: Double(index * 2 + 1) / 60, text: "Only the river, \(index).")
        }
        try fixture.merge(items, into: "https://b.example/feed")
        let query = ArticleQuery(search: "river gard")
        let listed = try fixture.titles(query)
        #expect(listed.count == 300)
        for (offset, limit) in [(0, 20), (7, 13), (290, 20), (300, 5), (0, 0)] {
            let expected = Array(listed.dropFirst(offset).prefix(limit))
            #expect(try pageAndSteps(query, offset: offset, limit: limit).0 == expected)
            // A budget too small to fill the page: the walk gives up and the matches are listed.
            #expect(try pageAndSteps(query, offset: offset, limit: limit, walkBudget: 3).0 == expected)
        }
    }

    @Test func aPrefixIsAskedAsTheWordsItBegins() throws {
        try fixture.merge([item("1", "Rivers", text: "river rivers riverside garden")])
        let words: [SearchExpression.Word] = [.init(token: "garden", isPrefix: false), .init(token: "river", isPrefix: true)]
        let (river, rivet, expression) = try fixture.cache.read { db in
            (try SearchWalk.wordsBegun(by: "river", in: db), try SearchWalk.wordsBegun(by: "rivet", in: db),
             try SearchWalk.expressionOfWholeWords(words, in: db))
        }
        #expect(river == ["river", "rivers", "riverside"])
        #expect(rivet == [])
        #expect(expression == "\"garden\" AND (\"river\" OR \"rivers\" OR \"riverside\")")
    }

    @Test func aPrefixOfTooManyWordsIsListedNotWalked() throws {
        let words = (0...SearchWalk.maxWordsPerPrefix).map { "pre" + String(repeating: "x", count: $0 + 1) }
        try fixture.merge([item("1", "Many", hoursAgo: 1, text: words.joined(separator: " ")),
                           item("2", "One", hoursAgo: 2, text: "prex")])
        #expect(try fixture.cache.read { db in try SearchWalk.wordsBegun(by: "pre", in: db) } == nil)
        #expect(try pageAndSteps(ArticleQuery(search: "pre")).0 == ["Many", "One"])
    }
}
