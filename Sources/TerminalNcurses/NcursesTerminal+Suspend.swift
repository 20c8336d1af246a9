import CNcurses
import Glibc
import Terminal

/// Giving the terminal back to the shell: for a program Adder runs (an editor), and for Ctrl-Z.
extension NcursesTerminal {
    public func suspend(while body: () throws -> Void) rethrows {
        leaveCursesMode()
        defer { resumeCursesMode() }
        try body()
    }

    /// Stops the process as Ctrl-Z would outside raw mode, curses mode left first (the shell's
    /// screen and modes back); when the shell's `fg` continues it, the screen is drawn again in
    /// full with keypad mode on. Without job control (SIGTSTP ignored, or no shell that could
    /// `fg` it) it does nothing, as Ctrl-Z does there.
    public func suspendToShell() {
        guard cncurses_can_stop() != 0 else { return }
        leaveCursesMode()
        cncurses_stop_process()
        resumeCursesMode()
    }

    /// The signal the loop must act on. A SIGTSTP (`kill -TSTP`) is carried out here, and a
    /// SIGCONT after a stop Adder did not make (SIGSTOP) puts curses mode back; both are
    /// reported as `.resize` so the loop redraws.
    func takeSignal() -> TerminalEvent? {
        cncurses_drain_signal_pipe()
        if cncurses_take_stop_request() != 0 {
            suspendToShell()
            return .resize
        }
        if cncurses_take_unasked_continue() != 0 {
            // Continued after a SIGSTOP: the shell had the terminal in its own modes meanwhile.
            endwin()
            resumeCursesMode()
            return .resize
        }
        let signal = cncurses_take_pending_signal()
        return signal == 0 ? nil : .signal(signal)
    }

    private func leaveCursesMode() {
        def_prog_mode()
        setBracketedPasteMode(on: false)
        endwin()
        // From here a SIGTSTP (the editor was stopped) stops Adder at once, with the editor.
        cncurses_set_curses_active(0)
    }

    private func resumeCursesMode() {
        cncurses_set_curses_active(1)
        reset_prog_mode()
        setBracketedPasteMode(on: true)
        keypad(cncurses_stdscr(), true)
        clearok(cncurses_curscr(), true)
        needsFullRepaint = true
        if let lastPresented {
            present(lastPresented)
        } else {
            wrefresh(cncurses_stdscr())
        }
    }
}
