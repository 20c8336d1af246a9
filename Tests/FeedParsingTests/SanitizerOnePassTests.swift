@testable import FeedParsing
import Foundation
import Testing

/// `XMLSanitizer.sanitized` looks at a feed and makes its escaped text CDATA in one pass
/// (`EscapedTextPass`); main did it in two, `unchangedStart` then `TwoPassCDATA`. The bytes handed
/// to libxml2 must be the same, byte for byte, whatever the feed.
@Suite("Sanitiser's one pass against its two")
struct SanitizerOnePassTests {
    static func twoPasses(_ bytes: [UInt8]) -> [UInt8] {
        guard let start = XMLSanitizer.unchangedStart(bytes) else { return XMLSanitizer.sanitize(bytes) }
        return Array(TwoPassCDATA.escapedTextAsCDATA(bytes[start...]))
    }

    /// The same bytes on `bytes`; which of the three outcomes it was.
    @discardableResult
    static func expectSame(_ bytes: [UInt8], _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let one = Array(XMLSanitizer.sanitized(bytes)), two = twoPasses(bytes)
        let same = one == two  // not in #expect, which would print both whole
        #expect(same, "\(comment): \(String(decoding: one.prefix(2_000), as: UTF8.self).debugDescription)", sourceLocation: sourceLocation)
        if XMLSanitizer.unchangedStart(bytes) == nil { return "full pass" }
        return two.count == bytes.count - XMLSanitizer.unchangedStart(bytes)! && two[...] == bytes[XMLSanitizer.unchangedStart(bytes)!...]
            ? "unchanged" : "rewritten"
    }

    /// Thousands of byte runs never seen in a feed, made CDATA: more than the first guess of the
    /// output's size holds, so the pass starts again with room for any rewrite.
    @Test func manyShortRunsOutgrowTheFirstBuffer() {
        let feed = "<rss><channel><title>T</title>" + String(repeating: " ", count: 1_200)
            + String(repeating: "<b>&lt;</b>", count: 3_000) + "</channel></rss>"
        #expect(Self.expectSame(Array(feed.utf8), "dense runs") == "rewritten")
    }

    /// Mutations of the long feeds (which reach the rewrite), of every fixture and of the clean
    /// feed, in and around escaped text, references, markup and the bytes that disqualify a run.
    @Test func mutatedFeedsGiveTheSameBytes() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: FeedFixture.folder.path).filter { !$0.hasSuffix(".json") }
        let seeds = StreamEquivalenceTests.longFeeds + StreamEquivalenceTests.longFeeds
            + (try fixtures.sorted().map { Array(try FeedFixture.data($0)) }) + [Array(SanitizerFastPathTests.cleanFeed.utf8)]
        let pieces = ["&amp;", "&#60;", "&#x3C;", "&lt;", "&gt;", "&quot;", "&apos;", "&nbsp;", "&", ";", "<", ">", "]]>", "]]&gt;",
                      "]", "]]", "\r", "\r\n", "é", "\u{7F}", "\u{1}", "\u{0}", "\t", "<!--", "-->", "<![CDATA[", "<?p?>", "<?", "?>",
                      "<!D", "<!", "</item>", "<item>", "/>", "\"", "'", "<b>", "</b>", "</description>", "</channel>", "</rss>",
                      "</feed>", "\n", " a=\"&lt;\"", " b='>'", "<?xml version=\"1.0\"?>"].map { Array($0.utf8) }
        var generator = SeededGenerator(seed: 2_026)
        var outcomes: [String: Int] = [:]
        for round in 0..<6_000 {
            let bytes = mutated(seeds[round % seeds.count], inserting: pieces, using: &generator)
            outcomes[Self.expectSame(bytes, "round \(round)"), default: 0] += 1
        }
        #expect(outcomes["rewritten", default: 0] > 300, "\(outcomes)")
        #expect(outcomes["unchanged", default: 0] > 300, "\(outcomes)")
        #expect(outcomes["full pass", default: 0] > 300, "\(outcomes)")
    }

    /// The benchmark's feeds, when `ADDER_STREAM_FEEDS` names their folder.
    @Test(.enabled(if: StreamEquivalenceOnFolderTests.folder != nil)) func everyFeedInTheFolder() throws {
        let folder = URL(fileURLWithPath: try #require(StreamEquivalenceOnFolderTests.folder))
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            Self.expectSame(bytes, "\(name)")
        }
    }
}
