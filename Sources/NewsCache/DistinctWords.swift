import Foundation

/// A text's words each once, in the order first seen, one space between: what the full-text
/// index is given for a body.
///
/// The index keeps, for each word, the articles that hold it (`detail = none`: no counts, no
/// positions), so a word said twice indexes as said once; but FTS5 tokenizes and hashes every
/// repeat, under SQLite's single writer, where a cold refresh waits (BENCHMARKS.md, 2026-11-28
/// "Cold refresh: the writer"). Here the repeats go in the parsing task instead. A word is a run
/// between ASCII white space, which the tokenizer always separates, so the index gets the same
/// words; removing an article's words works whether or not its text was given this way (a test
/// holds both).
enum DistinctWords {
    static func of(_ text: String) -> String {
        var text = text
        let distinct: [UInt8]? = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
            // Open addressing: at most (count + 1) / 2 words, so a table of count + 1 slots is under half full.
            var slots = 16
            while slots <= bytes.count { slots <<= 1 }
            let mask = slots - 1
            var table = [UInt64](repeating: 0, count: slots)  // (start + 1) << 32 | length; 0: empty
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                guard !isSpace(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
                while index < bytes.count, !isSpace(bytes[index]) {
                    hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01b3
                    index += 1
                }
                let length = index - start
                var slot = Int(truncatingIfNeeded: hash ^ hash >> 29) & mask
                while table[slot] != 0 {
                    let other = Int(table[slot] >> 32) - 1
                    if Int(table[slot] & 0xFFFF_FFFF) == length, memcmp(base + start, base + other, length) == 0 { break }
                    slot = (slot + 1) & mask
                }
                guard table[slot] == 0 else { continue }  // said before
                table[slot] = UInt64(start + 1) << 32 | UInt64(length)
                if !output.isEmpty { output.append(0x20) }
                output.append(contentsOf: UnsafeBufferPointer(start: base + start, count: length))
            }
            return output.count == bytes.count ? nil : output  // the same length: nothing was left out
        }
        return distinct.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// Space, tab, line feed, vertical tab, form feed, carriage return.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
