import Entities
import Foundation
import NewsCache
import TestSupport
import Testing

@Suite struct SearchTests {
    let fixture: CacheFixture

    init() throws {
        fixture = try CacheFixture()
        try fixture.merge([
            item("1", "Swift concurrency explained", hoursAgo: 1, text: "Actors and tasks in Swift 6."),
            item("2", "Café culture", hoursAgo: 2, text: "Espresso, \"flat white\" and C++ programmers."),
            item("3", "Gardening", hoursAgo: 3, text: "Tomatoes need sun; the AND operator does not."),
        ])
        try fixture.merge([item("4", "Swift birds", hoursAgo: 4, text: "Swifts sleep while flying.")],
                          into: "https://b.example/feed", title: "B")
    }

    @Test func matchesTitleAndBodyWordsAnded() throws {
        #expect(try fixture.titles(ArticleQuery(search: "swift")) == ["Swift concurrency explained", "Swift birds"])
        #expect(try fixture.titles(ArticleQuery(search: "swift actors")) == ["Swift concurrency explained"])
        #expect(try fixture.titles(ArticleQuery(search: "tomatoes")) == ["Gardening"])
        #expect(try fixture.titles(ArticleQuery(search: "swift tomatoes")) == [])
    }

    @Test func theLastWordMatchesAsAPrefix() throws {
        #expect(try fixture.titles(ArticleQuery(search: "concur")) == ["Swift concurrency explained"])
        #expect(try fixture.titles(ArticleQuery(search: "swift concur")) == ["Swift concurrency explained"])
        #expect(try fixture.titles(ArticleQuery(search: "concur explained")) == [])  // only the last word is a prefix
    }

    @Test func ignoresCaseAndAccents() throws {
        #expect(try fixture.titles(ArticleQuery(search: "CAFE")) == ["Café culture"])
        #expect(try fixture.titles(ArticleQuery(search: "espresso")) == ["Café culture"])
    }

    @Test(arguments: ["\"", "\"flat", "flat white\"", "c++", "C++ -programmers", "AND", "tomatoes AND", "NEAR(a b)",
                      "col:umn", "title:swift", "*", "^swift", "(", "'", "a OR", "--", "\\", "\u{0}"])
    func punctuationAndOperatorsInUserTextNeverRaise(_ text: String) throws {
        _ = try fixture.cache.articles(ArticleQuery(search: text), offset: 0, limit: 10)
        _ = try fixture.cache.count(ArticleQuery(search: text))
        _ = try fixture.cache.markAllRead(ArticleQuery(starredOnly: true, search: text))
    }

    @Test func wordsAreSplitAsTheIndexSplitsThem() throws {
        #expect(try fixture.titles(ArticleQuery(search: "caf")) == ["Café culture"])
        #expect(try fixture.titles(ArticleQuery(search: "sun;")) == ["Gardening"])
        #expect(try fixture.titles(ArticleQuery(search: "espresso,flat")) == ["Café culture"])
    }

    @Test func quotesAndOperatorsAreSearchedAsWords() throws {
        #expect(try fixture.titles(ArticleQuery(search: "\"flat white\"")) == ["Café culture"])
        #expect(try fixture.titles(ArticleQuery(search: "c++ programmers")) == ["Café culture"])
        #expect(try fixture.titles(ArticleQuery(search: "the AND operator")) == ["Gardening"])
        #expect(try fixture.titles(ArticleQuery(search: "title:swift")) == [])  // a column filter would have matched
    }

    @Test func blankSearchIsNoSearchAndPunctuationOnlyMatchesNothing() throws {
        #expect(try fixture.cache.count(ArticleQuery(search: "  ")) == 4)
        #expect(try fixture.cache.count(ArticleQuery(search: "")) == 4)
        #expect(try fixture.cache.count(ArticleQuery(search: "?! --")) == 0)
    }

    @Test func combinesWithFeedUnreadAndStarred() throws {
        let feedB = try fixture.feedID("https://b.example/feed")
        #expect(try fixture.titles(ArticleQuery(feedID: feedB, search: "swift")) == ["Swift birds"])
        try fixture.cache.setRead([fixture.article(titled: "Swift birds").id], true)
        #expect(try fixture.titles(ArticleQuery(unreadOnly: true, search: "swift")) == ["Swift concurrency explained"])
        #expect(try fixture.cache.count(ArticleQuery(unreadOnly: true, search: "swift")) == 1)
        try fixture.cache.setStarred([fixture.article(titled: "Swift birds").id], true)
        #expect(try fixture.titles(ArticleQuery(starredOnly: true, search: "swi")) == ["Swift birds"])
    }

    @Test func searchFollowsDeletedFeeds() throws {
        try fixture.cache.sync([Subscription(url: "https://a.example/feed")])
        #expect(try fixture.titles(ArticleQuery(search: "swift")) == ["Swift concurrency explained"])
    }
}
