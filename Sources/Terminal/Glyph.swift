import CTextWidth

/// What one cell (or two, for a wide character) shows: safe text and its width in cells.
///
/// Each grapheme (an extended grapheme cluster, UAX #29: Swift's `Character`) becomes one glyph,
/// whole: flags, skin tones, keycaps and ZWJ sequences included, so truncation and wrapping never
/// split one. Its width is what terminals give it: 2 for an emoji sequence (a flag, or an emoji
/// with VS16, a skin tone, a ZWJ or tags), else the sum of its code points' `wcwidth`.
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
    private static let localeIsUTF8: Bool = adder_ensure_utf8_ctype() == 1

    /// wcwidth in a UTF-8 locale: in the C locale a Swift process starts in, it calls a combining
    /// mark unprintable, so the locale is made UTF-8 before the first answer, whoever asks first.
    private static func wcwidth(_ value: UInt32) -> Int {
        _ = localeIsUTF8
        return Int(adder_wcwidth(value))
    }

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

    /// The glyphs of the text's start, until their width passes `width`: enough for `Screen.fit`
    /// to cut it there with `…`, whatever the text's length (a 5 MB title drew in 7 s and 920 MB).
    public static func glyphs(of text: String, beyond width: Int) -> [Glyph] {
        _ = localeIsUTF8
        var result: [Glyph] = []
        result.reserveCapacity(min(text.utf8.count, width / 2 + 8))
        var total = 0
        for character in text {
            let before = result.count
            append(character, to: &result)
            for glyph in result[before...] { total += glyph.width }
            if total > width { break }
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
        let width = clusterWidth(scalars)
        if width < 0 {
            result.append(replacement)
            return
        }
        if width == 0 { return }  // a lone zero-width code point has nothing to attach to
        if scalars.count <= maxScalars {
            result.append(Glyph(text: String(character), width: width))
        } else {
            // Dozens of stacked marks (hostile "Zalgo" text) would spill over the lines around.
            result.append(Glyph(text: String(String.UnicodeScalarView(scalars.prefix(maxScalars))), width: width))
        }
    }

    /// The most code points one cell keeps (the longest emoji sequences have ten).
    private static let maxScalars = 16

    /// Cells a grapheme takes: 2 for an emoji sequence, else the sum of its code points' widths
    /// (a base and its marks take the base's; a cluster that joins letters takes theirs);
    /// -1 when its first code point is not printable.
    static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        let first = scalars.first!
        let firstWidth = wcwidth(first.value)
        guard scalars.count > 1 else { return firstWidth }
        if firstWidth < 0 { return -1 }
        if isEmojiSequence(scalars) { return 2 }
        return scalars.reduce(0) { $0 + max(0, wcwidth($1.value)) }
    }

    /// A flag (two regional indicators), or an emoji followed by VS16 (emoji presentation), a
    /// skin tone, a ZWJ or tag characters (subdivision flags): terminals that join them draw 2 cells.
    private static func isEmojiSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
        let first = scalars.first!
        if isRegionalIndicator(first) { return scalars.dropFirst().first.map(isRegionalIndicator) ?? false }
        guard first.properties.isEmoji else { return false }
        return scalars.dropFirst().contains { scalar in
            switch scalar.value {
            case 0xFE0F, 0x200D, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: true
            default: false
            }
        }
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Whether a cell's text is one code point, or one with marks that draw nothing by themselves
    /// (at most five in all, what one ncurses cell holds), drawn `width` cells wide by every
    /// terminal. Anything else (emoji sequences, letters joined into one cluster) a backend
    /// writes whole and places itself, since terminals disagree on how wide they draw it.
    public static func isSimple(_ text: String, width: Int) -> Bool {
        guard text.utf8.count > 1 else { return true }  // ASCII: most cells of every frame
        let scalars = text.unicodeScalars
        guard let first = scalars.first else { return true }
        guard scalars.count > 1 else { return true }
        guard scalars.count <= 5, wcwidth(first.value) == width else { return false }
        return scalars.dropFirst().allSatisfy { scalar in
            wcwidth(scalar.value) == 0 && !(0xFE00...0xFE0F).contains(scalar.value) && scalar.value != 0x200D
                && !(0xE0000...0xE01EF).contains(scalar.value)
        }
    }
}
