import CNcurses
import Glibc
import Terminal

/// Text one ncurses cell cannot hold: a cell keeps five code points and ncurses takes a cell's
/// width from the first, while an emoji sequence has up to ten and terminals draw it 1, 2 or 4
/// cells wide (tmux 3.3a: a keycap 1, a skin tone 4). ncurses holds a blank in its place; after
/// each update, every row holding one that changed (or all, after a resize or a suspension) is
/// written again from its first such cell to its end, each cluster blanked, written whole and
/// followed by an absolute cursor move, so nothing after it shifts, whatever the terminal does.
///
/// Links go the same way (ncurses knows nothing of OSC 8): a row that holds a link, or held one
/// in the last frame, is written again from its first such cell, each run of a link between the
/// OSC 8 sequences that open and close it. The sequences take no cell, and the row ends with an
/// absolute move, so ncurses' idea of the screen and the cursor stays true; writing the row
/// again also takes a link off cells that no longer have one.
extension NcursesTerminal {
    func writeClusters(of screen: Screen, rows: [Int], columns: Int) {
        guard !rows.isEmpty else { return }
        cncurses_raw_begin()
        for row in rows {
            var column = 0
            while column < columns, !needsRawWrite(row: row, column: column, in: screen) {
                column += 1
            }
            cncurses_raw_move(Int32(row), Int32(column))
            let end = rawWriteEnd(row: row, columns: columns, in: screen)
            var role: StyleRole?
            var link: String?
            while column < end {
                let cell = screen[row, column]
                let width = screen.cellWidth(row: row, column: column)
                if hyperlinks, cell.link != link {
                    if link != nil { rawText(Hyperlink.closing) }
                    link = cell.link
                    if let address = cell.link.flatMap(Hyperlink.safeAddress) { rawText(Hyperlink.opening(address)) }
                }
                if cell.role != role {
                    role = cell.role
                    let style = attributes[cell.role] ?? (attrs: 0, pair: 0)
                    cncurses_raw_attributes(style.attrs, style.pair)
                }
                if Glyph.isSimple(cell.text, width: width) {
                    rawText(cell.text)
                } else {
                    rawText(width == 2 ? "  " : " ")
                    cncurses_raw_move(Int32(row), Int32(column))
                    rawText(cell.text)
                    cncurses_raw_move(Int32(row), Int32(column + width))
                }
                column += max(1, width)
            }
            if link != nil { rawText(Hyperlink.closing) }
        }
        cncurses_raw_end(getcury(cncurses_stdscr()), getcurx(cncurses_stdscr()))
    }

    /// A cell ncurses cannot write as it should be: an emoji sequence, or (with hyperlinks) a
    /// link now or in the last frame.
    private func needsRawWrite(row: Int, column: Int, in screen: Screen) -> Bool {
        if !Glyph.isSimple(screen[row, column].text, width: screen.cellWidth(row: row, column: column)) { return true }
        guard hyperlinks else { return false }
        if screen[row, column].link != nil { return true }
        guard let lastPresented, lastPresented.size == screen.size else { return false }
        return lastPresented[row, column].link != nil
    }

    /// Where a row's raw write may stop: its end when it holds an emoji sequence (the terminal may
    /// draw it wider or narrower, so everything after it is written again), else just after its
    /// last link (now or in the last frame): OSC 8 takes no cell, so nothing after it moved.
    private func rawWriteEnd(row: Int, columns: Int, in screen: Screen) -> Int {
        var end = columns
        while end > 0, !needsRawWrite(row: row, column: end - 1, in: screen) { end -= 1 }
        guard end > 0 else { return columns }
        let holdsCluster = (0..<end).contains { !Glyph.isSimple(screen[row, $0].text, width: screen.cellWidth(row: row, column: $0)) }
        return holdsCluster ? columns : end
    }

    /// Whether a row holds a link, or held one in the last frame (which writing it again removes).
    func rowHasLinks(_ row: Int, in screen: Screen) -> Bool {
        if (0..<screen.size.columns).contains(where: { screen[row, $0].link != nil }) { return true }
        guard let lastPresented, lastPresented.size == screen.size else { return false }
        return (0..<screen.size.columns).contains { lastPresented[row, $0].link != nil }
    }

    /// Whether a row shows the same cells as in the last frame presented.
    func rowUnchanged(_ row: Int, in screen: Screen) -> Bool {
        guard let lastPresented, lastPresented.size == screen.size else { return false }
        return (0..<screen.size.columns).allSatisfy { lastPresented[row, $0] == screen[row, $0] }
    }

    private func rawText(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cncurses_raw_text($0.baseAddress, $0.count) }
        }
    }
}

extension Screen {
    /// 2 for a cell whose glyph runs into a continuation cell, else 1.
    func cellWidth(row: Int, column: Int) -> Int {
        column + 1 < size.columns && self[row, column + 1].isContinuation ? 2 : 1
    }
}
