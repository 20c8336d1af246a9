import Basics
import Entities
import Foundation

/// Reads a feed file into a `FeedDocument`, whatever its format: RSS 0.90–0.94 and 2.0, RSS 1.0
/// (RDF), Atom 0.3 and 1.0, JSON Feed 1.0 and 1.1.
public enum FeedParser {
    /// Any supported format, detected from the content (not the URL). `url`: the feed's URL, the
    /// base for relative links after `xml:base`. `contentType`: the HTTP Content-Type header, whose
    /// charset wins over the XML declaration's. `maxItems`: the newest items kept (see `read`).
    public static func parse(_ data: Data, url: URL?, contentType: String? = nil,
                             maxItems: Int = .max) throws(FeedParseError) -> FeedDocument {
        try read(data, url: url, contentType: contentType, maxItems: maxItems).document
    }

    /// `parse`, saying how many items the file held. Only the newest `maxItems` are kept (by
    /// date; undated ones count as newest, then the file's order), and XML is read as a stream, so
    /// memory grows with `maxItems` and not with the number of items in the file.
    public static func read(_ data: Data, url: URL?, contentType: String? = nil,
                            maxItems: Int = .max) throws(FeedParseError) -> ParsedFeed {
        let bytes = FeedEncoding.utf8Bytes(data, contentType: contentType)
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw FeedParseError("the file is empty.")
        }
        var newest = NewestItems(limit: maxItems)
        if first == UInt8(ascii: "{") {
            let document = try JSONFeedReader.read(Data(bytes), url: url) { newest.add($0) }
            return ParsedFeed(document: document.with(items: newest.items), itemsInFile: newest.seen)
        }
        guard first == UInt8(ascii: "<") else {
            throw FeedParseError("this is neither XML nor JSON, so not a feed.")
        }
        return try readXML(XMLSanitizer.sanitized(bytes), url: url, maxItems: maxItems)
    }

    /// An RSS or Atom feed from sanitised bytes.
    static func readXML(_ bytes: ArraySlice<UInt8>, url: URL?, maxItems: Int) throws(FeedParseError) -> ParsedFeed {
        var newest = NewestItems(limit: maxItems)
        var isAtom = false
        let root = try XMLFeedStream.read(bytes, url: url, shape: { root throws(FeedParseError) in
            isAtom = try Self.isAtom(root)
            return isAtom ? AtomReader.shape : RSSReader.shape
        }, onItem: { element in
            newest.add(isAtom ? AtomReader.entry(from: element) : RSSReader.item(element))
        })
        let document = isAtom ? AtomReader.document(root, entries: newest.items) : RSSReader.document(root, items: newest.items)
        return ParsedFeed(document: document, itemsInFile: newest.seen)
    }

    /// Atom or RSS by the root element, or why the document is no feed.
    static func isAtom(_ root: XMLTreeElement) throws(FeedParseError) -> Bool {
        switch root.name.lowercased() {
        case "rss", "channel", "rdf": return false
        case "feed": return true
        case "html": throw FeedParseError("this is a web page (HTML), not a feed.")
        default: throw FeedParseError("the root element <\(root.name)> is not a feed's (rss, rdf:RDF, Atom feed or JSON Feed).")
        }
    }
}

/// A parsed feed and how many items its file held (more than the document's when some were
/// older than the newest kept).
public struct ParsedFeed: Sendable {
    public var document: FeedDocument
    public var itemsInFile: Int
}

extension FeedDocument {
    func with(items: [FeedItem]) -> FeedDocument {
        FeedDocument(title: title, link: link, items: items, updates: updates)
    }
}

/// Titles and fallbacks every format shares.
enum FeedValues {
    /// A title as one line of plain text; HTML markup and entities in it are rendered.
    static func title(_ raw: String?, isHTML: Bool) -> String {
        guard let raw else { return "" }
        return isHTML ? HTMLText.plainText(raw) : collapse(raw)
    }

    /// RSS titles may hold HTML or not; only markup-looking ones (`<b>`, `&amp;`) are rendered.
    static func rssTitle(_ raw: String?) -> String {
        guard let raw else { return "" }
        return title(raw, isHTML: looksLikeHTML(raw))
    }

    static func looksLikeHTML(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let index = utf8.firstIndex(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }) else { return false }
        guard let next = utf8[utf8.index(after: index)...].first else { return false }
        if utf8[index] == UInt8(ascii: "&") { return true }
        return next == UInt8(ascii: "/") || next == UInt8(ascii: "!") || (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A)
    }

    /// `text` with its runs of white space made one space, none at either end.
    static func collapse(_ text: String) -> String {
        if isCollapsedASCII(text) { return text }
        // ASCII (most titles and names) by its bytes: splitting Characters was a tenth of a parse.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                pendingSpace = !bytes.isEmpty
            } else {
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ASCII with single spaces between words and none at either end, which `collapse` leaves as
    /// it is: most titles and names, handed back without building them again (2 % of a parse).
    static func isCollapsedASCII(_ text: String) -> Bool {
        var afterSpace = true  // a space first is one too many
        for byte in text.utf8 {
            guard byte < 0x80 else { return false }
            if byte == 0x20 {
                if afterSpace { return false }
                afterSpace = true
            } else if byte >= 0x09 && byte <= 0x0D {
                return false
            } else {
                afterSpace = false
            }
        }
        return !afterSpace
    }

    /// An item's title, or the start of its summary, or "(untitled)".
    static func itemTitle(_ title: String, summary: FeedText?, content: FeedText?) -> String {
        if !title.isEmpty { return title }
        guard let text = summary ?? content else { return "(untitled)" }
        let plain = text.format == .html ? HTMLText.plainText(text.text) : collapse(text.text)
        guard !plain.isEmpty else { return "(untitled)" }
        guard plain.count > 80 else { return plain }
        let start = plain.prefix(80)
        let cut = start.lastIndex(of: " ").map { start[..<$0] } ?? start
        return cut + "…"
    }

    /// `joe@example.com (Joe Bloggs)` → `Joe Bloggs`; other names as they are.
    static func author(_ raw: String?) -> String? {
        guard let raw = raw.map(collapse), !raw.isEmpty else { return nil }
        if raw.utf8.contains(UInt8(ascii: "@")), let open = raw.firstIndex(of: "("), raw.hasSuffix(")") {
            let name = raw[raw.index(after: open)..<raw.index(before: raw.endIndex)].trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { return name }
        }
        return raw
    }

    static func nonEmpty(_ text: FeedText?) -> FeedText? {
        guard let text, text.text.hasVisibleText else { return nil }
        return text
    }
}
