@testable import FeedParsing
import Foundation

/// The sanitiser's CDATA rewrite as main had it, a pass of its own after `XMLSanitizer.unchangedStart`'s
/// look: the reference `XMLSanitizer.sanitized` (one pass) is held equal to.
enum TwoPassCDATA {
    /// `bytes` (which `unchangedStart` let through) with each run of escaped text inside the
    /// elements rewritten as a CDATA section of the same characters: `&lt;p&gt;` reaches libxml2
    /// as `<![CDATA[<p>]]>`. libxml2 parsed a name and looked it up in its dictionary for every
    /// reference, then made a call of its own for it: a quarter of a parse-only pass of escaped
    /// HTML. The events are the same characters; a run is left as it is when anything about it
    /// could read otherwise: not plain ASCII, a carriage return (CDATA keeps it, text makes `\r\n`
    /// one line break), `]]>` before or after decoding, a numeric reference, a million bytes or
    /// more (libxml2's limits), or any text within the first pieces after the root's tag (which
    /// decide whether an error comes before the root's verdict). After anything the scan does not
    /// follow (a DOCTYPE, a `<` inside a tag, more end tags than start tags) the rest is left too.
    static func escapedTextAsCDATA(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        bytes.withUnsafeBufferPointer { b -> ArraySlice<UInt8> in
            guard let base = b.baseAddress, let plan = rewritableRuns(b) else { return bytes }
            // A run rewritten grows by at most 12 bytes of markers less 3 for its one reference at least.
            let output = [UInt8](unsafeUninitializedCapacity: b.count + 9 * plan.count) { buffer, written in
                guard var out = buffer.baseAddress else { return }
                var copied = 0
                for run in plan {
                    let mark = out
                    out.initialize(from: base + copied, count: run.lowerBound - copied)
                    out += run.lowerBound - copied
                    for byte in "<![CDATA[".utf8 { out.initialize(to: byte); out += 1 }
                    if let end = writeDecoded(b, run, to: out) {
                        out = end
                        for byte in "]]>".utf8 { out.initialize(to: byte); out += 1 }
                        copied = run.upperBound
                    } else {
                        out = mark
                    }
                }
                out.initialize(from: base + copied, count: b.count - copied)
                written = out + (b.count - copied) - buffer.baseAddress!
            }
            return output.count == b.count && output.elementsEqual(b) ? bytes : output[...]
        }
    }

