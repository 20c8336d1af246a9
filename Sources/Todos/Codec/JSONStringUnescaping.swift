import Foundation

/// Turns the bytes between a JSON string's quotes into text: escapes decoded (surrogate pairs
/// included), UTF-8 validated. Anything it cannot make exact text of (an unknown escape, a lone
/// surrogate, invalid UTF-8) is `Unhandled`, and the complete decoder decides.
enum JSONStringUnescaping {
    static func text(_ string: JSONByteCursor.RawString) throws(JSONByteCursor.Unhandled) -> String {
        let raw = string.bytes
        if !string.hasEscapes { return string.isASCII ? ascii(raw) : try validated(raw) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                continue
            }
            guard index < raw.count else { throw JSONByteCursor.Unhandled() }
            let escaped = raw[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escaped)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                var value = try hexQuad(raw, at: index)
                index += 4
                if (0xD800..<0xDC00).contains(value) {
                    guard index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u") else {
                        throw JSONByteCursor.Unhandled()
                    }
                    let low = try hexQuad(raw, at: index + 2)
                    guard (0xDC00..<0xE000).contains(low) else { throw JSONByteCursor.Unhandled() }
                    index += 6
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(value) else { throw JSONByteCursor.Unhandled() }  // a lone low surrogate
                decoded.append(contentsOf: UTF8.encode(scalar)!)
            default:
                throw JSONByteCursor.Unhandled()
            }
        }
        return try decoded.withUnsafeBufferPointer { (buffer) throws(JSONByteCursor.Unhandled) in try validated(buffer) }
    }

    /// The text of ASCII bytes, copied once: the standard library checks nothing more for up to 15
    /// ASCII bytes, and for longer ones only that they are valid, which ASCII is.
    static func ascii(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return "" }
        return String(unsafeUninitializedCapacity: bytes.count) { target in
            target.baseAddress!.update(from: source, count: bytes.count)
            return bytes.count
        }
    }

    /// The text of UTF-8 bytes, which must be valid. Decoding puts U+FFFD in place of an invalid
    /// sequence, so the text has the very same bytes only when they were valid. (Faster here than
    /// `String(validating:as:)`, whose generic path looked up metadata on every call.)
    private static func validated(_ utf8: UnsafeBufferPointer<UInt8>) throws(JSONByteCursor.Unhandled) -> String {
        var text = String(decoding: utf8, as: UTF8.self)
        let same = text.withUTF8 { decoded in
            decoded.count == utf8.count && (utf8.count == 0 || memcmp(decoded.baseAddress!, utf8.baseAddress!, utf8.count) == 0)
        }
        guard same else { throw JSONByteCursor.Unhandled() }
        return text
    }

    private static func hexQuad(_ raw: UnsafeBufferPointer<UInt8>, at start: Int) throws(JSONByteCursor.Unhandled) -> UInt32 {
        guard start + 4 <= raw.count else { throw JSONByteCursor.Unhandled() }
        var value: UInt32 = 0
        for byte in raw[start..<(start + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw JSONByteCursor.Unhandled()
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
