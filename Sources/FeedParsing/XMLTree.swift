import Basics
import Foundation

/// Namespaces feeds use, with the prefix each is conventionally bound to (used when a feed
/// writes `dc:creator` without declaring `dc`).
enum Namespace {
    static let atom = "http://www.w3.org/2005/Atom"
    static let atom03 = "http://purl.org/atom/ns#"
    static let rss10 = "http://purl.org/rss/1.0/"
    static let rss090 = "http://my.netscape.com/rdf/simple/0.9/"
    static let rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
    static let dc = "http://purl.org/dc/elements/1.1/"
    static let dcterms = "http://purl.org/dc/terms/"
    static let content = "http://purl.org/rss/1.0/modules/content/"
    static let xhtml = "http://www.w3.org/1999/xhtml"
    static let syndication = "http://purl.org/rss/1.0/modules/syndication/"

    static let byConventionalPrefix = [
        "atom": atom, "rdf": rdf, "dc": dc, "dcterms": dcterms, "content": content, "xhtml": xhtml, "sy": syndication,
    ]
}

/// An element of a parsed feed document: small enough that mapping it to a `FeedDocument` reads
/// like the specifications.
final class XMLTreeElement {
    let name: String
    /// The namespace URI, "" when none.
    let namespace: String
    let attributes: XMLAttributes
    /// The base for relative links here: the feed's URL with every enclosing `xml:base` applied.
    let base: URL?
    var children: [XMLTreeNode] = []

    init(name: String, namespace: String, attributes: XMLAttributes, base: URL?) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
        self.base = base
    }

    var elements: some Sequence<XMLTreeElement> {
        children.lazy.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The first child element named `name` in one of `namespaces`: a short list, as comparing
    /// two strings costs less than hashing one (hashing was 5 % of a parse).
    func child(_ name: String, in namespaces: [String]) -> XMLTreeElement? {
        for case .element(let element) in children where element.name == name && namespaces.contains(element.namespace) {
            return element
        }
        return nil
    }

    func children(_ name: String, in namespaces: [String]) -> [XMLTreeElement] {
        elements.filter { $0.name == name && namespaces.contains($0.namespace) }
    }

    /// All the text inside, markup dropped.
    var text: String {
        var result = ""
        appendText(to: &result)
        return result
    }

    private func appendText(to result: inout String) {
        for child in children {
            switch child {
            case .text(let text): result += text
            case .element(let element): element.appendText(to: &result)
            }
        }
    }

    /// The trimmed text, nil when empty.
    var trimmedText: String? {
        let trimmed = Self.trimmed(text)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// An absolute link from `value` (an href or the element's text) against this element's base.
    func resolve(_ value: String?) -> String? {
        guard let value = value.map(Self.trimmed), !value.isEmpty else { return nil }
        if Self.isPlainAbsoluteURL(value) { return value }
        guard let url = URL(string: value, relativeTo: base) else { return value }
        return url.absoluteString
    }
}

extension XMLTreeElement {
    /// `http://` or `https://`, a lowercase host, and a path of plain segments (letters, digits,
    /// `-_~.`, none starting with a dot), no port, query or fragment: an address that resolving
    /// leaves as it is, whatever the base. Most feeds' links; `URL(string:relativeTo:)` was 4 % of a parse.
    static func isPlainAbsoluteURL(_ value: String) -> Bool {
        var utf8 = value.utf8[...]
        if utf8.starts(with: "https://".utf8) {
            utf8 = utf8.dropFirst(8)
        } else if utf8.starts(with: "http://".utf8) {
            utf8 = utf8.dropFirst(7)
        } else {
            return false
        }
        let isHost = { (byte: UInt8) in (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E }
        let host = utf8.prefix(while: isHost)
        guard let first = host.first, first != 0x2E else { return false }
        let path = utf8.dropFirst(host.count)
        guard path.isEmpty || path.first == UInt8(ascii: "/") else { return false }
        var afterSlash = false
        for byte in path {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "."):
                guard !afterSlash else { return false }  // no empty segment, none starting with a dot
                afterSlash = byte == UInt8(ascii: "/")
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"):
                afterSlash = false
            default:
                return false
            }
        }
        return true
    }

    /// `trimmedWhitespace`, by bytes when both ends are ASCII (ids, dates, links): looking up each
    /// scalar's properties was 3 % of a parse.
    static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        let isSpace = { (byte: UInt8) in byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), utf8[first] < 0x80,
              let last = utf8.lastIndex(where: { !isSpace($0) }), utf8[last] < 0x80 else { return text.trimmedWhitespace }
        return first == utf8.startIndex && utf8.index(after: last) == utf8.endIndex ? text : String(text[first...last])
    }
}

/// An element's attributes by qualified name (`href`, `xml:base`, `rdf:about`): a few pairs
/// looked through, since hashing each name for a dictionary, once to build it and once per
/// look-up, cost more than comparing a handful of short strings.
struct XMLAttributes: Sequence, ExpressibleByDictionaryLiteral {
    private var pairs: [(key: String, value: String)]

    init(_ pairs: [(key: String, value: String)]) { self.pairs = pairs }

    init(dictionaryLiteral elements: (String, String)...) { pairs = elements.map { (key: $0.0, value: $0.1) } }

    /// The value of `name`; the last one written when a name came twice, as a dictionary's.
    subscript(name: String) -> String? { pairs.last { $0.key == name }?.value }

    var isEmpty: Bool { pairs.isEmpty }

    func makeIterator() -> IndexingIterator<[(key: String, value: String)]> { pairs.makeIterator() }
}

enum XMLTreeNode {
    case element(XMLTreeElement)
    case text(String)
}
