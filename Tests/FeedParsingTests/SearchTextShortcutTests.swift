@testable import FeedParsing
import Foundation
import Testing

/// `HTMLSearchText` compares tag names as numbers and decodes the commonest references by their
/// bytes; `ReferenceSearchText` (main's) is the reference: the same text, byte for byte.
@Suite("Search text against main's")
struct SearchTextShortcutTests {
    static func expectSame(_ html: String, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        let new = HTMLSearchText.of(html), old = ReferenceSearchText.of(html)
        let same = new == old  // not in #expect, which would print both whole
        #expect(same, "\(comment): \(html.prefix(300).debugDescription) → \(new.prefix(200).debugDescription) | \(old.prefix(200).debugDescription)",
                sourceLocation: sourceLocation)
    }

    @Test func everyCharacterReferenceBelow0x800() {
        for value in 0..<0x800 {
            Self.expectSame("a&#\(value);b &#x\(String(value, radix: 16, uppercase: value % 2 == 0));c", "\(value)")
        }
    }

    @Test("named references, known, unknown and in other cases", arguments: [
        "amp", "AMP", "Amp", "lt", "LT", "gt", "quot", "QUOT", "nbsp", "NBSP", "apos", "eacute", "Eacute", "copy", "hellip",
        "mdash", "thinsp", "ensp", "emsp", "bogus", "am", "ampx", "ltt", "nbs", "l", "a", "q", "#", "#x", "x",
    ])
    func namedReferences(_ name: String) {
        Self.expectSame("one&\(name);two &\(name); three&\(name)", "\(name)")
    }

    /// Mutations of the fragments the other search-text tests use: tag names of every length and
    /// case, inline and skipped elements, links, references, spaces, cut bytes.
    @Test func mutatedFragmentsGiveTheSameText() {
        let seeds = (HTMLSearchTextTests.fragments + SearchTextVersionTests.samples).map { Array($0.utf8) }
        let pieces = ["<b>", "</B>", "<STRONG>", "<strike>", "<span class=x>", "<a href=\"u&amp;v\">", "<A HREF=x>", "</a>",
                      "<abcdefgh>", "<abcdefghi>", "<acronym>", "<noscript>", "</noscript>", "<template>", "<templates>",
                      "<script>", "</SCRIPT >", "<style/>", "<svg>", "</svg>", "<math>", "<title>", "</title>", "<p>", "<br/>",
                      "<h1-x>", "<x1>", "<!-- -->", "<!x>", "<?p?>", "<", ">", "&", ";", "#", "&amp;", "&lt;", "&gt;", "&quot;",
                      "&nbsp;", "&#32;", "&#xA0;", "&#133;", "&#x3000;", "&#0;", "&eacute;", "&bogus;", "\u{0B}", "\t", "\n", " ",
                      "é", "日本", "'", "\"", "="].map { Array($0.utf8) }
        var generator = SeededGenerator(seed: 3_028)
        for round in 0..<6_000 {
            let bytes = mutated(seeds[round % seeds.count], inserting: pieces, using: &generator)
            Self.expectSame(String(decoding: bytes, as: UTF8.self), "round \(round)")
        }
    }

    /// The benchmark's article bodies, when `ADDER_STREAM_FEEDS` names their folder.
    @Test(.enabled(if: StreamEquivalenceOnFolderTests.folder != nil)) func everyBodyInTheFolder() throws {
        let folder = URL(fileURLWithPath: try #require(StreamEquivalenceOnFolderTests.folder))
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let feed = try FeedParser.parse(Data(contentsOf: folder.appendingPathComponent(name)), url: nil)
            for text in feed.items.flatMap({ [$0.summary, $0.content] }).compactMap({ $0 }) {
                Self.expectSame(text.text, "\(name)")
            }
        }
    }
}
