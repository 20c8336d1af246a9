import Terminal
import Testing

@Suite("Glyphs: what each grapheme shows as, and its width")
struct GlyphTests {
    @Test("ASCII, CJK and emoji take their wcwidth", arguments: [("a", 1), ("中", 2), ("🙂", 2), ("é", 1)])
    func widths(text: String, width: Int) {
        #expect(Glyph.glyphs(of: text).map(\.width) == [width])
    }

    @Test("a combining mark stays with its base in one cell")
    func combiningMark() {
        let glyphs = Glyph.glyphs(of: "e\u{301}x")
        #expect(glyphs.map(\.text) == ["e\u{301}", "x"])
        #expect(glyphs.map(\.width) == [1, 1])
    }

    @Test("escape sequences and control characters become visible caret notation")
    func controlCharacters() {
        let text = Glyph.glyphs(of: "a\u{1B}[31mb\u{7F}").map(\.text).joined()
        #expect(text == "a^[[31mb^?")
        #expect(Glyph.glyphs(of: "\u{9B}").map(\.text) == ["\u{FFFD}"])
    }

    @Test("tabs and line breaks become single spaces")
    func whitespace() {
        #expect(Glyph.glyphs(of: "a\tb\r\nc").map(\.text).joined() == "a b c")
    }
}
