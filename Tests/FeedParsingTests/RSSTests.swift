import Entities
import FeedParsing
import Foundation
import Testing

@Suite("RSS 0.9x, 2.0 and RDF")
struct RSSTests {
    @Test func rss20ChannelAndItems() throws {
        let feed = try FeedFixture.parse("rss20.xml")
        #expect(feed.title == "Example & Co News")
        #expect(feed.link == "https://example.com/")
        #expect(feed.items.count == 3)
        let first = feed.items[0]
        #expect(first.title == "First post")
        #expect(first.link == "https://feeds.example/posts/1")
        #expect(first.id == "tag:example.com,2026:1")
        #expect(first.author == "Joe Bloggs")
        #expect(first.published == FeedFixture.date("2026-01-02T09:00:00Z"))
        #expect(first.summary == FeedText("<p>Hello <b>world</b></p>", format: .html))
        #expect(first.content == FeedText(#"<p>Full <a href="/more">text</a> here.</p>"#, format: .html))
        #expect(first.enclosures == [Enclosure(url: "https://example.com/a.mp3", type: "audio/mpeg", length: 12345)])
    }

    @Test func rss20FallbacksForTitleLinkAuthorDate() throws {
        let items = try FeedFixture.parse("rss20.xml").items
        #expect(items[1].title == "No title here, just a description that is long enough to be cut somewhere…")
        #expect(items[1].link == "https://example.com/posts/2")
        #expect(items[1].author == "Ann")
        #expect(items[1].published == FeedFixture.date("2026-01-01T07:30:00Z"))
        #expect(items[2].title == "Nothing else")
        #expect(items[2].summary == nil && items[2].link == nil && items[2].published == nil)
    }

    @Test func rss091WithDoctypeAndHTMLEntities() throws {
        let feed = try FeedFixture.parse("rss091.xml")
        #expect(feed.title == "Café Notes")
        #expect(feed.items[0].title == "Crème brûlée & more")
        #expect(feed.items[0].summary?.text == "AT&T says &bogus; hi\u{A0}there")
    }

    @Test(arguments: ["0.92", "0.93", "0.94"])
    func rss09x(version: String) throws {
        let feed = try FeedFixture.parse("rss\(version).xml")
        #expect(feed.title == "Version \(version)")
        #expect(feed.items.first?.title == "Item of \(version)")
        #expect(feed.items.first?.link == "http://example.org/\(version)")
        #expect(feed.items.first?.published == FeedFixture.date("2004-01-01T17:00:00Z"))
        #expect(feed.items.first?.enclosures.first?.length == 99)
    }

    @Test func rss090RDF() throws {
        let feed = try FeedFixture.parse("rss090.rdf")
        #expect(feed.title == "Mozilla Dot Org")
        #expect(feed.items.map(\.title) == ["New Status Updates"])
        #expect(feed.items.first?.link == "http://www.mozilla.org/status/")
    }

    @Test func rss10RDF() throws {
        let feed = try FeedFixture.parse("rss10.rdf")
        #expect(feed.title == "RDF Site")
        let item = try #require(feed.items.first)
        #expect(item.id == "http://example.net/a")
        #expect(item.author == "Dee")
        #expect(item.published == FeedFixture.date("2026-01-02T09:00:00Z"))
        #expect(item.content == FeedText("<p>Encoded</p>", format: .html))
    }

    @Test func undeclaredPrefixStillReads() throws {
        let feed = try FeedFixture.parse(text: "<rss><channel><title>T</title><item><title>I</title><dc:creator>Who</dc:creator></item></channel></rss>")
        #expect(feed.items.first?.author == "Who")
    }
}
