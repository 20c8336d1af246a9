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
}
