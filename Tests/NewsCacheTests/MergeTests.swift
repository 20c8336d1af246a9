import Entities
import Foundation
import NewsCache
import Synchronization
import TestSupport
import Testing

@Suite struct MergeTests {
    @Test func newArticlesAreInsertedUnreadNewestFirst() throws {
        let fixture = try CacheFixture()
        let summary = try fixture.merge([item("1", "Old", hoursAgo: 5), item("2", "New", hoursAgo: 1)])
        #expect(summary == MergeSummary(inserted: 2, updated: 0, unchanged: 0))
        let articles = try fixture.cache.articles(ArticleQuery(), offset: 0, limit: 10)
        #expect(articles.map(\.title) == ["New", "Old"])
        #expect(articles.allSatisfy { !$0.isRead && !$0.isStarred && $0.feedTitle == "A" })
    }

    @Test func anUpdatedArticleChangesInPlaceAndKeepsItsState() throws {
        let fixture = try CacheFixture()
        try fixture.merge([item("1", "Draft", hoursAgo: 2, text: "first")])
        let original = try fixture.article(titled: "Draft")
        try fixture.cache.setRead([original.id], true)
        try fixture.cache.setStarred([original.id], true)

        let summary = try fixture.merge([item("1", "Final", hoursAgo: 1, text: "second")], at: Fixtures.now.addingTimeInterval(60))
        #expect(summary == MergeSummary(inserted: 0, updated: 1, unchanged: 0))
        let updated = try fixture.article(titled: "Final")
        #expect(updated.id == original.id)
        #expect(updated.isRead && updated.isStarred)
        #expect(updated.published == Fixtures.now.addingTimeInterval(-3600))
        #expect(try fixture.cache.body(of: updated.id)?.content == FeedText("second", format: .plain))
        #expect(try fixture.titles(ArticleQuery(search: "first")) == [])
        #expect(try fixture.titles(ArticleQuery(search: "second")) == ["Final"])
    }

    @Test func anUnchangedDocumentWritesNothingAndRendersNothing() throws {
        let rendered = RenderCount()
        let fixture = try CacheFixture(searchText: SearchText(version: 1) { rendered.add(); return $0 })
        let items = ["One", "Two"].map { FeedItem(id: $0, title: $0, content: FeedText("<p>\($0)</p>", format: .html)) }
        try fixture.merge(items)
        #expect(rendered.count == 2)
        let summary = try fixture.merge(items)
        #expect(summary == MergeSummary(inserted: 0, updated: 0, unchanged: 2))
        #expect(rendered.count == 2)
    }

    @Test func theRefreshsMergeWaitsForTheWriterAndMergesAlike() async throws {
        let fixture = try CacheFixture()
        try fixture.merge([item("1", "One")])
        let document = FeedDocument(title: "A", items: [item("1", "One, edited", text: "Swifts sleep while flying."), item("2", "Two")])
        let summary = try await fixture.cache.merge(document, into: fixture.feedID("https://a.example/feed"), validators: .none,
                                                    fetchedAt: Fixtures.now)
        #expect(summary == MergeSummary(inserted: 1, updated: 1, unchanged: 0))
        #expect(try fixture.titles(ArticleQuery(search: "swifts")) == ["One, edited"])
    }

    @Test func articlesThatLeftTheFeedStay() throws {
        let fixture = try CacheFixture()
        try fixture.merge([item("1", "One", hoursAgo: 2), item("2", "Two", hoursAgo: 1)])
        try fixture.merge([item("3", "Three")])
        #expect(try fixture.titles() == ["Three", "Two", "One"])
    }

    @Test func identityFallsBackToLinkThenTitleAndDate() throws {
        let fixture = try CacheFixture()
        try fixture.merge([
            item(nil, "By link", hoursAgo: 1, link: "https://a.example/1"),
            item("  ", "Blank guid, by link", hoursAgo: 2, link: "https://a.example/2"),
            item(nil, "By title and date", hoursAgo: 3),
        ])
        let summary = try fixture.merge([
            item(nil, "By link, retitled", hoursAgo: 1, link: "https://a.example/1"),
            item("  ", "Blank guid, by link", hoursAgo: 2, link: "https://a.example/2"),
            item(nil, "By title and date", hoursAgo: 3),
            item(nil, "By title and date", hoursAgo: 4),  // same title, another date: another article
        ])
        #expect(summary == MergeSummary(inserted: 1, updated: 1, unchanged: 2))
        #expect(try fixture.titles() == ["By link, retitled", "Blank guid, by link", "By title and date", "By title and date"])
    }

