import Entities
import FeedParsing
import Foundation
import Testing

@Suite("JSON Feed 1.0 and 1.1")
struct JSONFeedTests {
    @Test func jsonFeed11() throws {
        let feed = try FeedFixture.parse("jsonfeed11.json", url: "https://example.org/feed.json")
        #expect(feed.title == "JSON Feed")
        #expect(feed.link == "https://example.org/")
        let item = feed.items[0]
        #expect(item.id == "1")
        #expect(item.link == "https://example.org/posts/1")
        #expect(item.author == "Jay")
        #expect(item.summary == FeedText("A greeting", format: .plain))
        #expect(item.content == FeedText("<p>Hi <b>there</b></p>", format: .html))
        #expect(item.published == FeedFixture.date("2026-01-02T09:00:00Z"))
        #expect(item.updated == FeedFixture.date("2026-01-03T09:00:00Z"))
        #expect(item.enclosures == [Enclosure(url: "https://example.org/a.m4a", type: "audio/x-m4a", length: 1000)])
        #expect(feed.items[1].id == "2")
        #expect(feed.items[1].title == "Text only item without a title")
    }

    @Test func jsonFeed10() throws {
        let item = try #require(try FeedFixture.parse("jsonfeed10.json").items.first)
        #expect(item.link == "https://elsewhere.example/a")
        #expect(item.author == "Solo")
        #expect(item.published == FeedFixture.date("2026-01-01T04:00:00Z"))
    }

    @Test func jsonThatIsNotAFeed() {
        #expect(throws: FeedParseError.self) { try FeedFixture.parse(text: #"{"hello": 1}"#) }
        #expect(throws: FeedParseError.self) { try FeedFixture.parse(text: #"{"items": [1, 2"#) }
    }
}
