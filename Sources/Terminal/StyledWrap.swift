/// Text in one style role.
public struct StyledSpan: Hashable, Sendable {
    public var text: String
    public var role: StyleRole
    /// The address the text links to (a terminal that can makes it clickable: OSC 8).
    public var link: String?

    public init(_ text: String, role: StyleRole = .normal, link: String? = nil) {
        self.text = text
        self.role = role
        self.link = link
    }
}

/// A glyph and the role it is drawn in.
public struct StyledGlyph: Hashable, Sendable {
    public var glyph: Glyph
    public var role: StyleRole
    public var link: String?

    public init(glyph: Glyph, role: StyleRole, link: String? = nil) {
        self.glyph = glyph
        self.role = role
        self.link = link
    }
}

/// One wrapped line, ready to draw.
public typealias StyledLine = [StyledGlyph]

/// Word wrapping by display width for text whose words carry their own styles (an article's
/// body: links, emphasis, code). Line breaks inside spans start new lines; each line gets a
/// prefix (a list bullet on the first, its indent after; a quote bar on all).
public enum StyledWrap {
    public static func lines(of spans: [StyledSpan], width: Int, firstPrefix: [StyledSpan] = [],
                             prefix: [StyledSpan] = [], preformatted: Bool = false) -> [StyledLine] {
        let first = styled(firstPrefix)
        let rest = styled(prefix)
        let room = width - max(cellWidth(first), cellWidth(rest))
        guard room > 0 else { return [] }
        var lines: [StyledLine] = []
        var line: StyledLine = []
        var lineWidth = 0
        func breakLine() {
            if !preformatted { while line.last?.glyph.text == " " { line.removeLast() } }
            lines.append((lines.isEmpty ? first : rest) + line)
            line = []
            lineWidth = 0
        }
        for piece in pieces(of: preformatted ? expandingTabs(spans) : spans, preformatted: preformatted) {
            switch piece {
            case .lineBreak:
                breakLine()
            case .word(let word):
                let wordWidth = cellWidth(word)
                let isSpace = word.first?.glyph.text == " "
                if lineWidth + wordWidth <= room {
                    if !(isSpace && lineWidth == 0 && !preformatted) {
                        line += word
                        lineWidth += wordWidth
                    }
                } else if isSpace && !preformatted {
                    breakLine()
                } else {
                    if !line.isEmpty && !preformatted { breakLine() }
                    for glyph in word {
                        if lineWidth + glyph.glyph.width > room { breakLine() }
                        line.append(glyph)
                        lineWidth += glyph.glyph.width
                    }
                }
            }
        }
        if !line.isEmpty || lines.isEmpty { breakLine() }
        return lines
    }

    private enum Piece {
        case word(StyledLine)
        case lineBreak
    }

    /// Runs of spaces and runs of other glyphs, each keeping its glyphs' roles, and line breaks.
    private static func pieces(of spans: [StyledSpan], preformatted: Bool) -> [Piece] {
        var pieces: [Piece] = []
        var current: StyledLine = []
        var currentIsSpace = false
        func flush() {
            if !current.isEmpty { pieces.append(.word(current)) }
            current = []
        }
        for span in spans {
            for (index, part) in span.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if index > 0 {
                    flush()
                    pieces.append(.lineBreak)
                }
                for glyph in Glyph.glyphs(of: String(part)) {
                    let isSpace = glyph.text == " "
                    if isSpace != currentIsSpace || preformatted { flush() }
                    currentIsSpace = isSpace
                    current.append(StyledGlyph(glyph: glyph, role: span.role, link: span.link))
                }
            }
        }
        flush()
        return pieces
    }

    private static func styled(_ spans: [StyledSpan]) -> StyledLine {
        spans.flatMap { span in Glyph.glyphs(of: span.text).map { StyledGlyph(glyph: $0, role: span.role, link: span.link) } }
    }

    private static func cellWidth(_ line: StyledLine) -> Int {
        line.reduce(0) { $0 + $1.glyph.width }
    }
}

extension Screen {
    /// Draws a wrapped line from a cell onwards, cut at `maxWidth` cells.
    @discardableResult
    public mutating func write(_ line: StyledLine, row: Int, column: Int, maxWidth: Int) -> Int {
        var at = column
        for styled in line {
            guard at + styled.glyph.width <= column + maxWidth else { break }
            at += write([styled.glyph], row: row, column: at, role: styled.role, link: styled.link)
        }
        return at - column
    }
}
