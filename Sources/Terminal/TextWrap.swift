/// Word wrapping by cell width, for text shown over several lines (notes, help).
public enum TextWrap {
    /// The lines a text takes in `width` cells: paragraphs break at line breaks, lines break
    /// between words, and a word longer than a line is split at a cell boundary.
    public static func lines(of text: String, width: Int) -> [[Glyph]] {
        guard width > 0 else { return [] }
        var result: [[Glyph]] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            result += wrap(paragraph: String(paragraph), width: width)
        }
        return result
    }

    private static func wrap(paragraph: String, width: Int) -> [[Glyph]] {
        var lines: [[Glyph]] = []
        var line: [Glyph] = []
        var lineWidth = 0
        func breakLine() {
            while line.last?.text == " ", line.count > 0 { line.removeLast() }  // a break replaces the spaces
            lines.append(line)
            line = []
            lineWidth = 0
        }
        for word in words(in: Glyph.glyphs(of: paragraph)) {
            let wordWidth = word.reduce(0) { $0 + $1.width }
            let isSpace = word.first?.text == " "
            if lineWidth + wordWidth <= width {
                line += word
                lineWidth += wordWidth
            } else if isSpace {
                breakLine()
            } else {
                if !line.isEmpty { breakLine() }
                for glyph in word {
                    if lineWidth + glyph.width > width { breakLine() }
                    line.append(glyph)
                    lineWidth += glyph.width
                }
            }
        }
        lines.append(line)
        return lines
    }

    /// Runs of spaces and runs of everything else.
    private static func words(in glyphs: [Glyph]) -> [[Glyph]] {
        var words: [[Glyph]] = []
        for glyph in glyphs {
            let isSpace = glyph.text == " "
            if let last = words.last?.last, (last.text == " ") == isSpace {
                words[words.count - 1].append(glyph)
            } else {
                words.append([glyph])
            }
        }
        return words
    }
}
