import Entities
import Foundation
import GRDB
import NewsCache
import TestSupport
import Testing

/// A cache on a real file in a fresh temporary folder.
struct CacheFixture {
    let directory = TemporaryDirectory("adder-news-cache")
    let cache: NewsCache

    var url: URL { directory.file("news.sqlite") }

    init(feeds urls: [String] = ["https://a.example/feed", "https://b.example/feed"], searchText: SearchText = .bodies) throws {
        cache = try NewsCache(url: directory.file("news.sqlite"), searchText: searchText)
        try cache.sync(urls.map { Subscription(url: $0) })
    }

    func feedID(_ url: String) throws -> Feed.ID {
        try #require(try cache.feed(url: url)).id
    }

    @discardableResult
    func merge(_ items: [FeedItem], into url: String = "https://a.example/feed", title: String = "A",
               at date: Date = Fixtures.now, validators: HTTPValidators = .none) throws -> MergeSummary {
        try cache.merge(FeedDocument(title: title, link: "https://a.example/", items: items), into: feedID(url),
                        validators: validators, fetchedAt: date)
    }

    func titles(_ query: ArticleQuery = ArticleQuery()) throws -> [String] {
        try cache.articles(query, offset: 0, limit: 1000).map(\.title)
    }

    func article(titled title: String) throws -> Article {
        try #require(try cache.articles(ArticleQuery(), offset: 0, limit: 10_000).first { $0.title == title })
    }

    /// The head of FTS5's structure record: the index's segments, and the leaves written so far.
    func searchIndexStructure() throws -> (segments: Int, leavesWritten: Int) {
        let block = try DatabaseQueue(path: url.path).read { db in
            try Data.fetchOne(db, sql: "SELECT block FROM articleSearch_data WHERE id = 10")
        }
        var bytes = Array(try #require(block)).dropFirst(4)  // a cookie, then varints: levels, segments, writes
        func varint() -> Int {
            var value = 0
            while let byte = bytes.popFirst() {
                value = value << 7 | Int(byte & 0x7F)
                if byte < 0x80 { break }
            }
            return value
        }
        _ = varint()
        return (varint(), varint())
    }
}

extension SearchText {
    /// HTML indexed as it is (tags and all): enough for tests whose bodies are plain text.
    static let bodies = SearchText(version: 1) { $0 }
}

/// An item with a guid, dated `hoursAgo` before `Fixtures.now`.
func item(_ id: String?, _ title: String, hoursAgo: Double? = 0, link: String? = nil, text: String = "body") -> FeedItem {
    FeedItem(id: id, title: title, link: link, published: hoursAgo.map { Fixtures.now.addingTimeInterval(-$0 * 3600) },
             content: FeedText(text, format: .plain))
}
