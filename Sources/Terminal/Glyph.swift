import CTextWidth

/// What one cell (or two, for a wide character) shows: safe text and its width in cells.
///
/// Each grapheme becomes at most one glyph: its first code point plus the combining marks after
/// it. ncurses keeps no more than that per cell, so flags, skin tones and ZWJ sequences are cut
/// to their first code point here too, and the in-memory screen matches the real terminal.
/// Control characters never reach a cell: they are shown as caret notation (`^[`).
public struct Glyph: Hashable, Sendable {
    public let text: String
    public let width: Int

    public init(text: String, width: Int) {
        self.text = text
        self.width = width
    }

    static let ellipsis = Glyph(text: "…", width: 1)
    static let replacement = Glyph(text: "\u{FFFD}", width: 1)
    private static let maxCombiningMarks = 4
    private static let localeIsUTF8: Bool = adder_ensure_utf8_ctype() == 1

    /// The glyphs a piece of untrusted text shows as; tabs and line breaks become spaces.
    public static func glyphs(of text: String) -> [Glyph] {
        _ = localeIsUTF8
        var result: [Glyph] = []
        result.reserveCapacity(text.utf8.count)
        for character in text {
            append(character, to: &result)
        }
        return result
    }

    /// Cells the text takes once sanitised.
    public static func width(of text: String) -> Int {
        glyphs(of: text).reduce(0) { $0 + $1.width }
    }

    private static func append(_ character: Character, to result: inout [Glyph]) {
        if character.isASCII, let byte = character.asciiValue, byte >= 0x20, byte != 0x7F {
            result.append(Glyph(text: String(character), width: 1))
            return
        }
        let scalars = character.unicodeScalars
        let first = scalars.first!
        switch first.value {
        case 0x09, 0x0A, 0x0D:
            result.append(Glyph(text: " ", width: 1))
            return
        case 0x00..<0x20, 0x7F:
            let caret = first.value == 0x7F ? "?" : String(UnicodeScalar(UInt8(first.value) + 0x40))
            result.append(Glyph(text: "^", width: 1))
            result.append(Glyph(text: caret, width: 1))
            return
        case 0x80..<0xA0:
            result.append(replacement)
            return
        default:
            break
        }
        let width = Int(adder_wcwidth(first.value))
        if width < 0 {
            result.append(replacement)
            return
        }
        if width == 0 { return }  // a lone zero-width code point has nothing to attach to
        var text = String(Character(first))
        var marks = 0
        for scalar in scalars.dropFirst() where marks < maxCombiningMarks && isCombiningMark(scalar) {
            text.unicodeScalars.append(scalar)
            marks += 1
        }
        result.append(Glyph(text: text, width: width))
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark:
            !(0xFE00...0xFE0F).contains(scalar.value) && !(0xE0100...0xE01EF).contains(scalar.value)
        default:
            false
        }
    }
}
