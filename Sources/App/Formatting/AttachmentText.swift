import Entities

/// How an attachment's type and size read, in the reader, in a saved article and in
/// `adder news show`: "audio/mpeg, 48.2 MB"; empty when the feed gave neither.
public enum AttachmentText {
    public static func detail(_ enclosure: Enclosure) -> String {
        [enclosure.type, enclosure.length.map(ByteCountText.text)].compactMap { $0 }.joined(separator: ", ")
    }

    /// The detail in brackets after the address, " (audio/mpeg, 48.2 MB)"; empty when there is none.
    public static func suffix(_ enclosure: Enclosure) -> String {
        let detail = detail(enclosure)
        return detail.isEmpty ? "" : " (\(detail))"
    }
}
