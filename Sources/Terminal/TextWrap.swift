/// Word wrapping by cell width, for text shown over several lines (notes, help).
public enum TextWrap {
    /// One wrapped line of a paragraph: the glyphs it shows, and the characters it stands for.
    public struct Line: Hashable, Sendable {
        public let glyphs: [Glyph]
        /// Offsets into the paragraph's characters. The lines of a paragraph cover it without
        /// gaps: the spaces a break replaced belong to the line before the break.
        public let characters: Range<Int>
    }

    /// The lines a text takes in `width` cells: paragraphs break at line breaks, lines break
    /// between words, and a word longer than a line is split at a cell boundary.
    public static func lines(of text: String, width: Int) -> [[Glyph]] {
        guard width > 0 else { return [] }
        var result: [[Glyph]] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            result += wrap(paragraph: Array(paragraph), width: width).map(\.glyphs)
        }
        return result
    }

    /// The first `maxLines` lines of `lines(of:width:)`, the last ending in `…` when more would
    /// follow. Only the text those lines can hold is laid out, however long the text.
    public static func lines(of text: String, width: Int, maxLines: Int) -> [[Glyph]] {
        guard width > 0, maxLines > 0 else { return [] }
        var result: [[Glyph]] = []
        var rest = Substring(text)
        var more = false
        while true {
            // A line shows at most `width` characters: one line more tells whether more follow.
            let window = rest.prefix((maxLines - result.count + 1) * width)
            let paragraph = window.prefix { $0 != "\n" }
            result += wrap(paragraph: Array(paragraph), width: width).map(\.glyphs)
            if paragraph.endIndex == rest.endIndex { break }
            if paragraph.endIndex == window.endIndex || result.count >= maxLines {
                more = true
                break
            }
            rest = rest[rest.index(after: paragraph.endIndex)...]
        }
        if result.count > maxLines {
            result.removeSubrange(maxLines...)
            more = true
        }
        guard more, let last = result.last else { return result }
        let lastWidth = last.reduce(0) { $0 + $1.width }
        result[result.count - 1] = lastWidth < width ? last + [.ellipsis] : Screen.fit(last + [.ellipsis], into: width)
        return result
    }

    /// The lines one paragraph (text without line breaks) takes in `width` cells, by the rule
    /// of `lines(of:width:)`, each with the range of characters it stands for. A character's
    /// glyphs stay on one line (a control character's caret notation is not split).
    public static func wrap(paragraph: [Character], width: Int) -> [Line] {
        guard width > 0 else { return [] }
        var lines: [Line] = []
        var line: [Glyph] = []
        var lineWidth = 0
        var lineStart = 0
        func breakLine(before next: Int) {
            while line.last?.text == " " { line.removeLast() }  // a break replaces the spaces
            lines.append(Line(glyphs: line, characters: lineStart..<next))
            line = []
            lineWidth = 0
            lineStart = next
        }
        for word in words(in: paragraph) {
            let wordWidth = word.reduce(0) { $0 + $1.width }
            if lineWidth + wordWidth <= width {
                line += word.flatMap(\.glyphs)
                lineWidth += wordWidth
            } else if word.isSpace {
                breakLine(before: word.last!.offset + 1)
            } else {
                if !line.isEmpty { breakLine(before: word.first!.offset) }
                for unit in word {
                    if lineWidth + unit.width > width, lineWidth > 0 { breakLine(before: unit.offset) }
                    line += unit.glyphs
                    lineWidth += unit.width
                }
            }
        }
        lines.append(Line(glyphs: line, characters: lineStart..<paragraph.count))
        return lines
    }

    /// One character as drawn: its glyphs (none for a lone zero-width code point) and its offset.
    struct Unit {
        let offset: Int
        let glyphs: [Glyph]
        var width: Int { glyphs.reduce(0) { $0 + $1.width } }
        var isSpace: Bool { glyphs.first?.text == " " }
    }

    /// Runs of spaces and runs of everything else; a character that draws nothing joins the run before it.
    private static func words(in paragraph: [Character]) -> [[Unit]] {
        var words: [[Unit]] = []
        for (offset, character) in paragraph.enumerated() {
            let unit = Unit(offset: offset, glyphs: Glyph.glyphs(of: String(character)))
            if let last = words.last?.last, unit.glyphs.isEmpty || last.isSpace == unit.isSpace {
                words[words.count - 1].append(unit)
            } else {
                words.append([unit])
            }
        }
        return words
    }
}

extension [TextWrap.Unit] {
    fileprivate var isSpace: Bool { first?.isSpace ?? false }
}
