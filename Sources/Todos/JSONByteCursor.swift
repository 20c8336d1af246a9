/// Reads JSON tokens straight from a file's bytes, for `TodoDocumentReader`. It handles the
/// plain forms Adder writes and people type; at anything else (invalid JSON, but also valid
/// rarities such as `1.0` for a whole number or an escaped key) it throws `Unhandled`, and the
/// caller leaves the bytes to the complete, slower decoder, which accepts or names the problem.
struct JSONByteCursor {
    struct Unhandled: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// JSON allows only space, tab, line feed and carriage return between tokens.
    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// The next byte after whitespace, not consumed.
    mutating func peek() throws(Unhandled) -> UInt8 {
        skipWhitespace()
        guard position < bytes.count else { throw Unhandled() }
        return bytes[position]
    }

    mutating func expect(_ byte: UInt8) throws(Unhandled) {
        guard try peek() == byte else { throw Unhandled() }
        position += 1
    }

    /// Consumes `byte` if it comes next.
    mutating func consume(_ byte: UInt8) throws(Unhandled) -> Bool {
        guard try peek() == byte else { return false }
        position += 1
        return true
    }

    /// After a member or element: true for a comma (another follows), false for `close`.
    mutating func another(before close: UInt8) throws(Unhandled) -> Bool {
        if try consume(UInt8(ascii: ",")) { return true }
        try expect(close)
        return false
    }

    /// True, and consumed, when a `null` comes next.
    mutating func null() throws(Unhandled) -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    mutating func boolean() throws(Unhandled) -> Bool {
        switch try peek() {
        case UInt8(ascii: "t"): try literal("true"); return true
        case UInt8(ascii: "f"): try literal("false"); return false
        default: throw Unhandled()
        }
    }

    private mutating func literal(_ word: StaticString) throws(Unhandled) {
        let length = word.utf8CodeUnitCount
        guard position + length <= bytes.count else { throw Unhandled() }
        for offset in 0..<length where bytes[position + offset] != word.utf8Start[offset] { throw Unhandled() }
        position += length
    }

    /// A whole number written without fraction or exponent, within `Int`.
    mutating func integer() throws(Unhandled) -> Int {
        let negative = try consume(UInt8(ascii: "-"))
        let start = position
        var value = 0
        while position < bytes.count, case let digit = bytes[position] &- UInt8(ascii: "0"), digit < 10 {
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(digit))
            guard !overflow1, !overflow2 else { throw Unhandled() }
            value = sum
            position += 1
        }
        let length = position - start
        guard length > 0, length == 1 || bytes[start] != UInt8(ascii: "0"), !(negative && value == 0) else { throw Unhandled() }
        if position < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[position]) {
            throw Unhandled()
        }
        return negative ? -value : value
    }

    /// A string's raw bytes between its quotes, and whether they hold escapes. Raw control
    /// characters (invalid JSON) throw; UTF-8 is checked later, when the text is made.
    mutating func rawString() throws(Unhandled) -> (bytes: UnsafeBufferPointer<UInt8>, hasEscapes: Bool) {
        try expect(UInt8(ascii: "\""))
        let start = position
        var hasEscapes = false
        skipPlainWords()
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return (UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)]), hasEscapes)
            }
            if byte < 0x20 { throw Unhandled() }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                position += 1  // the escaped byte is never the closing quote
            }
            position += 1
        }
        throw Unhandled()
    }

    /// Skips eight bytes at a time while none of them is a quote, a backslash or a control
    /// character (bit tricks on a UInt64; most of a file's bytes are string contents).
    private mutating func skipPlainWords() {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        guard let base = bytes.baseAddress else { return }
        while position + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
            let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            // A byte below 0x20, or zero after the XOR, sets its high bit here (no false negatives).
            let special = ((word &- ones &* 0x20) & ~word) | ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
            if special & highs != 0 { return }
            position += 8
        }
    }

    /// A string value as text: escapes decoded, UTF-8 validated.
    mutating func string() throws(Unhandled) -> String {
        let (raw, hasEscapes) = try rawString()
        return try JSONStringUnescaping.text(raw, hasEscapes: hasEscapes)
    }

    /// An object member's name (without escapes, else unhandled) and its colon.
    mutating func key() throws(Unhandled) -> UnsafeBufferPointer<UInt8> {
        let (raw, hasEscapes) = try rawString()
        guard !hasEscapes else { throw Unhandled() }
        // Adder's names are ASCII; an unknown name must still be valid UTF-8, as JSON requires.
        if raw.contains(where: { $0 >= 0x80 }) { _ = try JSONStringUnescaping.text(raw, hasEscapes: false) }
        try expect(UInt8(ascii: ":"))
        return raw
    }

    /// Steps over any value, checking it is valid JSON (strings' UTF-8 included).
    mutating func skipValue(depth: Int = 0) throws(Unhandled) {
        guard depth < 256 else { throw Unhandled() }
        switch try peek() {
        case UInt8(ascii: "{"):
            position += 1
            guard try !consume(UInt8(ascii: "}")) else { return }
            repeat {
                _ = try string()
                try expect(UInt8(ascii: ":"))
                try skipValue(depth: depth + 1)
            } while try another(before: UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            position += 1
            guard try !consume(UInt8(ascii: "]")) else { return }
            repeat { try skipValue(depth: depth + 1) } while try another(before: UInt8(ascii: "]"))
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try boolean()
        case UInt8(ascii: "n"): try literal("null")
        default: try skipNumber()
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func skipNumber() throws(Unhandled) {
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = skipDigits()
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { throw Unhandled() }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard skipDigits() > 0 else { throw Unhandled() }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard skipDigits() > 0 else { throw Unhandled() }
        }
    }

    private mutating func skipDigits() -> Int {
        let start = position
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        return position - start
    }

    /// True when only whitespace is left.
    mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return position == bytes.count
    }
}
