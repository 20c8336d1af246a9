import Entities
import Foundation
import GRDB
import NewsCache
import TestSupport
import Testing

/// The index keeps words, not text: an article's words must come out whenever it changes or goes,
/// or a later article given the same row id would be found by them.
@Suite struct SearchIndexTests {
    private func html(_ id: String, _ title: String, _ body: String) -> FeedItem {
        FeedItem(id: id, title: title, content: FeedText("<p>\(body)</p>", format: .html))
    }

    /// The words: what is between tags.
    private static let words = SearchText(version: 1) { $0.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression) }

    @Test func aPrunedArticlesWordsGoWithIt() throws {
        let fixture = try CacheFixture(searchText: Self.words)
        try fixture.merge([html("1", "Old", "albatross"), html("2", "Kept", "kestrel")])
        try fixture.cache.setRead([try fixture.article(titled: "Old").id], true)
        #expect(try fixture.cache.prune(keepPerFeed: 1) == 1)
        try fixture.merge([html("3", "Newer", "nightingale")])
        #expect(try fixture.titles(ArticleQuery(search: "albatross")) == [])
        #expect(try fixture.titles(ArticleQuery(search: "old")) == [])
        #expect(try fixture.titles(ArticleQuery(search: "nightingale")) == ["Newer"])
        try expectIndexIntact(fixture)
    }

    @Test func anUnsubscribedFeedsWordsGoWithIt() throws {
        let fixture = try CacheFixture(searchText: Self.words)
        try fixture.merge([html("1", "Gone", "albatross")], into: "https://b.example/feed")
        try fixture.cache.sync([Subscription(url: "https://a.example/feed")])
        try fixture.merge([html("2", "Here", "heron")])
        #expect(try fixture.titles(ArticleQuery(search: "albatross")) == [])
        #expect(try fixture.titles(ArticleQuery(search: "heron")) == ["Here"])
        try expectIndexIntact(fixture)
    }

    @Test func anUpdatedArticleIsFoundByItsNewWordsOnly() throws {
        let fixture = try CacheFixture(searchText: Self.words)
        try fixture.merge([html("1", "Bird", "albatross")])
        try fixture.merge([html("1", "Bird, renamed", "kestrel")])
        #expect(try fixture.titles(ArticleQuery(search: "albatross")) == [])
        #expect(try fixture.titles(ArticleQuery(search: "bird")) == ["Bird, renamed"])
        #expect(try fixture.titles(ArticleQuery(search: "kestrel")) == ["Bird, renamed"])
        try expectIndexIntact(fixture)
    }

    @Test func anIndexBuiltWithAnotherRenderingIsBuiltAgainOnOpening() throws {
        let directory = TemporaryDirectory("adder-news-reindex")
        let url = directory.file("news.sqlite")
        do {
            let cache = try NewsCache(url: url, searchText: SearchText(version: 1) { _ in "oldword" })
            try cache.sync([Subscription(url: "https://a.example/feed")])
            try cache.merge(FeedDocument(title: "A", items: [html("1", "One", "x")]), into: 1, validators: .none, fetchedAt: Fixtures.now)
            #expect(try cache.count(ArticleQuery(search: "oldword")) == 1)
        }
        let cache = try NewsCache(url: url, searchText: SearchText(version: 2) { _ in "newword" })
        #expect(try cache.count(ArticleQuery(search: "oldword")) == 0)
        #expect(try cache.count(ArticleQuery(search: "newword")) == 1)
        #expect(try cache.prune(keepPerFeed: 0) == 0)  // unread: kept
        try cache.setRead([1], true)
        #expect(try cache.prune(keepPerFeed: 0) == 1)
        #expect(try cache.count(ArticleQuery(search: "newword")) == 0)
    }

    @Test func aCacheFromBeforeTheContentlessIndexIsSearchableAfterOpening() throws {
        let directory = TemporaryDirectory("adder-news-v1")
        let url = directory.file("news.sqlite")
        try writeVersionOneCache(at: url)
        let cache = try NewsCache(url: url, searchText: Self.words)
        #expect(try cache.count(ArticleQuery(search: "albatross")) == 1)
        #expect(try cache.count(ArticleQuery(search: "storedword")) == 0)  // v1's stored text is gone with its table
        try cache.setRead([1], true)
        #expect(try cache.prune(keepPerFeed: 0) == 1)
        #expect(try cache.count(ArticleQuery(search: "albatross")) == 0)
    }

    @Test func theIndexKeepsNoCopyOfTheText() throws {
        let fixture = try CacheFixture(searchText: Self.words)
        try fixture.merge([html("1", "One", String(repeating: "albatross ", count: 500))])
        let queue = try DatabaseQueue(path: fixture.url.path)
        let tables = try queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE name LIKE 'articleSearch%'") }
        #expect(Set(tables) == ["articleSearch", "articleSearch_data", "articleSearch_idx", "articleSearch_config"])
    }

    private func expectIndexIntact(_ fixture: CacheFixture, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let queue = try DatabaseQueue(path: fixture.url.path)
        #expect(throws: Never.self, sourceLocation: sourceLocation) {
            try queue.write { db in try db.execute(sql: "INSERT INTO articleSearch (articleSearch) VALUES ('integrity-check')") }
        }
    }

    /// A cache as Adder wrote it before the v2 migration: a regular FTS5 table holding the text.
    private func writeVersionOneCache(at url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations VALUES ('v1 feeds, articles, bodies, search');
                CREATE TABLE feed (id INTEGER PRIMARY KEY, url TEXT NOT NULL UNIQUE, position INTEGER NOT NULL, userTitle TEXT,
                    tags TEXT NOT NULL DEFAULT '[]', feedTitle TEXT, siteLink TEXT, etag TEXT, lastModified TEXT,
                    lastSuccess REAL, lastError TEXT, lastErrorAt REAL);
                CREATE TABLE article (id INTEGER PRIMARY KEY, feedID INTEGER NOT NULL REFERENCES feed(id) ON DELETE CASCADE,
                    identity TEXT NOT NULL, fingerprint INTEGER NOT NULL, title TEXT NOT NULL, link TEXT, author TEXT,
                    published REAL NOT NULL, isRead INTEGER NOT NULL DEFAULT 0, isStarred INTEGER NOT NULL DEFAULT 0);
                CREATE TABLE articleBody (articleID INTEGER PRIMARY KEY REFERENCES article(id) ON DELETE CASCADE, updated REAL,
                    summary TEXT, summaryFormat TEXT, content TEXT, contentFormat TEXT, enclosures TEXT);
                CREATE UNIQUE INDEX article_identity ON article(feedID, identity);
                CREATE INDEX article_feed_unread ON article(feedID, isRead, published);
                CREATE INDEX article_feed_newest ON article(feedID, published);
                CREATE INDEX article_newest ON article(published);
                CREATE INDEX article_unread_newest ON article(published) WHERE isRead = 0;
                CREATE INDEX article_starred_newest ON article(published) WHERE isStarred = 1;
                CREATE VIRTUAL TABLE articleSearch USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 2',
                    detail = none, columnsize = 0);
                CREATE TRIGGER article_search_delete AFTER DELETE ON article BEGIN
                    DELETE FROM articleSearch WHERE rowid = old.id;
                END;
                INSERT INTO feed (id, url, position) VALUES (1, 'https://a.example/feed', 0);
                INSERT INTO article (id, feedID, identity, fingerprint, title, published) VALUES (1, 1, 'id:1', 7, 'One', 0);
                INSERT INTO articleBody (articleID, content, contentFormat) VALUES (1, '<p>albatross</p>', 'html');
                INSERT INTO articleSearch (rowid, title, body) VALUES (1, 'One', 'storedword');
                """)
        }
    }
}
