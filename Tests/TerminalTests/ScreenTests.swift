import Terminal
import Testing

@Suite("Screen: writing, truncating, wide cells")
struct ScreenTests {
    @Test("text that does not fit is cut with … at a cell boundary")
    func truncation() {
        var screen = Screen(size: Size(columns: 10, rows: 1))
        let written = screen.write("Hello, world", row: 0, column: 0, role: .normal)
        #expect(written == 10)
        #expect(screen.textLines == ["Hello, wo…"])
    }

    @Test("a wide character that would straddle the limit is dropped, never split")
    func wideAtBoundary() {
        var screen = Screen(size: Size(columns: 8, rows: 1))
        screen.write("ab中文字", row: 0, column: 0, maxWidth: 6, role: .normal)
        #expect(screen.textLines == ["ab中…   "])
        #expect(screen.textLines[0].count == 7)  // 中 is one Character that takes two cells
    }

    @Test("rows keep exactly the screen width in cells, and roles align cell for cell")
    func rolesAlign() {
        var screen = Screen(size: Size(columns: 6, rows: 1))
        screen.write("中a", row: 0, column: 1, role: .done)
        #expect(screen.roleLines == [".ddd.."])
        #expect(screen[0, 2].isContinuation)
    }

    @Test("overwriting half of a wide character blanks its other half")
    func overwriteHalf() {
        var screen = Screen(size: Size(columns: 4, rows: 1))
        screen.write("中中", row: 0, column: 0, role: .normal)
        screen.write("x", row: 0, column: 1, role: .normal)
        #expect(screen.textLines == [" x中"])
    }

    @Test("writing outside the screen does nothing")
    func outside() {
        var screen = Screen(size: Size(columns: 3, rows: 1))
        #expect(screen.write("abc", row: 1, column: 0, role: .normal) == 0)
        #expect(screen.write("abc", row: 0, column: 3, role: .normal) == 0)
        #expect(screen.textLines == ["   "])
    }

    @Test("a box has its title in the top edge")
    func box() {
        var screen = Screen(size: Size(columns: 12, rows: 3))
        screen.drawBox(Rect(row: 0, column: 0, width: 12, height: 3), title: "List", role: .border)
        #expect(screen.textLines == ["┌─ List ───┐", "│          │", "└──────────┘"])
    }
}
