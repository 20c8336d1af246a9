import CNcurses
import Glibc
import Terminal

/// The terminal backend on ncursesw. It copies each Screen into curses cells; ncurses then
/// sends the terminal only what changed. It is the only code that touches ncurses.
public final class NcursesTerminal: TerminalBackend {
    /// Why the terminal could not be opened.
    public struct OpenError: Error, CustomStringConvertible {
        public let description: String
    }

    private var attributes: [StyleRole: (attrs: attr_t, pair: Int32)] = [:]
    private var isOpen = false
    public let wakeUp = WakeUp()
    private var clicks = DoubleClickDetector()

    /// Opens curses mode on the controlling terminal, painting roles with `styles`; with `mouse`,
    /// clicks and the wheel are reported too (the terminal's own selection then needs Shift).
    public init(styles: [StyleRole: TerminalStyle], mouse: Bool = false) throws(OpenError) {
        guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
            throw OpenError(description: "the TUI needs a terminal, but standard input or output is not one (scripts can use `adder snapshot` and the other subcommands).")
        }
        setlocale(LC_ALL, "")
        guard initscr() != nil else { throw OpenError(description: "ncurses could not initialise the terminal (is TERM set?)") }
        isOpen = true
        cncurses_install_signal_handlers()
        raw()
        noecho()
        nonl()
        keypad(cncurses_stdscr(), true)
        set_escdelay(25)
        define_key("\u{1B}OM", KEY_ENTER)
        enableBracketedPaste()
        if mouse { enableMouse() }
        curs_set(0)
        // A theme without colours (NO_COLOR, mono) leaves the terminal's colours alone.
        let colours = has_colors() && styles.values.contains(where: \.hasColour)
        if colours {
            start_color()
            use_default_colors()
        }
        for (index, role) in StyleRole.allCases.enumerated() {
            let style = styles[role] ?? .plain
            let pair = Int32(index + 1)
            if colours {
                init_extended_pair(pair, colorNumber(style.foreground), colorNumber(style.background))
            }
            attributes[role] = (attrs: attrs(of: style), pair: colours ? pair : 0)
        }
    }

    deinit { close() }

    /// Leaves curses mode; safe to call twice.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        setBracketedPasteMode(on: false)
        endwin()
    }

    public var size: Size {
        Size(columns: Int(getmaxx(cncurses_stdscr())), rows: Int(getmaxy(cncurses_stdscr())))
    }

    public func present(_ screen: Screen) {
        let rows = min(screen.size.rows, size.rows)
        let columns = min(screen.size.columns, size.columns)
        var buffer = [wchar_t](repeating: 0, count: 6)
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = screen[row, column]
                if cell.isContinuation { continue }
                var count: Int32 = 0
                for scalar in cell.text.unicodeScalars.prefix(5) {
                    buffer[Int(count)] = wchar_t(bitPattern: scalar.value)
                    count += 1
                }
                let style = attributes[cell.role] ?? (attrs: 0, pair: 0)
                cncurses_put_cell(Int32(row), Int32(column), buffer, count, style.attrs, style.pair)
            }
        }
        if let cursor = screen.cursor {
            wmove(cncurses_stdscr(), Int32(cursor.row), Int32(cursor.column))
            curs_set(1)
        } else {
            curs_set(0)
        }
        wnoutrefresh(cncurses_stdscr())
        doupdate()
    }

    /// Keys ncurses already holds come first; otherwise it waits in `poll` on the terminal and the
    /// wake-up together, so background results are noticed at once, not at the next tick.
    public func nextEvent(timeoutMilliseconds: Int?, workPending: Bool) -> TerminalEvent {
        if let signal = takeSignal() { return signal }
        if let buffered = readKey() { return buffered }
        var watched = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wakeUp.descriptor, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&watched, 2, Int32(timeoutMilliseconds ?? -1))
        if let signal = takeSignal() { return signal }
        if ready > 0, watched[1].revents != 0 { return .wake }
        // Input, or a signal such as SIGWINCH (poll returns EINTR): ncurses turns either into an event.
        return readKey() ?? .timeout
    }

    /// A key (or resize) ncurses can give without waiting; nil if none.
    private func readKey() -> TerminalEvent? {
        wtimeout(cncurses_stdscr(), 0)
        var character: wint_t = 0
        let result = wget_wch(cncurses_stdscr(), &character)
        switch result {
        case KEY_CODE_YES:
            if Int32(character) == KEY_RESIZE { return .resize }
            if Int32(character) == KEY_MOUSE { return readMouse() ?? readKey() }
            if Int32(character) == Self.pasteStartCode { return .key(.paste(readPastedText())) }
            return Self.specialKey(Int32(character)).map { .key($0) }
        case OK:
            return Self.characterKey(UInt32(character)).map { .key($0) }
        default:
            return nil
        }
    }

    public func suspend(while body: () throws -> Void) rethrows {
        def_prog_mode()
        setBracketedPasteMode(on: false)
        endwin()
        defer {
            reset_prog_mode()
            setBracketedPasteMode(on: true)
            wrefresh(cncurses_stdscr())
        }
        try body()
    }

    /// Sends bytes straight to the terminal, past ncurses (an OSC 52 clipboard sequence).
    public func writeRaw(_ text: String) {
        _ = text.withCString { Glibc.write(STDOUT_FILENO, $0, strlen($0)) }
    }

    /// Stops the process as Ctrl-Z would outside raw mode; ncurses' SIGTSTP handler leaves
    /// curses mode first and repaints when the shell's `fg` continues it.
    public func suspendToShell() {
        raise(SIGTSTP)
    }

    /// Ends curses mode and re-raises a terminating signal so the exit status is the signal's.
    public func exit(bySignal signal: Int32) -> Never {
        close()
        cncurses_reraise(signal)
        Glibc.exit(128 + signal)
    }

    // MARK: Mouse

    /// Asks for left-button presses and the wheel, reported at once (no click interval: double
    /// clicks are told apart here), so the keyboard never waits on the mouse. Clicks and double
    /// clicks are asked for too: ncurses folds presses and releases that arrive in one read
    /// into them.
    private func enableMouse() {
        mouseinterval(0)
        mousemask(CNCURSES_BUTTON1_PRESSED | CNCURSES_BUTTON1_CLICKED | CNCURSES_BUTTON1_DOUBLE_CLICKED
                  | CNCURSES_BUTTON4_PRESSED | CNCURSES_BUTTON5_PRESSED, nil)
    }

    /// The mouse event ncurses decoded, or nil for one Adder does not use (a release).
    private func readMouse() -> TerminalEvent? {
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
    private static let pasteStartCode = KEY_MAX + 1
    private static let pasteEndCode = KEY_MAX + 2

    /// Asks the terminal to mark pasted text, and ncurses to report the markers as keys, so a
    /// paste is delivered as text and never runs as commands.
    private func enableBracketedPaste() {
        define_key("\u{1B}[200~", Self.pasteStartCode)
        define_key("\u{1B}[201~", Self.pasteEndCode)
        setBracketedPasteMode(on: true)
    }

    private func setBracketedPasteMode(on: Bool) {
        let sequence = on ? "\u{1B}[?2004h" : "\u{1B}[?2004l"
        _ = sequence.withCString { Glibc.write(STDOUT_FILENO, $0, strlen($0)) }
    }

    /// The text up to the end marker (or up to half a second of silence, should it be lost).
    /// Carriage returns are line breaks: terminals paste lines with them.
    private func readPastedText() -> String {
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

    private func takeSignal() -> TerminalEvent? {
        let signal = cncurses_take_pending_signal()
        return signal == 0 ? nil : .signal(signal)
    }

    private func colorNumber(_ color: TerminalColor) -> Int32 {
        color.number(forTerminalWith: Int(cncurses_colors())).map(Int32.init) ?? -1
    }

    private func attrs(of style: TerminalStyle) -> attr_t {
        var value = CNCURSES_A_NORMAL
        if style.bold { value |= CNCURSES_A_BOLD }
        if style.dim { value |= CNCURSES_A_DIM }
        if style.italic { value |= CNCURSES_A_ITALIC }
        if style.underline { value |= CNCURSES_A_UNDERLINE }
        if style.reverse { value |= CNCURSES_A_REVERSE }
        return value
    }

    static func characterKey(_ code: UInt32) -> Key? {
        switch code {
        case 13, 10: return .enter
        case 9: return .tab
        case 27: return .escape
        case 8, 127: return .backspace
        case 0: return .control(" ")
        case 1...26: return .control(Character(UnicodeScalar(code + 96)!))
        default: return UnicodeScalar(code).map { .character(Character($0)) }
        }
    }

    static func specialKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        case KEY_IC: .insert
        case KEY_ENTER: .enter
        case KEY_BTAB: .backTab
        case (KEY_F0 + 1)...(KEY_F0 + 12): .function(Int(code - KEY_F0))
        default: nil
        }
    }
}
