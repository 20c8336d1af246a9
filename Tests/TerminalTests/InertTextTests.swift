import Terminal
import Testing

@Suite("Inert text for the CLI")
struct InertTextTests {
    @Test("escape sequences, C1 controls and bidi overrides print visibly")
    func unsafe() {
        #expect(InertText.make("a\u{1B}]2;PWNED\u{07}b") == "a^[]2;PWNED^Gb")
        #expect(InertText.make("\u{1B}[2J") == "^[[2J")
        #expect(InertText.make("x\u{9B}y") == "x<U+9B>y")
        #expect(InertText.make("evil\u{202E}txt") == "evil<U+202E>txt")
        #expect(InertText.make("del\u{7F}") == "del^?")
    }

    @Test("ordinary text, CJK, emoji and tabs are kept; line breaks only when asked")
    func safe() {
        #expect(InertText.make("Buy milk 牛乳 👨‍👩‍👧\tok") == "Buy milk 牛乳 👨‍👩‍👧\tok")
        #expect(InertText.make("a\nb") == "a^Jb")
        #expect(InertText.make("a\nb", keepLineBreaks: true) == "a\nb")
    }
}
