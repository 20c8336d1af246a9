import CLibXML2
import Foundation

/// What every way of reading a feed's XML into `XMLTreeElement`s shares: libxml2's options, the
/// names, the bases. libxml2 never loads a DTD or an external entity with these options (and the
/// sanitiser has removed any DOCTYPE before). libxml2 is used directly rather than through
/// FoundationXML's `XMLParser`: that delegate API makes a Foundation string and dictionary for
/// every element, attribute and text run, which was most of the time a refresh spent parsing
/// (BENCHMARKS.md, News).
enum XMLTreeValues {
    static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue
        | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_COMPACT.rawValue)

    /// The base for relative links inside an element with these attributes.
    static func base(_ attributes: XMLAttributes, parentBase: URL?) -> URL? {
        attributes["xml:base"].flatMap {
            URL(string: $0.trimmingCharacters(in: .whitespaces), relativeTo: parentBase)?.absoluteURL
        } ?? parentBase
    }

    /// The local name and namespace URI of an element libxml2 found no namespace for: an
    /// undeclared prefix (`dc:creator` with no `xmlns:dc`) gets the namespace that prefix
    /// conventionally stands for.
    static func qualifiedName(fullName: String) -> (String, String) {
        guard let colon = fullName.firstIndex(of: ":") else { return (fullName, "") }
        let prefix = fullName[..<colon].lowercased()
        return (String(fullName[fullName.index(after: colon)...]), Namespace.byConventionalPrefix[prefix] ?? "")
    }

    /// An attribute's value as libxml2's parser hands it to SAX2 when it held a reference: every
    /// reference resolved but `&`, written `&#38;` for the tree builder to resolve. Nothing else
    /// in the value can start with `&`, and the result is not read again (`&amp;#60;` stays `&#60;`).
    static func ampersandsDecoded(_ value: UnsafeBufferPointer<UInt8>) -> String {
        let escaped = Array("&#38;".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.count)
        var index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "&"), value.count - index >= escaped.count,
               value[index..<index + escaped.count].elementsEqual(escaped) {
                bytes.append(UInt8(ascii: "&"))
                index += escaped.count
            } else {
                bytes.append(value[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Element names as Strings, made once per name a document uses: libxml2 keeps names, prefixes
/// and namespace URIs in its dictionary for the whole parse, so their addresses stand for them.
/// Kept in 256 slots picked by those addresses, a newer name taking an older one's slot: a
/// dictionary's hashing of the three addresses was 2 % of a parse, and a hostile feed's millions
/// of names take no more memory.
struct QualifiedNames {
    private struct Key: Equatable {
        let localName: UnsafeRawPointer
        let prefix: UnsafeRawPointer?
        let uri: UnsafeRawPointer?

        var slot: Int {
            let mixed = UInt(bitPattern: localName) ^ UInt(bitPattern: prefix) &* 7 ^ UInt(bitPattern: uri) &* 31
            return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 56)
        }
    }

    private var slots = [(key: Key, name: (String, String))?](repeating: nil, count: 256)

    mutating func name(_ localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?, uri: UnsafePointer<UInt8>?) -> (String, String) {
        let key = Key(localName: UnsafeRawPointer(localName), prefix: prefix.map(UnsafeRawPointer.init), uri: uri.map(UnsafeRawPointer.init))
        let slot = key.slot
        if let known = slots[slot], known.key == key { return known.name }
        let name = if let uri {
            (String(cString: localName), String(cString: uri))
        } else {
            XMLTreeValues.qualifiedName(fullName: (prefix.map { String(cString: $0) + ":" } ?? "") + String(cString: localName))
        }
        slots[slot] = (key, name)
        return name
    }
}
