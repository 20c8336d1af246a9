extension StyledWrap {
    /// Cells between tab stops in preformatted text.
    public static let tabStop = 8

    /// Preformatted text with each tab turned into the spaces up to the next tab stop, counted in
    /// cells from the start of its line (a wide character takes two).
    static func expandingTabs(_ spans: [StyledSpan]) -> [StyledSpan] {
        guard spans.contains(where: { $0.text.contains("\t") }) else { return spans }
        var column = 0
        return spans.map { span in
            var text = ""
            for character in span.text {
                switch character {
                case "\t":
                    let spaces = tabStop - column % tabStop
                    text += String(repeating: " ", count: spaces)
                    column += spaces
                case "\n":
                    text.append(character)
                    column = 0
                default:
                    text.append(character)
                    column += Glyph.width(of: String(character))
                }
            }
            return StyledSpan(text, role: span.role, link: span.link)
        }
    }
}
