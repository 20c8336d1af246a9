extension XMLSanitizer {
    /// The bytes to hand to libxml2: `input` itself, from the end of its XML declaration, when
    /// `sanitize` would change nothing else in it (most feeds; escaped text then made CDATA, in the
    /// same pass: `EscapedTextPass`), else `sanitize(input)`.
    static func sanitized(_ input: [UInt8]) -> ArraySlice<UInt8> {
        EscapedTextPass.handedOver(input) ?? sanitize(input)[...]
    }

    /// Where `sanitize(input)` begins in `input` when it is that suffix of it unchanged; nil
    /// when it would rewrite, drop or move anything: a DOCTYPE, a forbidden control character,
    /// a reference XML does not declare, a declaration over several lines. It errs towards nil
    /// (an `&…;` in a CDATA section, a `<!D` anywhere), which only costs the full pass.
    /// Decision, measured: copying every feed byte by byte was 14 % of a parse-only pass.
    static func unchangedStart(_ input: [UInt8]) -> Int? {
        input.withUnsafeBufferPointer { bytes -> Int? in
            guard let start = declarationEnd(bytes), isUnchanged(bytes, from: start) else { return nil }
            return start
        }
    }

    /// Whether `sanitize` keeps every byte from `index` on as it is.
    static func isUnchanged(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = start
        while index < bytes.count {
            // Eight bytes at a time past text with nothing to look at (most of a feed).
            if index + 8 <= bytes.count, !mayNeedCare(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let stop = min(bytes.count, index + 8)
            while index < stop {
                guard let next = unchangedEnd(bytes, at: index) else { return false }
                index = next
            }
        }
        return true
    }

    /// Whether any of eight bytes is `&`, `<` or below 0x20 (SWAR: Bit Twiddling Hacks' haszero and hasless).
    static func mayNeedCare(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let hasZero = { (value: UInt64) in (value &- ones) & ~value & highs != 0 }
        return hasZero(word ^ (ones &* 0x26)) || hasZero(word ^ (ones &* 0x3C)) || (word &- ones &* 0x20) & ~word & highs != 0
    }

    /// Past the byte (or reference) at `index` when `sanitize` keeps it as it is, else nil.
    static func unchangedEnd(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let byte = bytes[index]
        if byte == UInt8(ascii: "&") { return keptReferenceEnd(bytes, at: index) }
        if byte == UInt8(ascii: "<") {
            let isDoctype = index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "!") && bytes[index + 2] | 0x20 == UInt8(ascii: "d")
            return isDoctype ? nil : index + 1
        }
        return byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D ? nil : index + 1
    }

    /// 0 without a declaration; past its `?>` when `sanitize` would drop it and what comes
    /// before it without leaving a line break in their place; nil otherwise.
    static func declarationEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var start = 0
        while start < bytes.count, isSpace(bytes[start]) { start += 1 }
        guard start + 5 < bytes.count, matches(bytes, start, "<?xml"), isSpace(bytes[start + 5]) else { return 0 }
        var end = start
        while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">")) { end += 1 }
        guard end + 1 < bytes.count, !bytes[0..<end].contains(0x0A) else { return nil }
        return end + 2
    }

    /// Past the `;` of the reference at `index` when `sanitize` copies it as it is (amp, lt, gt,
    /// quot, apos, or a decimal or hexadecimal reference to a character XML allows); nil when it
    /// would rewrite or drop it. Reads the name as `rewriteReference` does: at most 32 name bytes.
    static func keptReferenceEnd(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        var end = index + 1
        while end < bytes.count, end - index <= 32, isNameByte(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > index + 1 else { return nil }
        let name = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
        if name[0] == UInt8(ascii: "#") {
            guard let value = numericValue(UnsafeBufferPointer(rebasing: name[1...])), isXMLCharacter(value) else { return nil }
        } else {
            guard isPredefinedEntity(name) else { return nil }
        }
        return end + 1
    }

    /// lt, gt, amp, quot or apos, compared as one number (comparing the bytes through `elementsEqual`
    /// was 3 % of a parse of escaped HTML).
    private static func isPredefinedEntity(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count >= 2, name.count <= 4 else { return false }
        let packed = name.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return packed == 0x6C74 || packed == 0x6774 || packed == 0x61_6D70 || packed == 0x7175_6F74 || packed == 0x6170_6F73
    }

    /// `123` or `x7B` as a number no larger than 0x10FFFF; nil for anything else (signs, no digits).
    private static func numericValue(_ digits: UnsafeBufferPointer<UInt8>) -> UInt32? {
        var rest = digits[...]
        var radix: UInt32 = 10
        if rest.first == UInt8(ascii: "x") || rest.first == UInt8(ascii: "X") {
            radix = 16
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in rest {
            guard let digit = hexDigit(byte), digit < radix else { return nil }
            value = value * radix + digit
            if value > 0x10FFFF { return nil }
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { pattern in (0..<count).allSatisfy { bytes[index + $0] == pattern[$0] } }
    }
}
