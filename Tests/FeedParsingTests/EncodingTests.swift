import Entities
import FeedParsing
import Foundation
import Testing

@Suite("Declared and undeclared encodings")
struct EncodingTests {
    static let smartTitle = "Café – “quoted” €5"

    @Test(arguments: ["cp1252.xml", "utf16le-bom.xml", "utf16be-bom.xml", "utf8-bom.xml"])
    func decodesToTheSameTitle(file: String) throws {
        let feed = try FeedFixture.parse(file)
        #expect(feed.title == Self.smartTitle)
        #expect(feed.items.first?.summary?.text == Self.smartTitle)
    }

    @Test func latin1Declared() throws {
        #expect(try FeedFixture.parse("latin1.xml").title == "Café à la carte")
    }

    @Test func wrongDeclarationFallsBackToWindows1252() throws {
        #expect(try FeedFixture.parse("wrong-declaration.xml").title == "Café “wrong”")
    }

    @Test func latin1WithoutDeclaration() throws {
        #expect(try FeedFixture.parse("no-declaration-latin1.xml").title == "Café")
    }

    @Test func httpCharsetWinsOverTheDeclaration() throws {
        // Latin-1 bytes in a file whose declaration says UTF-16: the header is believed.
        var bytes = Data(#"<?xml version="1.0" encoding="UTF-16"?><rss><channel><title>"#.utf8)
        bytes.append(contentsOf: [0x43, 0x61, 0x66, 0xE9])
        bytes.append(Data("</title></channel></rss>".utf8))
        let feed = try FeedParser.parse(bytes, url: nil, contentType: #"application/rss+xml; charset="ISO-8859-1""#)
        #expect(feed.title == "Café")
    }

    @Test func utf8ContentTypeWithLatin1BytesDoesNotFail() throws {
        let bytes = Data([UInt8](#"<rss><channel><title>"#.utf8) + [0x4E, 0xE4, 0x68] + [UInt8]("</title></channel></rss>".utf8))
        #expect(try FeedParser.parse(bytes, url: nil, contentType: "text/xml; charset=utf-8").title == "Näh")
    }

    @Test func forbiddenControlCharactersAreDropped() throws {
        #expect(try FeedFixture.parse("control-chars.xml").title == "Badchars")
    }
}
