import CNcurses
import Glibc
import Terminal

extension NcursesTerminal {
    // MARK: Mouse

    /// Asks for left-button presses and the wheel, reported at once (no click interval: double
    /// clicks are told apart here), so the keyboard never waits on the mouse. Clicks and double
    /// clicks are asked for too: ncurses folds presses and releases that arrive in one read
    /// into them.
    func enableMouse() {
        mouseinterval(0)
        mousemask(CNCURSES_BUTTON1_PRESSED | CNCURSES_BUTTON1_CLICKED | CNCURSES_BUTTON1_DOUBLE_CLICKED
                  | CNCURSES_BUTTON4_PRESSED | CNCURSES_BUTTON5_PRESSED, nil)
    }

    /// The mouse event ncurses decoded, or nil for one Adder does not use (a release).
    func readMouse() -> TerminalEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let row = Int(event.y)
        let column = Int(event.x)
        if event.bstate & CNCURSES_BUTTON4_PRESSED != 0 { return .mouse(MouseEvent(.wheelUp, row: row, column: column)) }
        if event.bstate & CNCURSES_BUTTON5_PRESSED != 0 { return .mouse(MouseEvent(.wheelDown, row: row, column: column)) }
        if event.bstate & CNCURSES_BUTTON1_DOUBLE_CLICKED != 0 { return .mouse(MouseEvent(.doubleClick, row: row, column: column)) }
        guard event.bstate & (CNCURSES_BUTTON1_PRESSED | CNCURSES_BUTTON1_CLICKED) != 0 else { return nil }
        return .mouse(MouseEvent(clicks.press(row: row, column: column, at: .now), row: row, column: column))
    }

    // MARK: Bracketed paste

    /// Private key codes for the terminal's paste markers, `ESC[200~` and `ESC[201~`.
    static let pasteStartCode = KEY_MAX + 1
    static let pasteEndCode = KEY_MAX + 2

    /// Asks the terminal to mark pasted text, and ncurses to report the markers as keys, so a
    /// paste is delivered as text and never runs as commands.
    func enableBracketedPaste() {
        define_key("\u{1B}[200~", Self.pasteStartCode)
        define_key("\u{1B}[201~", Self.pasteEndCode)
        setBracketedPasteMode(on: true)
    }

    func setBracketedPasteMode(on: Bool) {
        let sequence = on ? "\u{1B}[?2004h" : "\u{1B}[?2004l"
        _ = sequence.withCString { Glibc.write(STDOUT_FILENO, $0, strlen($0)) }
    }

    /// The text up to the end marker (or up to half a second of silence, should it be lost).
    /// Carriage returns are line breaks: terminals paste lines with them.
    func readPastedText() -> String {
        var text = String.UnicodeScalarView()
        wtimeout(cncurses_stdscr(), 500)
        while true {
            var character: wint_t = 0
            switch wget_wch(cncurses_stdscr(), &character) {
            case OK:
                let code = UInt32(character)
                if code == 13 { text.append("\n") } else if let scalar = UnicodeScalar(code) { text.append(scalar) }
            case KEY_CODE_YES:
                if Int32(character) == Self.pasteEndCode { return String(text) }
                if Int32(character) == KEY_ENTER { text.append("\n") }
            default:
                return String(text)
            }
        }
    }
}
