import Entities
import FeedParsing
import Foundation
import Testing

@Suite("Atom 1.0 and 0.3")
struct AtomTests {
    @Test func atom10FeedWithNestedXMLBase() throws {
        let feed = try FeedFixture.parse("atom10.xml")
        #expect(feed.title == "Atom Blog")
        #expect(feed.link == "https://example.com/blog/")
        let entry = feed.items[0]
        #expect(entry.title == "XHTML entry")
        #expect(entry.link == "https://example.com/blog/2026/first.html")
        #expect(entry.id == "urn:uuid:1")
        #expect(entry.author == "Entry Author")
        #expect(entry.published == FeedFixture.date("2026-01-02T09:00:00.25Z"))
        #expect(entry.updated == FeedFixture.date("2026-01-03T10:00:00Z"))
        #expect(entry.summary == FeedText("Plain <summary>", format: .plain))
        #expect(entry.enclosures == [Enclosure(url: "https://example.com/blog/2026/audio.ogg", type: "audio/ogg", length: 42)])
    }

    @Test func xhtmlContentIsSerialisedWithLinksResolved() throws {
        let content = try #require(try FeedFixture.parse("atom10.xml").items[0].content)
        #expect(content.format == .html)
        #expect(content.text == #"<p>Hello <a href="https://example.com/blog/2026/posts/x.html">link</a> &amp; <b>bold</b><br>line</p>"#)
    }

    @Test func alternateLinkPreferredAndFeedAuthorInherited() throws {
        let entry = try FeedFixture.parse("atom10.xml").items[1]
        #expect(entry.link == "https://other.example/second")
        #expect(entry.author == "Feed Author")
        #expect(entry.published == FeedFixture.date("2026-01-04T10:00:00Z"))
        #expect(entry.content == FeedText("<p>Escaped &amp; <i>html</i></p>", format: .html))
    }

    @Test func missingTitleFallsBackToContent() throws {
        let entry = try FeedFixture.parse("atom10.xml").items[2]
        #expect(entry.title == "CDATA content becomes the title")
    }

    @Test func atom03Modes() throws {
        let feed = try FeedFixture.parse("atom03.xml")
        #expect(feed.title == "Old Atom")
        #expect(feed.link == "http://example.org/")
        let escaped = feed.items[0]
        #expect(escaped.published == FeedFixture.date("2005-04-02T20:00:00Z"))
        #expect(escaped.updated == FeedFixture.date("2005-04-03T12:00:00Z"))
        #expect(escaped.author == "Mark")
        #expect(escaped.summary == FeedText("Short summary", format: .plain))
        #expect(escaped.content == FeedText("<p>Escaped body</p>", format: .html))
        #expect(feed.items[1].content == FeedText("<p>Base64 <b>body</b></p>", format: .html))
        #expect(feed.items[2].content == FeedText("<p>Inline <em>xml</em></p>", format: .html))
    }
}
