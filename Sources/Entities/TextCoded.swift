/// A value stored as one JSON string: its `description`, read back by `init?(_:)`.
public protocol TextCoded: Codable, CustomStringConvertible {
    /// Reads the text form; nil for anything else.
    init?(_ text: String)
    /// What the text should look like, for the decoding error: "a date of the form YYYY-MM-DD".
    static var expectedForm: String { get }
}

extension TextCoded {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "\"\(text)\" is not \(Self.expectedForm)"))
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
