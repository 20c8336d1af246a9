import Entities

/// One rule for attachments, whichever format they come from (RSS `<enclosure>`, Atom
/// `<link rel="enclosure">`, JSON Feed `attachments`): a type is a trimmed MIME type or none, a
/// length is a positive number of bytes or none (feeds write 0, -1, "" or "12 MB" for unknown),
/// and an address listed twice in one entry is one attachment.
enum EnclosureValues {
    static func make(url: String, type: String?, length: String?) -> Enclosure {
        make(url: url, type: type, bytes: length.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    }

    static func make(url: String, type: String?, bytes: Int?) -> Enclosure {
        let type = type?.trimmingCharacters(in: .whitespacesAndNewlines)
        return Enclosure(url: url, type: type?.isEmpty == false ? type : nil, length: bytes.flatMap { $0 > 0 ? $0 : nil })
    }

    /// The first of each address, in the feed's order.
    static func unique(_ enclosures: [Enclosure]) -> [Enclosure] {
        var seen = Set<String>()
        return enclosures.filter { seen.insert($0.url).inserted }
    }
}