    /// The runs of text inside elements that hold a `&` and may be rewritten; nil when none.
    private static func rewritableRuns(_ b: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        guard let base = b.baseAddress else { return nil }
        var runs: [Range<Int>] = []
        var depth = 0, index = 0
        var firstRewritable = Int.max
        scan: while index < b.count {
            guard b[index] == UInt8(ascii: "<") else {
                let run = index
                guard let found = memchr(base + run, Int32(UInt8(ascii: "<")), b.count - run) else { break scan }
                index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if depth > 0, run >= firstRewritable, index - run < 1_000_000,
                   memchr(base + run, Int32(UInt8(ascii: "&")), index - run) != nil {
                    runs.append(run..<index)
                }
                continue
            }
            guard index + 1 < b.count else { break scan }
            let next = b[index + 1]
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                guard let end = skipped(b, index, "<!--", "-->") ?? skipped(b, index, "<![CDATA[", "]]>") ?? skipped(b, index, "<?", "?>"),
                      end < b.count else { break scan }
                index = end
                continue
            }
            guard let close = tagEnd(b, from: index + 1) else { break scan }
            if next == UInt8(ascii: "/") {
                depth -= 1
                if depth <= 0 { break scan }  // the root's end: what follows is left as it is
            } else if b[close - 1] != UInt8(ascii: "/") {
                if depth == 0, firstRewritable == .max { firstRewritable = close + 1 + firstPiecesMargin }
                depth += 1
            }
            index = close + 1
        }
        return runs.isEmpty ? nil : runs
    }

    /// Bytes after the root's `>` left as they are: libxml2 is handed 512 bytes at a time until
    /// it has read the root (`XMLFeedStream`), so these pieces stay the file's.
    private static let firstPiecesMargin = 1_100

    /// Writes the characters of a run of text with `&lt;`, `&gt;`, `&amp;`, `&quot;` and `&apos;`
    /// decoded, and returns where it stopped; nil when the run cannot be a CDATA section.
    private static func writeDecoded(_ b: UnsafeBufferPointer<UInt8>, _ run: Range<Int>,
                                     to start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>? {
        var out = start
        var index = run.lowerBound
        var brackets = 0  // `]` just before, for `]]>`
        while index < run.upperBound {
            // Eight plain bytes at a time (SWAR), as `unchangedStart` looks.
            if brackets == 0, index + 8 <= run.upperBound {
                let word = UnsafeRawPointer(b.baseAddress! + index).loadUnaligned(as: UInt64.self)
                if isPlainText(word) {
                    UnsafeMutableRawPointer(out).storeBytes(of: word, as: UInt64.self)
                    out += 8
                    index += 8
                    continue
                }
            }
            var byte = b[index]
            guard byte >= 0x20 ? byte < 0x7F : byte == 0x09 || byte == 0x0A else { return nil }
            if byte == UInt8(ascii: "&") {
                guard let (character, length) = predefinedReference(b, at: index, before: run.upperBound) else { return nil }
                byte = character
                index += length
            } else {
                index += 1
            }
            // `]]>` would end the section (and in text it is an error libxml2 must still report).
            if byte == UInt8(ascii: ">"), brackets >= 2 { return nil }
            brackets = byte == UInt8(ascii: "]") ? brackets + 1 : 0
            out.initialize(to: byte)
            out += 1
        }
        return out
    }

    /// Whether eight bytes are all printable ASCII with no `&` and no `]` (Bit Twiddling Hacks'
    /// haszero and hasless; a byte of 0x7F or more sets its own high bit once one is added).
    private static func isPlainText(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let hasZero = { (value: UInt64) in (value &- ones) & ~value & highs != 0 }
        let hasControl = (word &- ones &* 0x20) & ~word & highs != 0
        let hasHigh = (word | (word &+ ones)) & highs != 0
        return !hasControl && !hasHigh && !hasZero(word ^ (ones &* 0x26)) && !hasZero(word ^ (ones &* 0x5D))
    }

    private static func predefinedReference(_ b: UnsafeBufferPointer<UInt8>, at index: Int, before end: Int) -> (UInt8, Int)? {
        let has = { (text: StaticString) in matches(b, index + 1, text, before: end) }
        switch index + 1 < end ? b[index + 1] : 0 {
        case UInt8(ascii: "l"): return has("lt;") ? (UInt8(ascii: "<"), 4) : nil
        case UInt8(ascii: "g"): return has("gt;") ? (UInt8(ascii: ">"), 4) : nil
        case UInt8(ascii: "a"): return has("amp;") ? (UInt8(ascii: "&"), 5) : has("apos;") ? (UInt8(ascii: "'"), 6) : nil
        case UInt8(ascii: "q"): return has("quot;") ? (UInt8(ascii: "\""), 6) : nil
        default: return nil
        }
    }

    private static func matches(_ b: UnsafeBufferPointer<UInt8>, _ index: Int, _ text: StaticString, before end: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= end else { return false }
        return text.withUTF8Buffer { pattern in (0..<count).allSatisfy { b[index + $0] == pattern[$0] } }
    }

    /// Past `close` when `b` has `open` at `index`: `b.count + 1` when `close` never comes; nil
    /// when `open` is not there.
    private static func skipped(_ b: UnsafeBufferPointer<UInt8>, _ index: Int, _ open: StaticString, _ close: StaticString) -> Int? {
        guard matches(b, index, open, before: b.count) else { return nil }
        var end = index + open.utf8CodeUnitCount
        while end < b.count, !matches(b, end, close, before: b.count) { end += 1 }
        return end < b.count ? end + close.utf8CodeUnitCount : b.count + 1
    }


    /// The `>` that ends the tag begun before `start`, quoted values skipped; nil at a `<` or the end.
    private static func tagEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var quote: UInt8?
        var index = start
        while index < b.count {
            let byte = b[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            } else if byte == UInt8(ascii: "<") {
                return nil
            }
            index += 1
        }
        return nil
    }
}
