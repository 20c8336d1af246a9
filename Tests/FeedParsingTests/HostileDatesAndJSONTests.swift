import Entities
import FeedParsing
import Foundation
import Testing

/// Issue 17, item 10: a negative year is no date, a date in the future is the fetch's time, and
/// one bad JSON Feed item loses that item only.
@Suite struct HostileDatesAndJSONTests {
    @Test(arguments: ["Mon, 01 Jan -4000 00:00:00 GMT", "01 Jan -4000", "1 Jan, -4000 09:00 GMT", "-4000", "-4000-01-01T00:00:00Z"])
    func aNegativeYearIsNoDate(_ text: String) {
        #expect(FeedDate.parse(text) == nil, "\(FeedDate.parse(text).map { "\($0)" } ?? "")")
    }

    @Test func aDashBetweenDayMonthAndYearStillReads() {
        #expect(FeedDate.parse("02-Jan-2026 09:00:00 GMT") == Date(timeIntervalSince1970: 1_767_344_400))
    }

    /// Dropped, so the merge dates the item when first seen and keeps that date.
    @Test func datesAfterTheFetchAreDropped() throws {
        let fetched = Date(timeIntervalSince1970: 1_767_344_400)
        let rss = """
            <rss version="2.0"><channel><title>t</title>
            <item><title>far</title><pubDate>Fri, 31 Dec 9999 23:59:59 GMT</pubDate><atom:updated xmlns:atom="http://www.w3.org/2005/Atom">9999-01-01T00:00:00Z</atom:updated></item>
            <item><title>past</title><pubDate>Thu, 01 Jan 2026 09:00:00 GMT</pubDate></item>
            </channel></rss>
            """
        let document = try FeedParser.parse(Data(rss.utf8), url: nil).withoutDates(after: fetched)
        #expect(document.items.map(\.published) == [nil, Date(timeIntervalSince1970: 1_767_258_000)])
        #expect(document.items[0].updated == nil)
    }

    @Test(arguments: [#""\ud800""#, #""\udc00 tail""#, #""\ud800\u0041""#, String(repeating: "9", count: 100_000),
                      "-" + String(repeating: "1", count: 100_000) + ".5e99999"])
    func oneBadJSONItemLosesOnlyThatItem(_ bad: String) throws {
        let json = """
            {"version": "https://jsonfeed.org/version/1.1", "title": "T",
             "items": [
               {"id": "1", "title": "good one", "content_text": "x"},
               {"id": "2", "title": \(bad), "content_text": "y", "nested": [{"a": [1, {"b": "]}"}]}]},
               {"id": "3", "title": "good \\"three\\" ]}", "content_text": "z"}
             ]}
            """
        let document = try FeedParser.parse(Data(json.utf8), url: nil)
        #expect(document.title == "T")
        #expect(document.items.map(\.id) == ["1", "3"])
        #expect(document.items.last?.title == "good \"three\" ]}")
    }

    @Test func invalidJSONOutsideTheItemsIsStillRefused() {
        #expect(throws: FeedParseError.self) {
            try FeedParser.parse(Data(#"{"version": "https://jsonfeed.org/version/1", "title": "\ud800", "items": []}"#.utf8), url: nil)
        }
        #expect(throws: FeedParseError.self) { try FeedParser.parse(Data(#"{"items": [{"id": "1"}"#.utf8), url: nil) }
    }
}
