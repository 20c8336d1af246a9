import Terminal
import Testing

@Suite("Line editor state")
struct LineEditorTests {
    @Test("typing, moving and deleting")
    func editing() {
        var editor = LineEditor()
        for character in "Buy mlk" { editor.insert(character) }
        editor.moveLeft()
        editor.moveLeft()
        editor.insert("i")
        #expect(editor.text == "Buy milk")
        #expect(editor.cursor == 6)
        editor.moveToStart()
        editor.deleteForward()
        #expect(editor.text == "uy milk")
        editor.moveToEnd()
        editor.deleteBackward()
        #expect(editor.text == "uy mil")
    }

    @Test("Ctrl-W deletes the word before the cursor, Ctrl-U everything before it")
    func wordAndLine() {
        var editor = LineEditor(text: "call mom  ")
        editor.deleteWordBackward()
        #expect(editor.text == "call ")
        editor.deleteToStart()
        #expect(editor.text == "")
        #expect(editor.cursor == 0)
    }

    @Test("CJK and emoji are single characters to the cursor")
    func wideCharacters() {
        var editor = LineEditor(text: "牛乳🙂")
        editor.deleteBackward()
        #expect(editor.text == "牛乳")
        editor.moveLeft()
        editor.insert("x")
        #expect(editor.text == "牛x乳")
    }

    @Test("the drawn editor scrolls so the cursor stays visible")
    func drawScrolls() {
        var screen = Screen(size: Size(columns: 8, rows: 1))
        screen.drawEditor(LineEditor(text: "abcdefghij"), row: 0, column: 0, width: 8, role: .input)
        #expect(screen.textLines == ["defghij "])
        #expect(screen.cursor == Position(row: 0, column: 7))
    }
}

@Suite("Line editor with prefilled, selected text")
struct SelectedLineEditorTests {
    @Test("typing replaces selected text; Backspace clears it")
    func typingReplaces() {
        var editor = LineEditor(text: "2026-01-05", selected: true)
        editor.insert("f")
        #expect(editor.text == "f")
        var cleared = LineEditor(text: "2026-01-05", selected: true)
        cleared.deleteBackward()
        #expect(cleared.text == "")
    }

    @Test("moving the cursor keeps the text for editing")
    func movingKeeps() {
        var editor = LineEditor(text: "2026-01-05", selected: true)
        editor.moveLeft()
        editor.insert("9")
        #expect(editor.text == "2026-01-095")
        #expect(!editor.isSelected)
    }

    @Test("the selection is drawn in the selected role")
    func drawn() {
        var screen = Screen(size: Size(columns: 6, rows: 1))
        screen.drawEditor(LineEditor(text: "abc", selected: true), row: 0, column: 0, width: 6, role: .input)
        #expect(screen.roleLines == ["sssiii"])
    }
}
