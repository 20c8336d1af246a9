import Entities
import FeedParsing
import Foundation
import Testing

/// `maxItems`: a fetch keeps the newest items of a feed, whatever it holds.
@Suite("Items kept per fetch")
struct ItemLimitTests {
    private static func rss(_ items: [(id: String, date: String?)]) -> String {
        let body = items.map { item in
            "<item><guid>\(item.id)</guid><title>\(item.id)</title>" + (item.date.map { "<pubDate>\($0)</pubDate>" } ?? "") + "</item>"
        }.joined()
        return "<rss version=\"2.0\"><channel><title>T</title><link>https://x.example/</link>\(body)</channel></rss>"
    }

    private static func read(_ text: String, maxItems: Int) throws(FeedParseError) -> ParsedFeed {
        try FeedParser.read(Data(text.utf8), url: URL(string: "https://x.example/feed"), maxItems: maxItems)
    }

    @Test("the newest by date are kept, in the file's order, and the file's count is told")
    func newestByDate() throws {
        let feed = Self.rss([("a", "Mon, 01 Jan 2024 00:00:00 GMT"), ("b", "Mon, 01 Jan 2025 00:00:00 GMT"),
                             ("c", "Mon, 01 Jan 2023 00:00:00 GMT"), ("d", "Mon, 01 Jan 2026 00:00:00 GMT"),
                             ("e", "Mon, 01 Jan 2022 00:00:00 GMT")])
        let parsed = try Self.read(feed, maxItems: 2)
        #expect(parsed.document.items.map(\.id) == ["b", "d"])
        #expect(parsed.itemsInFile == 5)
        #expect(parsed.document.title == "T" && parsed.document.link == "https://x.example/")
    }

    @Test("undated items count as newest (the cache dates them at the fetch), the first in the file first")
    func undatedFirst() throws {
        let feed = Self.rss([("dated", "Mon, 01 Jan 2024 00:00:00 GMT"), ("u1", nil), ("u2", nil), ("u3", nil)])
        #expect(try Self.read(feed, maxItems: 2).document.items.map(\.id) == ["u1", "u2"])
        #expect(try Self.read(feed, maxItems: 10).document.items.map(\.id) == ["dated", "u1", "u2", "u3"])
    }

    @Test("no limit keeps every item, and 0 keeps none")
    func extremes() throws {
        let feed = Self.rss((0..<50).map { ("i\($0)", nil) })
        #expect(try FeedParser.parse(Data(feed.utf8), url: nil).items.count == 50)
        let none = try Self.read(feed, maxItems: 0)
        #expect(none.document.items.isEmpty && none.itemsInFile == 50)
    }

    @Test("Atom: the newest entries, and the feed's author (even after the entries) goes to those without one")
    func atomEntries() throws {
        let entries = (1...4).map { "<entry><id>e\($0)</id><title>E\($0)</title><updated>202\($0)-01-01T00:00:00Z</updated></entry>" }
        let feed = """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>A</title>\(entries.joined())
            <entry><id>own</id><title>Own</title><updated>2019-01-01T00:00:00Z</updated><author><name>Me</name></author></entry>
            <author><name>Feed Author</name></author></feed>
            """
        let parsed = try Self.read(feed, maxItems: 3)
        #expect(parsed.document.items.map(\.id) == ["e2", "e3", "e4"])
        #expect(parsed.document.items.allSatisfy { $0.author == "Feed Author" })
        #expect(try Self.read(feed, maxItems: 10).document.items.last?.author == "Me")
    }

    @Test("RSS 1.0: items beside the channel count too")
    func rdfItems() throws {
        let feed = """
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
            <channel rdf:about="x"><title>R</title></channel>
            <item rdf:about="https://x.example/1"><title>One</title></item>
            <item rdf:about="https://x.example/2"><title>Two</title></item>
            <item rdf:about="https://x.example/3"><title>Three</title></item></rdf:RDF>
            """
        let parsed = try Self.read(feed, maxItems: 2)
        #expect(parsed.document.title == "R")
        #expect(parsed.document.items.map(\.title) == ["One", "Two"])
        #expect(parsed.itemsInFile == 3)
    }

    @Test("JSON Feed: the newest items")
    func jsonItems() throws {
        let items = (1...5).map { #"{"id": "j\#($0)", "title": "J\#($0)", "date_published": "202\#($0)-01-01T00:00:00Z"}"# }
        let feed = #"{"version": "https://jsonfeed.org/version/1.1", "title": "J", "items": [\#(items.joined(separator: ","))]}"#
        let parsed = try Self.read(feed, maxItems: 2)
        #expect(parsed.document.items.map(\.id) == ["j4", "j5"])
        #expect(parsed.itemsInFile == 5 && parsed.document.title == "J")
    }

    @Test("an error after some items still fails the whole feed, with its line")
    func errorAfterItems() throws {
        let feed = Self.rss([("a", nil), ("b", nil)]).replacingOccurrences(of: "</channel>", with: "\n<oops></channel>")
        #expect(throws: FeedParseError.self) { try Self.read(feed, maxItems: 1) }
        do {
            _ = try Self.read(feed, maxItems: 1)
        } catch {
            #expect(error.line == 2)
        }
    }
}
