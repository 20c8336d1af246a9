import Entities
import FeedParsing
import Foundation
import Testing

/// Titles and names have their runs of white space made one space; ASCII ones take a path of
/// their own (issue 28, item 6), which must give what the general one gives.
@Suite struct TitleSpaceTests {
    @Test func runsOfWhiteSpaceBecomeOneSpaceInASCIIAndBeyond() throws {
        let titles = ["  Hello \t\r\n  world  ", "one", " \t ", "Caf\u{E9}\u{A0}\u{3000} au\u{2003}lait\n", "tab\tinside\u{85}end"]
        let items = titles.enumerated().map { index, title in
            "<item><guid>\(index)</guid><title>\(title)</title><author>  Ann \n Lee  </author></item>"
        }
        let feed = try FeedFixture.parse(text: "<rss version=\"2.0\"><channel><title> The\n  channel </title>\(items.joined())</channel></rss>")
        #expect(feed.title == "The channel")
        #expect(feed.items.map(\.title) == ["Hello world", "one", "(untitled)", "Caf\u{E9} au lait", "tab inside end"])
        #expect(feed.items.map(\.author) == Array(repeating: "Ann Lee", count: titles.count))
    }
}
