import Glibc

/// Reads JSON tokens straight from a file's bytes, for `TodoDocumentReader`. It handles the
/// plain forms Adder writes and people type; at anything else (invalid JSON, but also valid
/// rarities such as `1.0` for a whole number or an escaped key) it throws `Unhandled`, and the
/// caller leaves the bytes to the complete, slower decoder, which accepts or names the problem.
package struct JSONByteCursor {
    package struct Unhandled: Error { package init() {} }

    /// The bytes between a string's quotes, still escaped.
    struct RawString {
        let bytes: UnsafeBufferPointer<UInt8>
        let hasEscapes: Bool
        /// No byte is 0x80 or above (so, without escapes, the bytes are valid UTF-8 as they are).
        let isASCII: Bool
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position = 0

    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Goes back (or on) to a position read before, to read the same bytes another way.
    mutating func move(to position: Int) {
        self.position = position
    }

    /// JSON allows only space, tab, line feed and carriage return between tokens. Most calls
    /// find a token at once, so only that test is inlined.
    @inline(__always)
    mutating func skipWhitespace() {
        if position < bytes.count, bytes[position] > 0x20 { return }
        skipWhitespaceRun()
    }

    /// A pretty-printed file is about a quarter indentation, so runs of spaces go eight bytes at
    /// a time. (Locals, not `self`, in the loop: the compiler keeps them in registers.)
    private mutating func skipWhitespaceRun() {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count, spaces: UInt64 = 0x2020_2020_2020_2020
        var index = position
        defer { position = index }
        while index < count {
            switch base[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
            while index + 8 <= count {
                let others = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) ^ spaces
                guard others == 0 else {
                    index += others.trailingZeroBitCount >> 3  // the spaces before the first other byte
                    break
                }
                index += 8
            }
        }
    }

    /// The next byte after whitespace, not consumed.
    @inline(__always)
    package mutating func peek() throws(Unhandled) -> UInt8 {
        skipWhitespace()
        guard position < bytes.count else { throw Unhandled() }
        return bytes[position]
    }

    @inline(__always)
    package mutating func expect(_ byte: UInt8) throws(Unhandled) {
        guard try peek() == byte else { throw Unhandled() }
        position += 1
    }

    /// Consumes `byte` if it comes next.
    @inline(__always)
    package mutating func consume(_ byte: UInt8) throws(Unhandled) -> Bool {
        guard try peek() == byte else { return false }
        position += 1
        return true
    }

    /// After a member or element: true for a comma (another follows), false for `close`.
    package mutating func another(before close: UInt8) throws(Unhandled) -> Bool {
        if try consume(UInt8(ascii: ",")) { return true }
        try expect(close)
        return false
    }

    /// True, and consumed, when a `null` comes next.
    package mutating func null() throws(Unhandled) -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    package mutating func boolean() throws(Unhandled) -> Bool {
        switch try peek() {
        case UInt8(ascii: "t"): try literal("true"); return true
        case UInt8(ascii: "f"): try literal("false"); return false
        default: throw Unhandled()
        }
    }

    private mutating func literal(_ word: StaticString) throws(Unhandled) {
        let length = word.utf8CodeUnitCount
        guard position + length <= bytes.count, memcmp(bytes.baseAddress! + position, word.utf8Start, length) == 0 else { throw Unhandled() }
        position += length
    }

    /// A whole number written without fraction or exponent, within `Int`.
    package mutating func integer() throws(Unhandled) -> Int {
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
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") || bytes[position] | 0x20 == UInt8(ascii: "e") {
            throw Unhandled()
        }
        return negative ? -value : value
    }

    /// A string's raw bytes between its quotes, whether they hold escapes, and whether they are
    /// all ASCII. Raw control characters (invalid JSON) throw; UTF-8 is checked later, when the
    /// text is made. Eight bytes at a time while none of them is a quote, a backslash or a
    /// control character: most of a file's bytes are string contents.
    mutating func rawString() throws(Unhandled) -> RawString {
        try expect(UInt8(ascii: "\""))
        guard let base = bytes.baseAddress else { throw Unhandled() }
        let count = bytes.count, start = position
        var index = start, hasEscapes = false
        var seen: UInt64 = 0  // the plain bytes OR-ed together: a high bit means not ASCII
        while true {
            if index + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let special = Self.specialBytes(in: word)
                guard special != 0 else {
                    seen |= word
                    index += 8
                    continue
                }
                let plainBytes = special.trailingZeroBitCount >> 3
                seen |= word & ((1 &<< (plainBytes &* 8)) &- 1)
                index += plainBytes
            }
            guard index < count else { throw Unhandled() }
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return RawString(bytes: UnsafeBufferPointer(start: base + start, count: index - start),
                                 hasEscapes: hasEscapes, isASCII: seen & 0x8080_8080_8080_8080 == 0)
            }
            if byte < 0x20 { throw Unhandled() }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                index += 1  // the escaped byte is never the closing quote
                guard index < count else { throw Unhandled() }
            }
            seen |= UInt64(base[index])
            index += 1
        }
    }

    /// High bits set in the bytes of `word` that are a quote, a backslash or below 0x20. The
    /// lowest one set is exact (a borrow only runs upwards from a byte that is itself flagged).
    @inline(__always)
    private static func specialBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        return (((word &- ones &* 0x20) & ~word) | ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)) & highs
    }

    /// A string value as text: escapes decoded, UTF-8 validated.
    package mutating func string() throws(Unhandled) -> String {
        try JSONStringUnescaping.text(rawString())
    }

    /// An object member's name (without escapes, else unhandled) and its colon.
    package mutating func key() throws(Unhandled) -> UnsafeBufferPointer<UInt8> {
        let name = try rawString()
        guard !name.hasEscapes else { throw Unhandled() }
        // Adder's names are ASCII; an unknown name must still be valid UTF-8, as JSON requires.
        if !name.isASCII { _ = try JSONStringUnescaping.text(name) }
        // Adder writes `"name" : value`; taking that colon whole spares two runs of whitespace.
        if position + 3 <= bytes.count, bytes[position] == 0x20, bytes[position + 1] == UInt8(ascii: ":"), bytes[position + 2] == 0x20 {
            position += 3
        } else {
            try expect(UInt8(ascii: ":"))
        }
        return name.bytes
    }

    /// Steps over any value, checking it is valid JSON (strings' UTF-8 included).
    package mutating func skipValue(depth: Int = 0) throws(Unhandled) {
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
    package mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return position == bytes.count
    }
}
