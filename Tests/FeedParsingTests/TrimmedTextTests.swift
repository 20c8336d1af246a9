import Basics
@testable import FeedParsing
import Testing

/// `XMLTreeElement.trimmed` takes a shortcut through the bytes when both ends are ASCII; it must
/// trim exactly as `trimmedWhitespace` (Unicode's White_Space) does.
@Suite("Trimmed feed values")
struct TrimmedTextTests {
    @Test(arguments: ["", " ", " \t\r\n ", "urn:x", "  urn:x  ", "\n\thttps://example.com/a b\n", "\u{A0}urn:x\u{A0}",
                      "\u{3000}記事\u{3000}", " é ", "é", "\u{1C}x\u{1F}", "x\u{85}", "\u{2028} x", " x\u{200A}", "\u{0B}\u{0C}x"])
    func trimsAsUnicodeWhiteSpaceDoes(_ text: String) {
        #expect(XMLTreeElement.trimmed(text) == text.trimmedWhitespace, "\(text.debugDescription)")
    }
}
