import Entities
import FeedParsing
import Foundation
import Testing

@Suite("Hostile and broken feeds")
struct SafetyTests {
    @Test func billionLaughsExpandsNothing() throws {
        let feed = try FeedFixture.parse("billion-laughs.xml")
        #expect(feed.title == "Laughs &lol9; end")
    }

    @Test func quadraticBlowupExpandsNothing() throws {
        let feed = try FeedFixture.parse("quadratic-blowup.xml")
        #expect(feed.title.utf8.count < 20_000)
        #expect(feed.title.hasPrefix("Quad &a;"))
    }

    @Test func externalEntitiesAreNotReadAndTextAroundThemIsKept() throws {
        let feed = try FeedFixture.parse("xxe.xml")
        #expect(feed.title == "T &xxe; E")
        #expect(feed.items.first?.title == "Before &remote; after")
        #expect(!feed.title.contains("root:"))
    }

    @Test func externalDTDIsNotNeeded() throws {
        #expect(try FeedFixture.parse("external-dtd.xml").title == "External DTD")
    }

    @Test func malformedFeedThrowsOneSentenceWithTheLine() throws {
        let error = try #require(throws: FeedParseError.self) { try FeedFixture.parse("malformed.xml") }
        #expect(error.line == 5)
        #expect(error.description == "line 5: an element is closed by a different end tag than the one that opened it.")
    }

    @Test func notAFeed() {
        #expect(throws: FeedParseError("this is a web page (HTML), not a feed.")) {
            try FeedFixture.parse(text: "<html><body><p>hi</p></body></html>")
        }
        #expect(throws: FeedParseError("the file is empty.")) { try FeedFixture.parse(text: "  \n") }
        #expect((try? FeedFixture.parse(text: "<opml/>")) == nil)
        #expect((try? FeedFixture.parse(text: "hello")) == nil)
    }

    @Test func truncatedFixturesNeverCrash() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: FeedFixture.folder.path)
        for name in names.sorted() {
            let data = try FeedFixture.data(name)
            for length in stride(from: 0, to: data.count, by: max(1, data.count / 40)) {
                _ = try? FeedParser.parse(data.prefix(length), url: nil)
            }
        }
    }

    @Test func randomBytesNeverCrash() {
        var generator = SeededGenerator(seed: 42)
        let alphabet = Array("<>/&;!?[]=\"' abcdrsstitleitemchannelfeedentry{}:,\n#x".utf8)
        for round in 0..<400 {
            let count = Int.random(in: 0..<600, using: &generator)
            let bytes = (0..<count).map { _ in
                round % 2 == 0 ? UInt8.random(in: 0...255, using: &generator) : alphabet.randomElement(using: &generator)!
            }
            _ = try? FeedParser.parse(Data((round % 3 == 0 ? Array("<rss>".utf8) : []) + bytes), url: nil)
            _ = HTMLText.render(String(decoding: bytes, as: UTF8.self), baseURL: nil)
        }
    }
}

/// SplitMix64: the same "random" bytes on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
