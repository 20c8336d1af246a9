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

    var attributes: [StyleRole: (attrs: attr_t, pair: Int32)] = [:]
    private var isOpen = false
    public let wakeUp = WakeUp()
    var clicks = DoubleClickDetector()
    /// The pipe the signal handlers write to, polled with the input.
    private var signalDescriptor: Int32 = -1
    /// The last frame shown, to repaint after a suspension and to find rows that changed.
    var lastPresented: Screen?
    /// Every row must be written again (the first frame, after a resize or a suspension).
    var needsFullRepaint = true
    /// Cells with a link are sent as OSC 8 hyperlinks (`Hyperlink`); off, links are plain text.
    let hyperlinks: Bool

    /// Opens curses mode on the controlling terminal, painting roles with `styles`; with `mouse`,
    /// clicks and the wheel are reported too (the terminal's own selection then needs Shift); with
    /// `hyperlinks`, cells that carry a link are sent as OSC 8 hyperlinks.
    public init(styles: [StyleRole: TerminalStyle], mouse: Bool = false, hyperlinks: Bool = false) throws(OpenError) {
        self.hyperlinks = hyperlinks
        guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
            throw OpenError(description: "the TUI needs a terminal, but standard input or output is not one (scripts can use `adder snapshot` and the other subcommands).")
        }
        setlocale(LC_ALL, "")
        guard initscr() != nil else { throw OpenError(description: "ncurses could not initialise the terminal (is TERM set?)") }
        isOpen = true
        signalDescriptor = cncurses_install_signal_handlers()
        raw()
        noecho()
        nonl()
        keypad(cncurses_stdscr(), true)
        // Rows holding emoji sequences are rewritten past ncurses (ClusterWriting): no shifting
        // of cells by insert/delete-character, whose effect on those would depend on the terminal.
        idcok(cncurses_stdscr(), false)
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

    /// Copies the frame into ncurses' cells and lets it send what changed; then writes the rows
    /// that hold text one cell cannot (emoji sequences), or links, past ncurses (`writeClusters`).
    public func present(_ screen: Screen) {
        let rows = min(screen.size.rows, size.rows)
        let columns = min(screen.size.columns, size.columns)
        if lastPresented?.size != screen.size { needsFullRepaint = true }
        var clusterRows: [Int] = []
        var buffer = [wchar_t](repeating: 0, count: 6)
        for row in 0..<rows {
            var holdsCluster = false
            for column in 0..<columns {
                let cell = screen[row, column]
                if cell.isContinuation { continue }
                let width = screen.cellWidth(row: row, column: column)
                var count: Int32 = 0
                if Glyph.isSimple(cell.text, width: width) {
                    for scalar in cell.text.unicodeScalars.prefix(5) {
                        buffer[Int(count)] = wchar_t(bitPattern: scalar.value)
                        count += 1
                    }
                } else {
                    // ncurses holds a blank as wide; the cluster itself is written afterwards.
                    holdsCluster = true
                    buffer[0] = width == 2 ? 0x3000 : 0x20
                    count = 1
                }
                let style = attributes[cell.role] ?? (attrs: 0, pair: 0)
                cncurses_put_cell(Int32(row), Int32(column), buffer, count, style.attrs, style.pair)
            }
            let linked = hyperlinks && rowHasLinks(row, in: screen)
            if holdsCluster || linked, needsFullRepaint || !rowUnchanged(row, in: screen) { clusterRows.append(row) }
        }
        if let cursor = screen.cursor {
            wmove(cncurses_stdscr(), Int32(cursor.row), Int32(cursor.column))
            curs_set(1)
        } else {
            curs_set(0)
        }
        wnoutrefresh(cncurses_stdscr())
        doupdate()
        writeClusters(of: screen, rows: clusterRows, columns: columns)
        lastPresented = screen
        needsFullRepaint = false
    }

    /// Keys ncurses already holds come first; otherwise it waits in `poll` on the terminal, the
    /// wake-up and the signal pipe together, so background results, a resize and a signal are
    /// noticed at once (the handlers may run on any thread), not at the next tick.
    public func nextEvent(timeoutMilliseconds: Int?, workPending: Bool) -> TerminalEvent {
        if let signal = takeSignal() { return signal }
        if let buffered = readKey() { return buffered }
        var watched = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wakeUp.descriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&watched, 3, Int32(timeoutMilliseconds ?? -1))
        if let signal = takeSignal() { return signal }
        if ready > 0, watched[1].revents != 0 { return .wake }
        // Input, or SIGWINCH (ncurses' handler raised its flag): ncurses turns either into an event.
        if let key = readKey() { return key }
        return ready > 0 && watched[2].revents != 0 ? .resize : .timeout
    }

    /// A key (or resize) ncurses can give without waiting; nil if none.
    func readKey() -> TerminalEvent? {
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

    /// Sends bytes straight to the terminal, past ncurses (an OSC 52 clipboard sequence).
    public func writeRaw(_ text: String) {
        _ = text.withCString { Glibc.write(STDOUT_FILENO, $0, strlen($0)) }
    }

    /// Ends curses mode and re-raises a terminating signal so the exit status is the signal's.
    public func exit(bySignal signal: Int32) -> Never {
        close()
        cncurses_reraise(signal)
        Glibc.exit(128 + signal)
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
