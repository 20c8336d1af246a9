import Terminal
import Testing

@Suite("Hyperlinks: addresses made inert, cells that carry them")
struct HyperlinkTests {
    @Test("nothing in an address can end the escape sequence or start another")
    func inertAddresses() throws {
        #expect(Hyperlink.safeAddress("https://example.com/a?b=c#d") == "https://example.com/a?b=c#d")
        #expect(Hyperlink.safeAddress("https://x.example/\u{1B}\\\u{1B}]0;owned\u{07}") == "https://x.example/%1B\\%1B]0;owned%07")
        #expect(Hyperlink.safeAddress("https://x.example/\u{9C}ST") == "https://x.example/%C2%9CST")
        #expect(Hyperlink.safeAddress("https://x.example/a b\nc") == "https://x.example/a%20b%0Ac")
        #expect(Hyperlink.safeAddress("https://例え.jp/") == "https://%E4%BE%8B%E3%81%88.jp/")
        let safe = try #require(Hyperlink.safeAddress("HTTP://x.example/\u{1B}[2J\u{7F}"))
        #expect(safe.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) })
    }

    @Test("only http, https and mailto are linked, and not beyond the length terminals take")
    func refusedAddresses() {
        #expect(Hyperlink.safeAddress("javascript:alert(1)") == nil)
        #expect(Hyperlink.safeAddress("file:///etc/passwd") == nil)
        #expect(Hyperlink.safeAddress("not a link") == nil)
        #expect(Hyperlink.safeAddress("mailto:a@b.example") == "mailto:a@b.example")
        #expect(Hyperlink.safeAddress("https://x.example/" + String(repeating: "a", count: 3000)) == nil)
    }

    @Test("the sequences are OSC 8 with ST")
    func sequences() {
        #expect(Hyperlink.opening("https://x.example/") == "\u{1B}]8;;https://x.example/\u{1B}\\")
        #expect(Hyperlink.closing == "\u{1B}]8;;\u{1B}\\")
    }

    @Test("wrapped text keeps its link on every glyph, and the screen's cells carry it; other text has none")
    func cellsCarryLinks() {
        let lines = StyledWrap.lines(of: [StyledSpan("see "), StyledSpan("the forecast", role: .link, link: "https://x.example/f")], width: 8)
        #expect(lines.map { $0.map(\.glyph.text).joined() } == ["see the", "forecast"])
        var screen = Screen(size: Size(columns: 10, rows: 2))
        for (row, line) in lines.enumerated() { screen.write(line, row: row, column: 0, maxWidth: 10) }
        #expect((0..<4).allSatisfy { screen[0, $0].link == nil })
        #expect((4..<7).allSatisfy { screen[0, $0].link == "https://x.example/f" })
        #expect((0..<8).allSatisfy { screen[1, $0].link == "https://x.example/f" })
        #expect(screen[1, 8].link == nil)
        screen.write("plain", row: 1, column: 0, role: .normal)
        #expect(screen[1, 0].link == nil)
    }

    @Test("a wide glyph's two cells carry its link; overwriting half of it drops the link from the other")
    func wideGlyphs() {
        var screen = Screen(size: Size(columns: 4, rows: 1))
        screen.write(Glyph.glyphs(of: "中"), row: 0, column: 0, role: .link, link: "https://x.example/")
        #expect(screen[0, 0].link == "https://x.example/" && screen[0, 1].link == "https://x.example/")
        screen.write("a", row: 0, column: 1, role: .normal)
        #expect(screen[0, 0].link == nil && screen[0, 0].text == " ")
    }
}
