import Entities
import FeedParsing
import Foundation
import Testing

/// Attachments as real feeds write them: relative addresses, the same file twice, unknown sizes
/// written as 0, -1 or "12 kB", blank types, and an attachment with no address.
@Suite("Enclosures in RSS, Atom and JSON Feed")
struct EnclosureTests {
    @Test func rss() throws {
        let item = try #require(try FeedFixture.parse("enclosures-rss.xml", url: "https://radio.example/feed.xml").items.first)
        #expect(item.enclosures == [
            Enclosure(url: "https://radio.example/media/ep12.mp3", type: "audio/mpeg", length: 48_213_504),
            Enclosure(url: "https://cdn.radio.example/ep12.pdf", type: nil, length: nil),
            Enclosure(url: "https://cdn.radio.example/ep12.vtt", type: nil, length: nil),
        ])
    }

    @Test func atom() throws {
        let item = try #require(try FeedFixture.parse("enclosures-atom.xml").items.first)
        #expect(item.enclosures == [
            Enclosure(url: "https://video.example/media/clip3.webm", type: "video/webm", length: nil),
            Enclosure(url: "https://video.example/feed/clip3.srt", type: nil, length: 2048),
        ])
    }

    @Test func jsonFeed() throws {
        let item = try #require(try FeedFixture.parse("enclosures.json", url: "https://radio.example/feed.json").items.first)
        #expect(item.enclosures == [
            Enclosure(url: "https://radio.example/media/ep13.m4a", type: "audio/x-m4a", length: 31_000_000),
            Enclosure(url: "https://radio.example/media/ep13.pdf", type: nil, length: nil),
            Enclosure(url: "https://radio.example/media/ep13.txt", type: nil, length: nil),
        ])
    }
}
