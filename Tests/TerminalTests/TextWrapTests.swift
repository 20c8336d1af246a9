import Terminal
import Testing

@Suite("Word wrapping by cells")
struct TextWrapTests {
    private func wrap(_ text: String, _ width: Int) -> [String] {
        TextWrap.lines(of: text, width: width).map { $0.map(\.text).joined() }
    }

    @Test("breaks between words and keeps paragraphs")
    func words() {
        #expect(wrap("the quick brown fox\njumps", 10) == ["the quick", "brown fox", "jumps"])
    }

    @Test("a word longer than the line is split; wide characters count two")
    func longWords() {
        #expect(wrap("abcdefgh", 3) == ["abc", "def", "gh"])
        #expect(wrap("牛乳牛乳", 5) == ["牛乳", "牛乳"])
    }

    @Test("empty lines stay")
    func emptyLines() {
        #expect(wrap("a\n\nb", 5) == ["a", "", "b"])
    }

    private func wrap(_ text: String, _ width: Int, maxLines: Int) -> [String] {
        TextWrap.lines(of: text, width: width, maxLines: maxLines).map { $0.map(\.text).joined() }
    }

    @Test("with a line limit: the same lines while they fit, else the last ends in …",
          arguments: ["the quick brown fox\njumps", "abcdefgh", "a\n\nb", "abc\n", "", "\n\n\n", "牛乳牛乳 x y", "a\r\nb"])
    func limitedLikeUnlimited(_ text: String) {
        let whole = wrap(text, 4)
        #expect(wrap(text, 4, maxLines: whole.count) == whole)
        #expect(wrap(text, 4, maxLines: whole.count + 3) == whole)
        guard whole.count > 1 else { return }
        let cut = wrap(text, 4, maxLines: whole.count - 1)
        #expect(cut.dropLast() == whole.prefix(whole.count - 2))
        #expect(cut.last?.hasSuffix("…") == true)
    }

    @Test("with a line limit: the cut line keeps its width")
    func limitedWidth() {
        #expect(wrap("abcdefgh", 3, maxLines: 2) == ["abc", "de…"])
        #expect(wrap("ab cd ef", 3, maxLines: 2) == ["ab", "cd…"])
        #expect(wrap("ab\ncd\nef", 3, maxLines: 1) == ["ab…"])
    }

    /// A 5 MB title once took 7 s and 920 MB to lay out for one frame.
    @Test("with a line limit, only what the lines hold is laid out")
    func limitedIsBounded() {
        let huge = String(repeating: "word ", count: 1_000_000)
        let lines = wrap(huge, 80, maxLines: 3)
        #expect(lines.count == 3 && lines[2].hasSuffix("…"))
        let glyphs = Glyph.glyphs(of: huge, beyond: 10)
        #expect(glyphs.count == 11)
    }
}
