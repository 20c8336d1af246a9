import CLibXML2

/// Why a feed could not be read: one sentence, with the line when the XML parser named one
/// (`line 12: an element is closed by a different end tag than the one that opened it.`).
public struct FeedParseError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What is wrong, as a sentence without the line.
    public var reason: String
    /// The 1-based line the XML parser stopped at, when it gave one.
    public var line: Int?

    public init(_ reason: String, line: Int? = nil) {
        self.reason = reason
        self.line = line
    }

    public var description: String {
        guard let line else { return reason.prefix(1).uppercased() + reason.dropFirst() }
        return "line \(line): \(reason)"
    }

    /// libxml2's error codes (xmlParserErrors) in words; the rare ones by number. `message`:
    /// libxml2's own, which tells its size limits apart from other internal errors.
    static func xml(code: Int, line: Int, message: String? = nil) -> FeedParseError {
        if let limit = sizeLimit(code: code, message: message) { return FeedParseError(limit, line: line) }
        let reason = switch code {
        case 4: "the document is empty."
        case 5: "the document ends too early, or has more after its root element."
        case 9: "the document holds a character XML does not allow."
        case 23: "an entity is not ended with ';'."
        case 26, 27: "the document uses an entity that is not defined."
        case 38...41: "an attribute's value is not quoted properly."
        case 42: "an element repeats an attribute."
        case 68: "a '&' does not start an entity (the character itself is written &amp;)."
        case 73, 77: "a tag is not finished with '>'."
        case 76: "an element is closed by a different end tag than the one that opened it."
        case 89: "the document's entities refer to each other in a loop."
        default: "the XML is not well-formed (libxml2 error \(code))."
        }
        return FeedParseError(reason, line: line)
    }

    /// libxml2 (without XML_PARSE_HUGE, which Adder does not set) stops at 10,000,000 bytes of
    /// text in one node or one name, and says "huge" or "too long" (error 1, 2 or its own code).
    private static func sizeLimit(code: Int, message: String?) -> String? {
        guard let message = message?.lowercased(),
              message.contains("huge") || message.contains("too long") || code == Int(XML_ERR_NAME_TOO_LONG.rawValue) else { return nil }
        return "a text, name or attribute in the feed is longer than the 10 MB libxml2 reads in one piece, so the feed cannot be read."
    }
}
