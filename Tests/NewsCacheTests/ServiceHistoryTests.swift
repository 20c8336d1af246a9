import Entities
import Foundation
import GRDB
import NewsCache
import Testing
import TestSupport

/// Where a feed service's first sync and history stand, kept in the cache (schema v9).
@Suite struct ServiceHistoryTests {
    let folder = TemporaryDirectory("adder-history")
    static let feed = "http://a.example/feed"

    static func article(_ id: Int64) -> ServiceArticle {
        ServiceArticle(serviceID: id, feedURL: feed, item: FeedItem(id: nil, title: "Item \(id)", link: nil, author: nil, published: nil,
                                                                    content: nil, enclosures: []),
                       isRead: false, isStarred: false, identity: "ttrss:\(id)")
    }

    /// A cache synced before v9 pulled every article from the service's first id: it carries on
    /// after its newest, and asks for no history (which would fetch every article again).
    @Test func aCacheSyncedBeforeTheHistoryCarriesOnFromItsNewestArticle() throws {
        let url = folder.file("news.sqlite")
        do {
            let cache = try NewsCache(url: url, searchText: .bodies)
            try cache.follow(service: "Tiny Tiny RSS at http://rss.example/api/")
            try cache.sync([Subscription(url: Self.feed)])
            try cache.mergeServiceArticles([Self.article(7), Self.article(42)], fetchedAt: Date())
        }
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: """
                DROP TABLE serviceHistory;
                ALTER TABLE serviceState DROP COLUMN watermark; ALTER TABLE serviceState DROP COLUMN newestStored;
                DELETE FROM grdb_migrations WHERE identifier = 'v9 feed service history';
                """)
        }
        let cache = try NewsCache(url: url, searchText: .bodies)
        #expect(try cache.serviceWatermark() == 42)
        #expect(try cache.newestStored() && cache.historyComplete())
    }

    /// A page and its feed's place are one transaction; another service starts from nothing.
    @Test func eachPageKeepsItsFeedsPlaceUntilTheServiceChanges() throws {
        let cache = try NewsCache(url: folder.file("news.sqlite"), searchText: .bodies)
        try cache.follow(service: "Tiny Tiny RSS at http://rss.example/api/")
        try cache.sync([Subscription(url: Self.feed), Subscription(url: "http://b.example/feed")])
        #expect(try cache.serviceWatermark() == nil && !cache.newestStored())
        #expect(try cache.beginFirstSync(watermark: 40) == 40)
        #expect(try cache.beginFirstSync(watermark: 90) == 40, "a first sync begun again keeps the first watermark")
        try cache.mergeServiceArticles([Self.article(7), Self.article(42)], fetchedAt: Date(),
                                       history: HistoryStep(feedURL: Self.feed, skip: 200, done: false))
        #expect(try cache.feedsWithoutHistory() == ["http://b.example/feed"])
        #expect(try cache.openHistory() == [HistoryCursor(feedURL: Self.feed, skip: 200)])
        try cache.mergeServiceArticles([], fetchedAt: Date(), history: HistoryStep(feedURL: "http://b.example/feed", skip: 0, done: true))
        try cache.finishFirstSync()
        #expect(try !cache.historyComplete())
        try cache.mergeServiceArticles([Self.article(3)], fetchedAt: Date(), history: HistoryStep(feedURL: Self.feed, skip: 201, done: true))
        #expect(try cache.historyComplete() && cache.openHistory().isEmpty)

        try cache.follow(service: "Fever at http://other.example/fever/")
        #expect(try cache.serviceWatermark() == nil && !cache.newestStored())
        #expect(try cache.feedsWithoutHistory().count == 2)
    }
}
