import Terminal
import Testing

@Suite("Text area wrapped: text place ↔ visual row and column")
struct TextAreaLayoutTests {
    private func rows(_ text: String, _ width: Int) -> [String] {
        TextArea(text: text).layout(width: width).rows.map { $0.glyphs.map(\.text).joined() }
    }

    private func position(_ text: String, _ width: Int, line: Int = 0, column: Int) -> Position {
        TextArea(text: text).layout(width: width).position(line: line, column: column)
    }

    private func location(_ text: String, _ width: Int, row: Int, column: Int) -> Int {
        TextArea(text: text).layout(width: width).location(row: row, column: column).column
    }

    @Test("rows are the read view's lines, paragraphs and all")
    func sameAsTextWrap() {
        for (text, width) in [("the quick brown fox\njumps", 10), ("abcdefgh", 3), ("牛乳牛乳", 5), ("a\n\nb", 5),
                              ("Form: the one with the green header. Still valid? 日本語も", 20), ("  lead   spaces  ", 4)] {
            let wrapped = TextWrap.lines(of: text, width: width).map { $0.map(\.text).joined() }
            #expect(rows(text, width) == wrapped, "\(text) at \(width)")
        }
    }

    @Test("a wide character that does not fit starts the next row; the place before it is that row's start")
    func wideCharacterAtTheEnd() {
        #expect(rows("abcd漢", 5) == ["abcd", "漢"])
        #expect(position("abcd漢", 5, column: 3) == Position(row: 0, column: 3))
        #expect(position("abcd漢", 5, column: 4) == Position(row: 1, column: 0))
        #expect(position("abcd漢", 5, column: 5) == Position(row: 1, column: 2))
        #expect(location("abcd漢", 5, row: 1, column: 1) == 4)  // inside 漢: before it
        #expect(location("abcd漢", 5, row: 1, column: 2) == 5)
    }

    @Test("a wide character that fills a row: its right half maps before it, the row's end to the next row")
    func wideCharacterFillingTheRow() {
        #expect(rows("abcd漢ef", 6) == ["abcd漢", "ef"])
        #expect(position("abcd漢ef", 6, column: 4) == Position(row: 0, column: 4))
        #expect(position("abcd漢ef", 6, column: 5) == Position(row: 1, column: 0))
        #expect(location("abcd漢ef", 6, row: 0, column: 5) == 4)
        #expect(location("abcd漢ef", 6, row: 0, column: 6) == 4)  // 5 is on the next row
        #expect(location("abcd漢ef", 6, row: 1, column: 9) == 7)
    }

    @Test("a word longer than the width is split; its places follow the split")
    func longWord() {
        #expect(rows("say abcdefghij", 4) == ["say", "abcd", "efgh", "ij"])
        #expect(position("say abcdefghij", 4, column: 3) == Position(row: 0, column: 3))
        #expect(position("say abcdefghij", 4, column: 4) == Position(row: 1, column: 0))
        #expect(position("say abcdefghij", 4, column: 10) == Position(row: 2, column: 2))
        #expect(location("say abcdefghij", 4, row: 2, column: 2) == 10)
        #expect(location("say abcdefghij", 4, row: 2, column: 4) == 11)  // not 12: that is row 3's start
    }

    @Test("an empty last line after a line break is a row of its own")
    func emptyLastLine() {
        let area = TextArea(text: "ab\n")
        #expect(rows("ab\n", 5) == ["ab", ""])
        #expect(area.cursorPosition(width: 5) == Position(row: 1, column: 0))
        #expect(area.layout(width: 5).location(row: 1, column: 3) == (line: 1, column: 0))
        #expect(area.layout(width: 5).location(row: 0, column: 9) == (line: 0, column: 2))
    }

    @Test("the cursor at the very end, and in the spaces a break replaced, stands right of the row")
    func cursorAtTheEnd() {
        #expect(TextArea(text: "hello world").cursorPosition(width: 5) == Position(row: 1, column: 5))
        #expect(TextArea(text: "abcde").cursorPosition(width: 5) == Position(row: 0, column: 5))
        #expect(position("hello   world", 5, column: 5) == Position(row: 0, column: 5))
        #expect(position("hello   world", 5, column: 7) == Position(row: 0, column: 5))
        #expect(position("hello   world", 5, column: 8) == Position(row: 1, column: 0))
        #expect(location("hello   world", 5, row: 0, column: 5) == 5)  // the first place in that cell
    }

