/// Makes words the index can find in scripts written without spaces (Chinese, Japanese, Korean,
/// Thai, Lao, Khmer, Myanmar), for the word tokenizer that sees a whole run of them as one word.
///
/// Decision, measured (BENCHMARKS.md, News search): each run of such letters is indexed as its
/// overlapping pairs plus its last letter alone (`吾輩は猫` → `吾輩 輩は は猫 猫`), in the same
/// word index; a search for one letter matches as a prefix (`猫*` finds `猫で` and the lone `猫`),
/// a longer one as all its pairs. FTS5's trigram tokenizer finds nothing under three letters
/// (`猫`, `記憶`), cannot fold accents in SQLite 3.40, and would index every Latin text three
/// times over; phrases of single letters need positions, which this index does not keep
/// (`detail = none`). The price: a search of three or more letters matches articles holding all
/// its pairs, not always next to each other.
enum SearchWords {
    /// Changes whenever `indexed` could give other words for the same text: the index is then
    /// built again on opening (`SearchIndex`).
    static let version = 1

    /// `text` with every run of spaceless-script letters written as its pairs and last letter.
    static func indexed(_ text: String) -> String {
        rewritten(text, lastLetterAlone: true)
    }

    /// The user's search text rewritten the same way, without the lone last letter (a one-letter
    /// run stays one letter, which `isLoneLetter` tells the query to match as a prefix).
    static func query(_ text: String) -> String {
        rewritten(text, lastLetterAlone: false)
    }

    /// Whether a token is one spaceless-script letter (with its marks): such a token matches as a prefix.
    static func isLoneLetter(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first, isSpaceless(first.value) else { return false }
        return token.unicodeScalars.dropFirst().allSatisfy { isMark($0.value) }
    }

    private static func rewritten(_ text: String, lastLetterAlone: Bool) -> String {
        var text = text
        let rewritten: [UInt8]? = text.withUTF8 { input in
            // Most text holds no letter past U+0DFF (three-byte sequences start at 0xE0): no copy.
            guard input.contains(where: { $0 >= 0xE0 }) else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(input.count * 2)
            var run: [Range<Int>] = []
            var changed = false
            func flush() {
                guard !run.isEmpty else { return }
                changed = true
                output.append(0x20)
                if run.count == 1 {
                    output.append(contentsOf: input[run[0]])
                } else {
                    for pair in 0..<(run.count - 1) {
                        output.append(contentsOf: input[run[pair]])
                        output.append(contentsOf: input[run[pair + 1]])
                        output.append(0x20)
                    }
                    if lastLetterAlone { output.append(contentsOf: input[run[run.count - 1]]) }
                }
                output.append(0x20)
                run.removeAll(keepingCapacity: true)
            }
            var index = 0
            while index < input.count {
                let (scalar, length) = decode(input, at: index)
                guard isSpaceless(scalar) else {
                    flush()
                    output.append(contentsOf: input[index..<(index + length)])
                    index += length
                    continue
                }
                var end = index + length
                while end < input.count {
                    let (next, nextLength) = decode(input, at: end)
                    guard isMark(next) else { break }
                    end += nextLength
                }
                run.append(index..<end)
                index = end
            }
            flush()
            return changed ? output : nil
        }
        return rewritten.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// The scalar value at `index` of valid UTF-8 and its length in bytes.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        switch lead {
        case ..<0x80: return (lead, 1)
        case ..<0xE0: return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
        case ..<0xF0: return ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        default:
            return ((lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                    | UInt32(bytes[index + 3] & 0x3F), 4)
        }
    }

    /// Combining marks of the scripts below (Thai vowels and tones, kana voicing marks…).
    private static func isMark(_ value: UInt32) -> Bool {
        guard hasMarks(value), let scalar = Unicode.Scalar(value) else { return false }
        return isMark(scalar)
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// The blocks below whose letters take combining marks, where each code point needs a look-up.
    private static func hasMarks(_ value: UInt32) -> Bool {
        (0x0E00...0x109F).contains(value) || (0x1100...0x11FF).contains(value) || (0x1780...0x17FF).contains(value)
            || value == 0x3099 || value == 0x309A
    }

    /// Letters of the scripts that separate no words with spaces (and Hangul, whose words carry
    /// their particles), by block.
    private static func isSpaceless(_ value: UInt32) -> Bool {
        switch value {
        case 0x0E00...0x0EFF,    // Thai, Lao
             0x1000...0x109F,    // Myanmar
             0x1100...0x11FF,    // Hangul Jamo
             0x1780...0x17FF:    // Khmer
            guard let scalar = Unicode.Scalar(value) else { return false }
            return !isMark(scalar) && scalar.properties.isAlphabetic
        case 0x3041...0x3096, 0x309D...0x309F,    // Hiragana
             0x30A1...0x30FA, 0x30FC...0x30FF,    // Katakana
             0x3131...0x318E,    // Hangul compatibility Jamo
             0x31F0...0x31FF,    // Katakana phonetic extensions
             0x3400...0x4DBF,    // CJK extension A
             0x4E00...0x9FFF,    // CJK unified ideographs
             0xAC00...0xD7A3,    // Hangul syllables
             0xF900...0xFAFF,    // CJK compatibility ideographs
             0xFF66...0xFF9D,    // halfwidth Katakana
             0x20000...0x3134F:  // CJK extensions B to G
            return true
        default:
            return false
        }
    }
}
