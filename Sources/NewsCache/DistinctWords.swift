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
///
/// Leaving a repeat in is harmless (the index keeps each word once anyway), which bounds the work
/// on hostile text: a word whose slot is not found within `probesAtMost` looks is kept as it is.
enum DistinctWords {
    static func of(_ text: String) -> String {
        var text = text
        let distinct: String? = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty, bytes.count < Int(UInt32.max) else { return nil }
            var table = WordTable(text: bytes)
            defer { table.deallocate() }
            // Written aside first: the String is then made to the size it needs, and a body's
            // text waits for the writer (MergeBatcher), so capacity left over would be held.
            let output = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
            defer { output.deallocate() }
            var written = 0
            var index = 0
            while index < bytes.count {
                guard !isSpace(base[index]) else {
                    index += 1
                    continue
                }
                let start = index
                index = table.wordEnd(from: start)
                guard table.insert(start: start, length: index - start) else { continue }  // said before
                if written > 0 {
                    output[written] = 0x20
                    written += 1
                }
                (output + written).initialize(from: base + start, count: index - start)
                written += index - start
            }
            // The same length: nothing was left out.
            return written == bytes.count ? nil : String(decoding: UnsafeBufferPointer(start: output, count: written), as: UTF8.self)
        }
        return distinct ?? text
    }

    /// Space, tab, line feed, vertical tab, form feed, carriage return.
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte &- 0x09 < 5
    }
}

/// The words seen so far, as places in the text: open addressing, two words a slot (the word's
/// start + 1 and length; its hash), grown to stay under half full. Words are read eight bytes at
/// a time wherever eight bytes remain in the text: 8–12 % faster than FNV-1a's byte at a time
/// (BENCHMARKS.md, 2026-11-28 "64 KiB pages"); the bound on look-ups is what this table is for.
private struct WordTable {
    static let probesAtMost = 32
    /// Differs between runs, so that no feed can be written to make every word collide.
    private static let seed = UInt64.random(in: .min ... .max)

    private let base: UnsafePointer<UInt8>
    private let count: Int
    private let seed = WordTable.seed
    private var slots: UnsafeMutablePointer<UInt64>
    private var mask: Int
    private var used = 0

    init(text: UnsafeBufferPointer<UInt8>) {
        base = text.baseAddress!
        count = text.count
        // Room for a distinct word in every eight bytes, under half full: prose rarely needs more.
        // Starting smaller and growing cost more than the zeroing it saved.
        var slotCount = 16
        while slotCount < count / 4 { slotCount <<= 1 }
        slots = Self.allocate(slotCount)
        mask = slotCount - 1
    }

    func deallocate() {
        slots.deallocate()
    }

    /// Where the word that starts at `start` ends: the next white space or the text's end.
    func wordEnd(from start: Int) -> Int {
        var index = start
        while index + 8 <= count {
            let chunk = load(index)
            // The high bit of each byte under 0x21 (borrows make only later bytes wrong).
            let low = (chunk &- 0x2121_2121_2121_2121) & ~chunk & 0x8080_8080_8080_8080
            guard low != 0 else {
                index += 8
                continue
            }
            index += low.trailingZeroBitCount >> 3
            if DistinctWords.isSpace(base[index]) { return index }
            index += 1  // a control character: part of the word
        }
        while index < count, !DistinctWords.isSpace(base[index]) { index += 1 }
        return index
    }

    /// Whether the word at `start` is new; a new word is remembered.
    mutating func insert(start: Int, length: Int) -> Bool {
        let hash = hash(start, length: length)
        let key = UInt64(start + 1) << 32 | UInt64(length)
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<Self.probesAtMost {
            let found = slots[2 * slot]
            if found == 0 {
                slots[2 * slot] = key
                slots[2 * slot + 1] = hash
                used += 1
                if used * 2 > mask { grow() }
                return true
            }
            if slots[2 * slot + 1] == hash, Int(found & 0xFFFF_FFFF) == length,
               equal(start, Int(found >> 32) - 1, length: length) {
                return false
            }
            slot = (slot + 1) & mask
        }
        return true
    }

    private mutating func grow() {
        let old = slots
        let oldCount = mask + 1
        slots = Self.allocate(oldCount * 2)
        mask = oldCount * 2 - 1
        for slot in 0..<oldCount where old[2 * slot] != 0 {
            var free = Int(truncatingIfNeeded: old[2 * slot + 1]) & mask
            while slots[2 * free] != 0 { free = (free + 1) & mask }
            slots[2 * free] = old[2 * slot]
            slots[2 * free + 1] = old[2 * slot + 1]
        }
        old.deallocate()
    }

    private static func allocate(_ count: Int) -> UnsafeMutablePointer<UInt64> {
        let slots = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * count)
        slots.initialize(repeating: 0, count: 2 * count)  // 0: empty (a key's start is stored + 1)
        return slots
    }

    @inline(__always)
    private func load(_ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// The `length` (under eight) bytes at `offset`, the rest zero.
    @inline(__always)
    private func loadPart(_ offset: Int, length: Int) -> UInt64 {
        if offset + 8 <= count { return load(offset) & (1 << (UInt64(length) << 3) &- 1) }
        var part: UInt64 = 0
        for byte in (0..<length).reversed() { part = part << 8 | UInt64(base[offset + byte]) }
        return part
    }

    private func hash(_ start: Int, length: Int) -> UInt64 {
        var hash = seed ^ UInt64(length) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= length {
            hash = (hash ^ load(start + offset)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            offset += 8
        }
        if offset < length {
            hash = (hash ^ loadPart(start + offset, length: length - offset)) &* 0x94D0_49BB_1331_11EB
        }
        hash = (hash ^ hash >> 33) &* 0xFF51_AFD7_ED55_8CCD  // the slot is the low bits: mix the high ones in
        return hash ^ hash >> 33
    }

    private func equal(_ one: Int, _ other: Int, length: Int) -> Bool {
        var offset = 0
        while offset + 8 <= length {
            guard load(one + offset) == load(other + offset) else { return false }
            offset += 8
        }
        return offset == length
            || loadPart(one + offset, length: length - offset) == loadPart(other + offset, length: length - offset)
    }
}
