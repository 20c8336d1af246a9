import Terminal
import Testing

@Suite("Wrapping styled text")
struct StyledWrapTests {
    private func text(_ lines: [StyledLine]) -> [String] {
        lines.map { $0.map(\.glyph.text).joined() }
    }

    @Test("words wrap by display width and keep their roles")
    func wraps() {
        let spans = [StyledSpan("Read the "), StyledSpan("manual page", role: .heading), StyledSpan(" twice 今日は")]
        let lines = StyledWrap.lines(of: spans, width: 12)
        #expect(text(lines) == ["Read the", "manual page", "twice 今日は"])
        #expect(lines[1].allSatisfy { $0.role == .heading })
    }

    @Test("a line break inside a span starts a new line; prefixes mark the first line and the rest")
    func prefixes() {
        let lines = StyledWrap.lines(of: [StyledSpan("one two three\nfour")], width: 10,
                                     firstPrefix: [StyledSpan("• ")], prefix: [StyledSpan("  ")])
        #expect(text(lines) == ["• one two", "  three", "  four"])
    }

    @Test("a word longer than the line is cut at a cell boundary; preformatted text keeps its spaces")
    func longWordsAndCode() {
        #expect(text(StyledWrap.lines(of: [StyledSpan("abcdefghij")], width: 4)) == ["abcd", "efgh", "ij"])
        #expect(text(StyledWrap.lines(of: [StyledSpan("  let x = 1\n  y")], width: 20, preformatted: true))
                == ["  let x = 1", "  y"])
    }

    @Test("empty text is one empty line; no room is no lines")
    func edges() {
        #expect(text(StyledWrap.lines(of: [], width: 10)) == [""])
        #expect(StyledWrap.lines(of: [StyledSpan("x")], width: 2, firstPrefix: [StyledSpan("ab")]).isEmpty)
    }
}
