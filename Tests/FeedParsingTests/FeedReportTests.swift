import Entities
import FeedParsing
import Foundation
import Testing

@Suite("adder feeds parse --json")
struct FeedReportTests {
    @Test func jsonShape() throws {
        let feed = try FeedFixture.parse("rss20.xml")
        let json = FeedReport.json(feed)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["title", "link", "items"])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.count == 3)
        #expect(Set(items[0].keys) == ["id", "title", "link", "published", "author", "summary"])
        #expect(items[0]["published"] as? String == "2026-01-02T09:00:00Z")
        #expect(items[0]["summary"] as? String == "Hello world")
        #expect(items[2]["published"] is NSNull)
        #expect(json.contains(#""link" : "https://feeds.example/posts/1""#))
        let keys = json.split(separator: "\n").compactMap { $0.split(separator: "\"").dropFirst().first }.prefix(7)
        #expect(Array(keys) == ["items", "author", "id", "link", "published", "summary", "title"])
    }
}