    @Test func aGuidWinsOverALinkSharedByTwoItems() throws {
        let fixture = try CacheFixture()
        try fixture.merge([item("a", "First", hoursAgo: 2, link: "https://a.example/same"),
                           item("b", "Second", hoursAgo: 1, link: "https://a.example/same")])
        #expect(try fixture.cache.count(ArticleQuery()) == 2)
    }

    @Test func anItemListedTwiceInOneDocumentIsOneArticle() throws {
        let fixture = try CacheFixture()
        let summary = try fixture.merge([item("1", "Newer copy"), item("1", "Older copy")])
        #expect(summary.inserted == 1)
        #expect(try fixture.titles() == ["Newer copy"])
    }

    @Test func sameGuidInTwoFeedsIsTwoArticles() throws {
        let fixture = try CacheFixture()
        try fixture.merge([item("1", "In A")])
        try fixture.merge([item("1", "In B")], into: "https://b.example/feed", title: "B")
        #expect(try Set(fixture.titles()) == ["In A", "In B"])
    }

    @Test func anUndatedArticleKeepsItsFirstSeenDate() throws {
        let fixture = try CacheFixture()
        let firstSeen = Fixtures.now
        try fixture.merge([item("1", "Undated", hoursAgo: nil)], at: firstSeen)
        try fixture.merge([item("1", "Undated", hoursAgo: nil, text: "edited")], at: firstSeen.addingTimeInterval(3600))
        try fixture.merge([item("1", "Undated", hoursAgo: nil, text: "edited")], at: firstSeen.addingTimeInterval(7200))
        let article = try fixture.article(titled: "Undated")
        #expect(article.published == firstSeen)
        #expect(try fixture.cache.body(of: article.id)?.content?.text == "edited")
    }

    @Test func bodyHasWhatTheReaderNeeds() throws {
        let fixture = try CacheFixture()
        let full = FeedItem(id: "1", title: "Episode", link: "https://a.example/ep", author: "Ann",
                            published: Fixtures.now, updated: Fixtures.now.addingTimeInterval(60),
                            summary: FeedText("<p>Short</p>", format: .html), content: FeedText("Long", format: .plain),
                            enclosures: [Enclosure(url: "https://a.example/ep.mp3", type: "audio/mpeg", length: 1234)])
        try fixture.merge([full])
        let article = try fixture.article(titled: "Episode")
        #expect(article.link == "https://a.example/ep" && article.author == "Ann")
        #expect(try fixture.cache.body(of: article.id) == ArticleBody(
            articleID: article.id, title: "Episode", link: "https://a.example/ep", author: "Ann", published: Fixtures.now,
            updated: Fixtures.now.addingTimeInterval(60), summary: FeedText("<p>Short</p>", format: .html),
            content: FeedText("Long", format: .plain), enclosures: full.enclosures))
        #expect(try fixture.cache.body(of: 9999) == nil)
    }

    @Test func mergeStoresTheFeedsTitleLinkAndValidators() throws {
        let fixture = try CacheFixture()
        let validators = HTTPValidators(etag: "\"abc\"", lastModified: "Fri, 02 Jan 2026 08:00:00 GMT")
        try fixture.merge([item("1", "One")], title: "Site A", validators: validators)
        let feed = try #require(try fixture.cache.feed(url: "https://a.example/feed"))
        #expect(feed.title == "Site A" && feed.siteLink == "https://a.example/")
        #expect(feed.lastSuccess == Fixtures.now && feed.lastError == nil)
        #expect(try fixture.cache.validators(for: feed.id) == validators)
    }

    @Test func mergeIntoAFeedNoLongerSubscribedThrows() throws {
        let fixture = try CacheFixture()
        let id = try fixture.feedID("https://a.example/feed")
        try fixture.cache.sync([])
        #expect(throws: NewsCacheError.unknownFeed(id)) {
            try fixture.cache.merge(FeedDocument(title: "A"), into: id, validators: .none, fetchedAt: Fixtures.now)
        }
    }
}

/// How often a merge asked for an item's search text.
private final class RenderCount: Sendable {
    private let calls = Mutex(0)

    func add() { calls.withLock { $0 += 1 } }
    var count: Int { calls.withLock { $0 } }
}
