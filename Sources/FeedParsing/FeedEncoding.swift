import Foundation

/// Turns a feed's bytes into UTF-8 whatever its encoding: a byte order mark first, then the
/// HTTP charset, then the XML declaration's. Declared UTF-8 that is not (Latin-1 bytes) and the
/// ISO-8859-1 label are read as windows-1252, as browsers do, so no byte makes the parse fail.
enum FeedEncoding {
    static func utf8Bytes(_ data: Data, contentType: String?) -> [UInt8] {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return validUTF8OrWindows1252(Array(bytes.dropFirst(3))) }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return utf16(bytes[...], bigEndian: false) }
        if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return utf16(bytes[...], bigEndian: true) }
        let label = contentType.flatMap(charset(inContentType:)) ?? declaredEncoding(bytes)
        return decode(bytes, label: label?.lowercased() ?? "utf-8")
    }

    private static func decode(_ bytes: [UInt8], label: String) -> [UInt8] {
        switch label {
        case "utf-8", "utf8", "us-ascii", "ascii":
            return validUTF8OrWindows1252(bytes)
        case "iso-8859-1", "iso8859-1", "latin1", "l1", "windows-1252", "cp1252", "x-cp1252":
            return Windows1252.decode(bytes)
        case "utf-16", "utf-16le":
            return utf16(bytes[...], bigEndian: false)
        case "utf-16be":
            return utf16(bytes[...], bigEndian: true)
        default:
            if let encoding = otherEncodings[label], let text = String(data: Data(bytes), encoding: encoding) {
                return Array(text.utf8)
            }
            return validUTF8OrWindows1252(bytes)
        }
    }

    private static let otherEncodings: [String: String.Encoding] = [
        "iso-8859-2": .isoLatin2, "windows-1250": .windowsCP1250, "windows-1251": .windowsCP1251,
        "windows-1253": .windowsCP1253, "windows-1254": .windowsCP1254, "shift_jis": .shiftJIS,
        "euc-jp": .japaneseEUC, "iso-2022-jp": .iso2022JP, "macintosh": .macOSRoman,
    ]

    private static func validUTF8OrWindows1252(_ bytes: [UInt8]) -> [UInt8] {
        isValidUTF8(bytes) ? bytes : Windows1252.decode(bytes)
    }

    /// Checked in place: making a String of the whole feed only to see whether it could be made
    /// copied every byte (4 % of a parse-only pass).
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        (try? UTF8Span(validating: bytes.span)) != nil
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    /// `text/xml; charset="ISO-8859-1"` → `ISO-8859-1`.
    static func charset(inContentType contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else { continue }
            let value = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'"))
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// The `encoding="…"` of an XML declaration at the start, read as ASCII.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        let head = String(decoding: bytes.prefix(256), as: UTF8.self)
        guard head.hasPrefix("<?xml"), let end = head.range(of: "?>"),
              let key = head.range(of: "encoding", range: head.startIndex..<end.lowerBound) else { return nil }
        let rest = head[key.upperBound..<end.lowerBound].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }
}

/// windows-1252 (a superset of ISO-8859-1's printable characters) to UTF-8; the five bytes it
/// leaves undefined map to the C1 controls of the same value, so every byte decodes.
enum Windows1252 {
    private static let high: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    static func decode(_ bytes: [UInt8]) -> [UInt8] {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            let value = (0x80...0x9F).contains(byte) ? high[Int(byte) - 0x80] : UInt32(byte)
            scalars.append(Unicode.Scalar(value)!)
        }
        return Array(String(scalars).utf8)
    }
}
