/// Text that is kept (a to-do's title, what an export writes) without what would act on
/// a terminal or turn text around when it is printed: C0 and C1 controls, DEL, bidi overrides,
/// isolates and marks, the scalars `InertText` shows visibly. Dropped rather than shown, since
/// they carry no words.
public enum StoredText {
    /// `text` cleaned: line breaks (LF, CR, CRLF, NEL, VT, FF, U+2028, U+2029) and tabs become
    /// spaces, or stay (as LF and tab) when `multiline`; the other unsafe scalars go.
    /// `removedSome` says whether any went.
    public static func clean(_ text: String, multiline: Bool = false) -> (text: String, removedSome: Bool) {
        guard mayHoldUnsafe(text) else { return (text, false) }
        var removed = false
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar.value {
            case 0x0A where previous == "\r":
                continue  // CRLF: the CR was the break
            case 0x09:
                result.append(multiline ? "\t" : " ")
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029:
                result.append(multiline ? "\n" : " ")
            case 0x00..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C:
                removed = true
            default:
                result.append(scalar)
            }
        }
        return (String(result), removed)
    }

    /// False when no byte could begin an unsafe scalar's UTF-8 (below 0x20, 0x7F, 0xC2 for C1 and
    /// NEL, 0xD8 for U+061C, 0xE2 for the marks and separators): most text is returned at once.
    private static func mayHoldUnsafe(_ text: String) -> Bool {
        text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }
    }
}
