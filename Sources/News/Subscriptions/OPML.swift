import Entities
import FeedParsing
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Subscriptions to and from OPML, the format feed readers export.
public enum OPML {
    /// The feeds in an OPML document, in document order. An outline with `xmlUrl` is a feed
    /// (its `title`, else its `text`, is its title unless it only repeats the URL); the outlines
    /// around it without one are folders, whose names become its tags, outermost first.
    /// A document that is not well-formed XML is refused with its first mistake and line
    /// ("line 4: an element is closed by a different end tag than the one that opened it.").
    public static func parse(_ data: Data) throws(SubscriptionError) -> [Subscription] {
        // Text that does not even start like XML (after a BOM and spaces) is simply not OPML.
        let start = data.drop { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }.first
        if let start, start != UInt8(ascii: "<") { throw SubscriptionError(.opml, "the document is not OPML") }
        if let mistake = XMLWellFormedness.firstError(in: data) {
            throw SubscriptionError(.opml, mistake.description.hasSuffix(".") ? String(mistake.description.dropLast()) : mistake.description)
        }
        let reader = OPMLReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        let parsed = parser.parse()
        guard reader.sawOPML else { throw SubscriptionError(.opml, "the document is not OPML") }
        guard parsed, reader.sawEnd else {
            throw SubscriptionError(.opml, "line \(max(1, parser.lineNumber)): the OPML document could not be read here")
        }
        return reader.subscriptions
    }

    /// An OPML 2.0 document listing `subscriptions` in order, each inside folders named by its
    /// tags (consecutive feeds with the same tags share them). `titles` gives a feed's own title
    /// by URL for those the user has not named.
    public static func document(_ subscriptions: [Subscription], titles: [String: String] = [:],
                                documentTitle: String = "Adder subscriptions") -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<opml version="2.0">"#,
            "  <head>",
            "    <title>\(escaped(documentTitle))</title>",
            "  </head>",
            "  <body>",
        ]
        var open: [String] = []
        for subscription in subscriptions {
            let shared = zip(open, subscription.tags).prefix { $0 == $1 }.count
            while open.count > shared {
                open.removeLast()
                lines.append(indent(open.count) + "</outline>")
            }
            for tag in subscription.tags.dropFirst(shared) {
                lines.append(indent(open.count) + #"<outline text="\#(escaped(tag))" title="\#(escaped(tag))">"#)
                open.append(tag)
            }
            var attributes = [("type", "rss")]
            if let title = subscription.title ?? titles[subscription.url] {
                attributes += [("text", title), ("title", title)]
            } else {
                attributes.append(("text", subscription.url))
            }
            attributes.append(("xmlUrl", subscription.url))
            let text = attributes.map { "\($0.0)=\"\(escaped($0.1))\"" }.joined(separator: " ")
            lines.append(indent(open.count) + "<outline \(text)/>")
        }
        while !open.isEmpty {
            open.removeLast()
            lines.append(indent(open.count) + "</outline>")
        }
        lines += ["  </body>", "</opml>", ""]
        return lines.joined(separator: "\n")
    }

    private static func indent(_ depth: Int) -> String {
        String(repeating: "  ", count: depth + 2)
    }

    /// `text` as XML 1.0 attribute or element text that is also inert on a terminal: the markup
    /// characters, line breaks and tabs as references; the controls XML 1.0 cannot hold at all
    /// (C0 other than tab and line breaks, U+FFFE, U+FFFF) dropped; DEL, C1 controls and bidi
    /// overrides as numeric references, so they never reach a terminal raw.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: result += "&amp;"
            case 0x3C: result += "&lt;"
            case 0x3E: result += "&gt;"
            case 0x22: result += "&quot;"
            case 0x09, 0x0A, 0x0D, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C:
                result += "&#\(scalar.value);"
            case 0x00..<0x20, 0xFFFE, 0xFFFF: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Walks the outlines, keeping the folders it is inside.
private final class OPMLReader: NSObject, XMLParserDelegate {
    var subscriptions: [Subscription] = []
    var sawOPML = false
    /// The closing `</opml>`: FoundationXML on Linux reports no error for a document cut short.
    var sawEnd = false
    /// One entry per open `outline`: the folder name, or nil for a feed (or a nameless folder).
    private var outlines: [String?] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        if name.lowercased() == "opml" { sawOPML = true }
        guard name == "outline" else { return }
        let label = [attributes["title"], attributes["text"]].compactMap { $0 }
            .map(SubscriptionText.oneLine).first { !$0.isEmpty }
        guard let url = attributes["xmlUrl"] ?? attributes["xmlurl"] ?? attributes["url"],
              !url.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            outlines.append(label)
            return
        }
        // Only the ends are trimmed: a line break inside stays, for the feeds file to refuse.
        let feedURL = url.trimmingCharacters(in: .whitespacesAndNewlines)
        subscriptions.append(Subscription(url: feedURL, tags: outlines.compactMap { $0 },
                                          title: label == feedURL ? nil : label))
        outlines.append(nil)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "outline", !outlines.isEmpty { outlines.removeLast() }
        if name.lowercased() == "opml" { sawEnd = true }
    }
}
