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

    /// libxml2's error codes (xmlParserErrors) in words; the rare ones by number.
    static func xml(code: Int, line: Int) -> FeedParseError {
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
}
