import Entities
@testable import FeedParsing
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

/// `FeedValues.collapse` hands already collapsed ASCII back as it is; on any text, that gives what
/// splitting at white space and joining with one space gives.
@Suite struct CollapsedTitleShortcutTests {
    @Test func theShortcutGivesWhatSplittingGives() {
        var generator = SeededGenerator(seed: 2_811)
        let pieces = ["a", "Bc", "two words", "x", "one", " ", " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{1F}", "é", "\u{A0}", "-"]
        var shortcut = 0, general = 0
        for _ in 0..<10_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let expected = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            #expect(FeedValues.collapse(text) == expected, "\(Array(text.utf8))")
            if FeedValues.isCollapsedASCII(text) { shortcut += 1 } else { general += 1 }
        }
        #expect(shortcut > 500, "\(shortcut)")
        #expect(general > 2_000, "\(general)")
    }
}
