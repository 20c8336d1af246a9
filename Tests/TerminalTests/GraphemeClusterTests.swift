import Terminal
import Testing

/// Emoji made of several code points stay whole in one glyph, two cells wide, and nothing that
/// cuts or wraps text splits one (issue 19, item 3).
@Suite("Grapheme clusters: whole in one cell, with the width terminals give them")
struct GraphemeClusterTests {
    static let clusters: [(name: String, text: String)] = [
        ("ZWJ sequence", "👩\u{200D}💻"),
        ("flag", "🇫🇷"),
        ("family of three", "👨\u{200D}👩\u{200D}👧"),
        ("family of four, seven code points", "👨\u{200D}👩\u{200D}👧\u{200D}👦"),
        ("skin tone", "👍🏽"),
        ("keycap", "1\u{FE0F}\u{20E3}"),
        ("emoji presentation of a text symbol", "❤\u{FE0F}"),
        ("rainbow flag, narrow base", "🏳\u{FE0F}\u{200D}🌈"),
        ("subdivision flag (tags)", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"),
    ]

    @Test("each is one glyph holding every code point, two cells wide", arguments: clusters)
    func wholeAndWide(name: String, text: String) {
        let glyphs = Glyph.glyphs(of: text)
        #expect(glyphs.map(\.text) == [text], "\(name)")
        #expect(glyphs.map(\.width) == [2], "\(name)")
        #expect(Glyph.width(of: text) == 2)
    }

    @Test("text clusters keep their wcwidth: marks add nothing, a text keycap and a lone indicator take one")
    func textClusters() {
        #expect(Glyph.glyphs(of: "e\u{301}").map(\.width) == [1])
        #expect(Glyph.glyphs(of: "1\u{20E3}").map(\.width) == [1])   // no VS16: text presentation
        #expect(Glyph.glyphs(of: "☺\u{FE0E}").map(\.width) == [1])   // VS15: text presentation
        #expect(Glyph.glyphs(of: "🇫").map(\.width) == [1])
        #expect(Glyph.glyphs(of: "क्ष").map(\.text) == ["क्ष"])          // a conjunct is one cluster…
        #expect(Glyph.glyphs(of: "क्ष").map(\.width) == [2])           // …drawn as its two letters
    }

    @Test("a cluster of dozens of marks keeps sixteen code points and its base's width")
    func zalgo() {
        let text = "e" + String(repeating: "\u{301}", count: 40)
        let glyphs = Glyph.glyphs(of: text)
        #expect(glyphs.count == 1)
        #expect(glyphs[0].text.unicodeScalars.count == 16)
        #expect(glyphs[0].width == 1)
    }

    @Test("what one ncurses cell can hold is simple; emoji sequences and joined letters are not")
    func simplicity() {
        #expect(Glyph.isSimple("a", width: 1))
        #expect(Glyph.isSimple("中", width: 2))
        #expect(Glyph.isSimple("e\u{301}", width: 1))
        for (name, text) in Self.clusters {
            #expect(!Glyph.isSimple(text, width: 2), "\(name)")
        }
        #expect(!Glyph.isSimple("क्ष", width: 2))
    }

    @Test("cutting a line drops a whole cluster, never part of one", arguments: clusters)
    func truncation(name: String, text: String) {
        var screen = Screen(size: Size(columns: 8, rows: 1))
        screen.write("ab" + text + text + "c", row: 0, column: 0, maxWidth: 6, role: .normal)
        #expect(screen.textLines == ["ab" + text + "…   "], "\(name)")
        screen.write("abcd" + text, row: 0, column: 0, maxWidth: 6, role: .normal)
        #expect(screen.textLines == ["abcd" + text + "  "], "\(name): fits exactly")
    }

    @Test("wrapping moves a whole cluster to the next line", arguments: clusters)
    func wrapping(name: String, text: String) {
        let lines = TextWrap.lines(of: "abcd" + text + text, width: 7).map { $0.map(\.text).joined() }
        #expect(lines == ["abcd" + text, text], "\(name)")
    }

    @Test("the reader's wrapping (styled text) moves a whole cluster to the next line", arguments: clusters)
    func styledWrapping(name: String, text: String) {
        let lines = StyledWrap.lines(of: [StyledSpan("abcd" + text + text, role: .heading)], width: 7)
        #expect(lines.map { $0.map(\.glyph.text).joined() } == ["abcd" + text, text], "\(name)")
        #expect(lines.flatMap { $0 }.allSatisfy { $0.role == .heading })
    }

    @Test("a line of them: each fills its cell and its continuation, and what follows stays in its column")
    func lineOfClusters() {
        let line = Self.clusters.map(\.text).joined(separator: "|")
        var screen = Screen(size: Size(columns: 40, rows: 1))
        screen.write(line + "|end", row: 0, column: 0, role: .normal)
        #expect(screen.textLines == [line + "|end" + String(repeating: " ", count: 40 - 3 * Self.clusters.count - 3)])
        for index in Self.clusters.indices {
            #expect(screen[0, 3 * index].text == Self.clusters[index].text)
            #expect(screen[0, 3 * index + 1].isContinuation)
            #expect(screen[0, 3 * index + 2].text == "|")
        }
    }
}

/// A terminal sends an emoji sequence one code point at a time: the editors join them as the
/// saved text does, so what is drawn while typing is what is drawn after.
@Suite("Typing emoji sequences code point by code point")
struct GraphemeTypingTests {
    private func typed(_ text: String) -> [Character] {
        text.unicodeScalars.map { Character($0) }
    }

    @Test("the line editor joins them into one character, drawn whole, deleted whole",
          arguments: GraphemeClusterTests.clusters)
    func lineEditor(name: String, text: String) {
        var editor = LineEditor()
        for character in typed("a" + text + "b") { editor.insert(character) }
        #expect(editor.characters == ["a", Character(text), "b"], "\(name)")
        #expect(editor.cursor == 3)
        var screen = Screen(size: Size(columns: 8, rows: 1))
        screen.drawEditor(editor, row: 0, column: 0, width: 8, role: .normal)
        #expect(screen.textLines == ["a" + text + "b    "], "\(name)")
        editor.moveLeft()
        editor.deleteBackward()
        #expect(editor.text == "ab", "\(name)")
    }

    @Test("a mark typed before the one it belongs after, or after a base, joins it")
    func combiningMarks() {
        var editor = LineEditor()
        for character in typed("e\u{301}") { editor.insert(character) }
        #expect(editor.characters == ["e\u{301}"])
        editor = LineEditor(text: "\u{301}")
        editor.moveToStart()
        editor.insert("e")
        #expect(editor.characters == ["e\u{301}"])
        #expect(editor.cursor == 1)
    }

    @Test("a third regional indicator starts a new flag")
    func flags() {
        var editor = LineEditor()
        for character in typed("🇫🇷🇩🇪") { editor.insert(character) }
        #expect(editor.characters == ["🇫🇷", "🇩🇪"])
    }

    @Test("the notes editor joins them too", arguments: GraphemeClusterTests.clusters)
    func textArea(name: String, text: String) {
        var area = TextArea()
        for character in typed("a" + text) { area.insert(character) }
        #expect(area.lines == [["a", Character(text)]], "\(name)")
        #expect(area.column == 2)
    }
}
