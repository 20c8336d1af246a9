/// Untrusted text made safe for plain-text output on a terminal (the CLI's lines and errors):
/// C0 and C1 controls, DEL and bidi overrides are shown visibly (`^[`, `<U+202E>`), so an
/// escape sequence inside a title prints as characters instead of acting on the terminal.
/// Everything else, graphemes included, is kept as it is. `--json` output escapes instead.
public enum InertText {
    public static func make(_ text: String, keepLineBreaks: Bool = false) -> String {
        guard mayHoldUnsafe(text), text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where keepLineBreaks, 0x09:
                result.unicodeScalars.append(scalar)
            case 0x00..<0x20:
                result += "^" + String(UnicodeScalar(UInt8(scalar.value) + 0x40))
            case 0x7F:
                result += "^?"
            case _ where isUnsafe(scalar):
                result += "<U+\(String(scalar.value, radix: 16, uppercase: true))>"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// False when no byte could begin an unsafe scalar's UTF-8 (below 0x20, 0x7F, 0xC2 for C1,
    /// 0xD8 for U+061C, 0xE2 for the other bidi marks): checking bytes instead of decoding
    /// scalars was most of `adder todo list`'s formatting at 100,000 to-dos.
    private static func mayHoldUnsafe(_ text: String) -> Bool {
        text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00..<0x20, 0x7F..<0xA0: true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
        default: false
        }
    }
}