    @Test("the first visible row moves only as far as the cursor needs")
    func scrolling() {
        let layout = TextArea(text: "a\nb\nc\nd\ne\nf").layout(width: 5)
        #expect(layout.firstVisibleRow(showing: 5, height: 3, previous: 0) == 3)
        #expect(layout.firstVisibleRow(showing: 4, height: 3, previous: 3) == 3)
        #expect(layout.firstVisibleRow(showing: 1, height: 3, previous: 3) == 1)
        #expect(layout.firstVisibleRow(showing: 2, height: 3, previous: 9) == 2)  // the text got shorter
    }
}

@Suite("Text area editing over wrapped rows")
struct TextAreaEditingTests {
    @Test("↑/↓ move by visual row and keep the cell column")
    func verticalByVisualRow() {
        var area = TextArea(text: "the quick brown fox jumps")  // "the quick" / "brown fox" / "jumps"
        area.moveUp(width: 10)
        #expect((area.line, area.column) == (0, 15))
        #expect(area.cursorPosition(width: 10) == Position(row: 1, column: 5))
        area.moveUp(width: 10)
        #expect((area.line, area.column) == (0, 5))
        area.moveUp(width: 10)
        #expect((area.line, area.column) == (0, 0))  // from the first row: the start
        area.moveDown(width: 10)
        area.moveDown(width: 10)
        area.moveDown(width: 10)
        #expect((area.line, area.column) == (0, 25))  // from the last row: the end
    }

    @Test("the column aimed at survives a shorter row between")
    func goalColumn() {
        var area = TextArea(text: "abcdefgh\nab\nabcdefgh")
        area.moveUp(width: 20)
        #expect((area.line, area.column) == (1, 2))
        area.moveUp(width: 20)
        #expect((area.line, area.column) == (0, 8))
        area.moveLeft()
        area.moveDown(width: 20)
        #expect((area.line, area.column) == (1, 2))
        area.moveDown(width: 20)
        #expect((area.line, area.column) == (2, 7))
    }

    @Test("moving across wide characters keeps the column as well as their widths allow")
    func wideCharacters() {
        var area = TextArea(text: "漢字漢字\nabcdef")
        area.moveUp(width: 20)
        #expect((area.line, area.column) == (0, 3))
        area = TextArea(text: "漢字漢字\nabcdef")
        for _ in 0..<3 { area.moveLeft() }
        area.moveUp(width: 20)  // column 3 is the right half of 字: before it
        #expect((area.line, area.column) == (0, 1))
        area.moveDown(width: 20)
        #expect((area.line, area.column) == (1, 3))
    }

    @Test("Home and End go to the ends of the logical line, not of the visual row")
    func homeAndEnd() {
        var area = TextArea(text: "one two three\nfour")
        area.moveUp(width: 8)
        area.moveToLineStart()
        #expect((area.line, area.column) == (0, 0))
        area.moveToLineEnd()
        #expect((area.line, area.column) == (0, 13))
    }

    @Test("typing and deleting re-wrap as they go")
    func rewrap() {
        var area = TextArea(text: "hello")
        #expect(area.cursorPosition(width: 5) == Position(row: 0, column: 5))
        area.insert(" ")
        area.insert("w")
        #expect(area.layout(width: 5).rows.map(\.characters) == [0..<6, 6..<7])
        #expect(area.cursorPosition(width: 5) == Position(row: 1, column: 1))
        area.deleteBackward()
        area.deleteBackward()
        #expect(area.cursorPosition(width: 5) == Position(row: 0, column: 5))
    }

    @Test("the drawn area wraps, scrolls down to the cursor and puts the terminal cursor on it")
    func draw() {
        var screen = Screen(size: Size(columns: 7, rows: 2))
        let first = screen.drawTextArea(TextArea(text: "one two 牛乳 four"), in: Rect(row: 0, column: 0, width: 6, height: 2),
                                        role: .input)
        #expect(first == 2)  // rows: "one", "two", "牛乳", "four"
        #expect(screen.textLines == ["牛乳   ", "four   "])
        #expect(screen.cursor == Position(row: 1, column: 4))
    }
}
