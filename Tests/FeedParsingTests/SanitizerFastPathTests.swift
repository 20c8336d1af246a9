@testable import FeedParsing
import Foundation
import Testing

/// The sanitiser's fast path (`XMLSanitizer.unchangedStart`) hands libxml2 a feed as it is only
/// when the full pass would have given the same bytes: hostile feeds still get the full pass.
@Suite("Sanitiser fast path")
struct SanitizerFastPathTests {
    /// What the benchmark and most real feeds look like: escaped HTML, numeric references, CDATA.
    static let cleanFeed = """
        <?xml version="1.0" encoding="utf-8"?>
        <rss version="2.0"><channel><title>Feed &amp; more</title>
        <item><guid>a-1</guid><title>It&#8217;s &quot;here&quot;</title><link>https://example.com/1</link>
        <description>&lt;p&gt;Para &lt;a href="https://example.com/x?a=1&amp;amp;b=2"&gt;link&lt;/a&gt;&#x1F600;&lt;/p&gt;</description>
        <content:encoded xmlns:content="http://purl.org/rss/1.0/modules/content/"><![CDATA[<p>Raw <b>HTML</b></p>]]></content:encoded>
        </item><!-- a comment --></channel></rss>

        """

    @Test func aCleanFeedIsHandedOverAsItIsWithoutItsDeclaration() throws {
        let bytes = Array(Self.cleanFeed.utf8)
        let start = try #require(XMLSanitizer.unchangedStart(bytes))
        #expect(Array(bytes[start...]) == XMLSanitizer.sanitize(bytes))
        #expect(bytes[start...].starts(with: "\n<rss".utf8))
        #expect(XMLSanitizer.unchangedStart(Array("<rss><channel/></rss>".utf8)) == 0)
    }

    @Test("the fixtures that need rewriting get the full pass",
          arguments: ["billion-laughs.xml", "quadratic-blowup.xml", "xxe.xml", "external-dtd.xml", "control-chars.xml",
                      "rss091.xml"])
    func hostileFixturesTakeTheFullPass(_ name: String) throws {
        let bytes = Array(try FeedFixture.data(name))
        #expect(XMLSanitizer.unchangedStart(bytes) == nil)
    }

    @Test("each construct the full pass rewrites turns the fast path off", arguments: [
        "<!DOCTYPE rss>", "<!doctype rss [<!ENTITY a \"b\">]>", "&nbsp;", "&bogus;", "AT&T", "&amp", "&#0;", "&#xD800;",
        "&#x110000;", "&#-65;", "&#+65;", "&#;", "&#x;", "&;", "&\(String(repeating: "a", count: 33));", "\u{01}", "\u{1F}",
    ])
    func rewrittenConstructs(_ construct: String) {
        let bytes = Array("<rss><channel><title>A \(construct) B</title></channel></rss>".utf8)
        #expect(XMLSanitizer.unchangedStart(bytes) == nil)
        #expect(XMLSanitizer.sanitize(bytes) != bytes)
    }

    @Test func aDeclarationThatMovesLinesTakesTheFullPass() {
        for text in ["\n<?xml version=\"1.0\"?><rss/>", "<?xml version=\"1.0\"\n encoding=\"utf-8\"?><rss/>", "<?xml version=\"1.0\""] {
            #expect(XMLSanitizer.unchangedStart(Array(text.utf8)) == nil, "\(text.debugDescription)")
        }
        let spaced = Array("  <?xml version=\"1.0\"?>\n<rss/>".utf8)
        #expect(XMLSanitizer.unchangedStart(spaced) == 23)
        #expect(Array(spaced[23...]) == XMLSanitizer.sanitize(spaced))
    }

    /// Mutations of every fixture and of the clean feed: wherever the fast path is taken, it gives
    /// exactly what the full pass gives. Both outcomes must occur, so the check is not vacuous.
    @Test func theFastPathNeverDiffersFromTheFullPass() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: FeedFixture.folder.path).filter { !$0.hasSuffix(".json") }
        let seeds = try names.sorted().map { Array(try FeedFixture.data($0)) } + [Array(Self.cleanFeed.utf8)]
        let pieces = ["&amp;", "&lt;", "&#65;", "&#x41;", "&nbsp;", "&", ";", "#", "x", "<!", "<!D", "<![CDATA[", "]]>", "<!--", "-->",
                      "<?", "?>", "<?xml ", "\n", "\u{0}", "\u{7}", "\t", "é", "D"].map { Array($0.utf8) }
        var generator = SeededGenerator(seed: 28)
        var taken = 0, refused = 0
        for round in 0..<3_000 {
            let bytes = mutated(seeds[round % seeds.count], inserting: pieces, using: &generator)
            if let start = XMLSanitizer.unchangedStart(bytes) {
                taken += 1
                #expect(Array(bytes[start...]) == XMLSanitizer.sanitize(bytes), "round \(round)")
            } else {
                refused += 1
            }
        }
        #expect(taken > 300)
        #expect(refused > 300)
    }
}
