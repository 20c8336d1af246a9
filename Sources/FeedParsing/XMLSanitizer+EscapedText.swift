import Foundation

/// The sanitiser's look (`XMLSanitizer.unchangedStart`) and its rewrite of escaped text as CDATA
/// in one pass over the bytes: the elements' text runs are looked at and written in the same loop,
/// tags and comments looked at while they are skipped. Decision, measured: the two apart read
/// every byte twice, 16 % of a parse-only pass.
///
/// Each run of escaped text inside the elements becomes a CDATA section of the same characters:
/// `&lt;p&gt;` reaches libxml2 as `<![CDATA[<p>]]>` (its handling of each reference, a name parsed
/// and looked up in its dictionary and a call of its own, was a quarter of a parse of escaped
/// HTML). A run is left as it is when anything about it could read otherwise: not plain ASCII, a
/// carriage return (CDATA keeps it, text makes `\r\n` one line break), `]]>` before or after
/// decoding, a numeric reference, a million bytes or more (libxml2's limits), or any text within
/// the first pieces after the root's tag (which decide whether an error comes before the root's
/// verdict). After anything the scan does not follow (a DOCTYPE, a `<` inside a tag, the root's
/// end) the rest is only looked at.
struct EscapedTextPass {
    /// `input` from the end of its declaration, with its escaped runs made CDATA, when `sanitize`
    /// would change nothing in it; nil when it would (the feed then takes the full pass).
    static func handedOver(_ input: [UInt8]) -> ArraySlice<UInt8>? {
        input.withUnsafeBufferPointer { bytes -> ArraySlice<UInt8>? in
            guard let start = XMLSanitizer.declarationEnd(bytes) else { return nil }
            // A rewritten run grows by 12 bytes of markers less 3 at least for its first reference.
            for capacity in [bytes.count + bytes.count / 32 + 1_024, 3 * bytes.count + 1_024] {
                var outcome = Outcome.refused
                let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, written in
                    var pass = EscapedTextPass(input: bytes, start: start, output: buffer)
                    outcome = pass.run()
                    written = outcome == .rewritten ? pass.written : 0
                }
                switch outcome {
                case .refused: return nil
                case .unchanged: return input[start...]
                case .rewritten: return output[...]
                case .outOfRoom: continue
                }
            }
            return input[start...]  // unreachable: the second capacity holds any rewrite
        }
    }

    enum Outcome { case refused, unchanged, rewritten, outOfRoom }

    private let input: UnsafeBufferPointer<UInt8>
    private let base: UnsafePointer<UInt8>
    private let output: UnsafeMutableBufferPointer<UInt8>
    /// Bytes written to `output`.
    private(set) var written = 0
    /// The input before this is in `output` (or was the declaration, dropped).
    private var copied: Int
    private var index: Int
    private var depth = 0
    private var firstRewritable = Int.max
    private var rewrote = false

    private init(input: UnsafeBufferPointer<UInt8>, start: Int, output: UnsafeMutableBufferPointer<UInt8>) {
        self.input = input
        base = input.baseAddress ?? UnsafePointer(bitPattern: 1)!
        self.output = output
        copied = start
        index = start
    }

    private enum Step { case going, lost, refused, outOfRoom }

    private mutating func run() -> Outcome {
        var step = Step.going
        while index < input.count, step == .going {
            step = input[index] == UInt8(ascii: "<") ? readMarkup() : readText()
        }
        switch step {
        case .refused: return .refused
        case .outOfRoom: return .outOfRoom
        case .lost: guard XMLSanitizer.isUnchanged(input, from: index) else { return .refused }
        case .going: break
        }
        guard rewrote else { return .unchanged }
        write(from: copied, count: input.count - copied)
        return .rewritten
    }

    /// The text from `index` to the next `<`: looked at, and written as CDATA when it may be.
    private mutating func readText() -> Step {
        let runStart = index
        guard let found = memchr(base + runStart, Int32(UInt8(ascii: "<")), input.count - runStart) else { return .lost }
        let runEnd = UnsafeRawPointer(found) - UnsafeRawPointer(base)
        var cdata = depth > 0 && runStart >= firstRewritable && runEnd - runStart < 1_000_000
        var mark = -1  // where the section's marker is in `output`, once the first reference is met
        var brackets = 0  // `]` just before, for `]]>`
        while index < runEnd {
            // Eight bytes at a time, up to the first one that needs a look of its own.
            if index + 8 <= runEnd, !cdata || brackets == 0 {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let plain = Self.plainCount(word, cdata: cdata)
                if mark >= 0 { store(word, keeping: plain) }
                index += plain
                if plain == 8 { continue }
            }
            var byte = input[index]
            var length = 1
            if byte == UInt8(ascii: "&") {
                let character: UInt8?
                if let (known, knownLength) = predefinedReference(at: index) {
                    (character, length) = (known, knownLength)
                } else {
                    guard let end = XMLSanitizer.keptReferenceEnd(input, at: index) else { return .refused }
                    (character, length) = (predefinedCharacter(at: index), end - index)
                }
                if cdata, let character {
                    if mark < 0 {
                        guard written + (input.count - copied) + 12 <= output.count else { return .outOfRoom }
                        write(from: copied, count: runStart - copied)
                        copied = runStart
                        mark = written
                        write("<![CDATA[")
                        write(from: runStart, count: index - runStart)
                    }
                    byte = character
                } else {
                    cdata = false
                }
            } else if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                return .refused
            } else if byte == 0x0D || byte >= 0x7F {
                cdata = false
            }
            // `]]>` would end the section (and in text it is an error libxml2 must still report).
            if cdata, byte == UInt8(ascii: ">"), brackets >= 2 { cdata = false }
            if cdata {
                brackets = byte == UInt8(ascii: "]") ? brackets + 1 : 0
                if mark >= 0 { write(byte) }
            } else if mark >= 0 {
                written = mark
                mark = -1
            }
            index += length
        }
        if cdata, mark >= 0 {
            write("]]>")
            copied = runEnd
            rewrote = true
        }
        return .going
    }

    /// The tag, comment, CDATA section or processing instruction at `index`, looked at and passed.
    private mutating func readMarkup() -> Step {
        guard index + 1 < input.count else { return .lost }
        let next = input[index + 1]
        if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
            let end: Int?
            if XMLSanitizer.matches(input, index, "<!--") {
                end = passed(through: "-->", from: index + 4)
            } else if XMLSanitizer.matches(input, index, "<![CDATA[") {
                end = passed(through: "]]>", from: index + 9)
            } else if next == UInt8(ascii: "?") {
                end = passed(through: "?>", from: index + 2)
            } else {
                return .lost
            }
            guard let end else { return .refused }
            guard end < input.count else { return .lost }
            index = end
            return .going
        }
        guard let close = tagEnd(from: index + 1) else { return .lost }
        if close < 0 { return .refused }
        if next == UInt8(ascii: "/") {
            depth -= 1
            if depth <= 0 { return .lost }  // the root's end: what follows is only looked at
        } else if input[close - 1] != UInt8(ascii: "/") {
            if depth == 0, firstRewritable == .max { firstRewritable = close + 1 + Self.firstPiecesMargin }
            depth += 1
        }
        index = close + 1
        return .going
    }

    /// Bytes after the root's `>` left as they are: libxml2 is handed 512 bytes at a time until
    /// it has read the root (`XMLFeedStream`), so these pieces stay the file's.
    private static let firstPiecesMargin = 1_100

    /// Past `terminator` from `start` (`input.count + 1` when it never comes), each byte looked
    /// at on the way; nil when `sanitize` would change one.
    private func passed(through terminator: StaticString, from start: Int) -> Int? {
        var position = start
        while position < input.count {
            if XMLSanitizer.matches(input, position, terminator) { return position + terminator.utf8CodeUnitCount }
            guard isKept(at: position) else { return nil }
            position += 1
        }
        return input.count + 1
    }

    /// The `>` that ends the tag begun before `start`, quoted values skipped; nil at a `<` or the
    /// end; -1 when `sanitize` would change a byte of it.
    private func tagEnd(from start: Int) -> Int? {
        var quote: UInt8?
        var position = start
        while position < input.count {
            let byte = input[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return position
            } else if byte == UInt8(ascii: "<") {
                return nil
            }
            guard isKept(at: position) else { return -1 }
            position += 1
        }
        return nil
    }

    /// Whether `sanitize` keeps the byte at `position` (and the reference it may begin).
    private func isKept(at position: Int) -> Bool {
        let byte = input[position]
        return byte >= 0x20 && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
            || XMLSanitizer.unchangedEnd(input, at: position) != nil
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;` or `&apos;` at `position`, read as one number: its
    /// character and length; nil for anything else, and within eight bytes of the end. Reading
    /// the name byte by byte (`keptReferenceEnd`) was 3 % of a parse-only pass.
    private func predefinedReference(at position: Int) -> (UInt8, Int)? {
        guard position + 8 <= input.count else { return nil }
        let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)  // the first byte lowest
        switch word & 0xFFFF_FFFF {
        case 0x3B74_6C26: return (UInt8(ascii: "<"), 4)
        case 0x3B74_6726: return (UInt8(ascii: ">"), 4)
        default: break
        }
        if word & 0xFF_FFFF_FFFF == 0x3B_706D_6126 { return (UInt8(ascii: "&"), 5) }
        switch word & 0xFFFF_FFFF_FFFF {
        case 0x3B74_6F75_7126: return (UInt8(ascii: "\""), 6)
        case 0x3B73_6F70_6126: return (UInt8(ascii: "'"), 6)
        default: return nil
        }
    }

    /// The character of the reference at `position`, which `keptReferenceEnd` let through: amp,
    /// lt, gt, quot or apos; nil for a numeric one.
    private func predefinedCharacter(at position: Int) -> UInt8? {
        switch input[position + 1] {
        case UInt8(ascii: "l"): UInt8(ascii: "<")
        case UInt8(ascii: "g"): UInt8(ascii: ">")
        case UInt8(ascii: "q"): UInt8(ascii: "\"")
        case UInt8(ascii: "a"): input[position + 2] == UInt8(ascii: "m") ? UInt8(ascii: "&") : UInt8(ascii: "'")
        default: nil
        }
    }

    /// How many of eight bytes, from the first, need no look of their own: in a run that may be
    /// CDATA, printable ASCII but `&` and `]`; in one that may not, anything but `&`, `<` and
    /// controls (Bit Twiddling Hacks' haszero and hasless; a byte of 0x7F or more sets its own
    /// high bit once one is added). Borrows and carries only reach later bytes, so the first
    /// byte flagged is exact. Stopping at that byte instead of going byte by byte from the
    /// word's start was 5 % of a parse-only pass.
    private static func plainCount(_ word: UInt64, cdata: Bool) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let zeros = { (value: UInt64) in (value &- ones) & ~value & highs }
        let controls = (word &- ones &* 0x20) & ~word & highs
        let flagged = cdata
            ? controls | (word | (word &+ ones)) & highs | zeros(word ^ (ones &* 0x26)) | zeros(word ^ (ones &* 0x5D))
            : controls | zeros(word ^ (ones &* 0x26)) | zeros(word ^ (ones &* 0x3C))
        return flagged.trailingZeroBitCount / 8
    }

    private mutating func write(from start: Int, count: Int) {
        guard count > 0 else { return }
        (output.baseAddress! + written).initialize(from: base + start, count: count)
        written += count
    }

    private mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { bytes in
            for byte in bytes { write(byte) }
        }
    }

    private mutating func write(_ byte: UInt8) {
        output[written] = byte
        written += 1
    }

    /// Stores eight bytes and keeps the first `count`: the others are written over next (there
    /// is room, as the run has eight bytes more to come).
    private mutating func store(_ word: UInt64, keeping count: Int) {
        UnsafeMutableRawPointer(output.baseAddress! + written).storeBytes(of: word, as: UInt64.self)
        written += count
    }
}
