import Foundation
import Testing
import TestSupport

/// The real binary in tmux: ncurses asks for the mouse, a click selects and focuses.
@Suite(.onOwnThreads) struct TUIMouseTests {
    /// A left-button press and release at a 0-based cell, in the X10 encoding ncurses reads
    /// under TERM=tmux-256color (kmous=\E[M): ESC [ M, then 32 + button, 33 + column, 33 + row.
    private static func click(row: Int, column: Int) -> String {
        func event(_ button: Int) -> String {
            "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + column)))
                + String(UnicodeScalar(UInt8(33 + row)))
        }
        return event(0) + event(3)
    }

    @Test func aClickSelectsARowAndAClickInTheOtherPaneFocusesIt() async throws {
        let home = TemporaryDirectory("adder-e2e-mouse")
        _ = try Fixtures.store(in: home, todos: [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom")])
        let report = try await withAdderInTmux(columns: 100, rows: 30, home: home, socketPrefix: "config-mouse") { pane in
            let session = pane.session
            #expect(try session.query("#{mouse_standard_flag}") == "1", "ncurses did not ask tmux for the mouse")
            // Row 0 is the tab bar, row 1 the list's border: the second to-do is on row 3.
            try session.type(Self.click(row: 3, column: 10))
            try await session.waitForScreen(containing: "▸☐ Call mom")
            // A click in the details pane focuses it: q there goes back to the list instead of
            // quitting, so k then moves the list's selection (had q quit, nothing would move).
            try session.type(Self.click(row: 5, column: 70))
            try session.press("q")
            try session.press("k")
            let screen = try await session.waitForScreen(containing: "▸☐ Buy milk")
            #expect(!screen.contains { $0.contains("EXIT=") }, "q quit: the click did not focus the details")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
    }

    /// Both presses in one write, as a fast terminal may deliver them: ncurses folds them into a
    /// double click, which opens the row just as two separate presses do.
    @Test func aDoubleClickOpensTheDetails() async throws {
        let home = TemporaryDirectory("adder-e2e-mouse")
        _ = try Fixtures.store(in: home, todos: [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom")])
        let report = try await withAdderInTmux(columns: 60, rows: 20, home: home, socketPrefix: "config-mouse") { pane in
            let session = pane.session
            try session.type(Self.click(row: 3, column: 10) + Self.click(row: 3, column: 10))
            try await session.waitForScreen(containing: "State")
            #expect(!(try session.screen().contains { $0.contains("Buy milk") }), "the list still shows: nothing opened")
            try session.press("q")
            try await session.waitForScreen(containing: "Buy milk")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
    }

    @Test func mouseFalseLeavesTheMouseToTheTerminal() async throws {
        let home = TemporaryDirectory("adder-e2e-mouse")
        _ = try Fixtures.store(in: home, todos: [Fixtures.todo(1, "Buy milk")])
        try "mouse = false\n".write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        let report = try await withAdderInTmux(columns: 100, rows: 30, home: home, socketPrefix: "config-mouse") { pane in
            #expect(try pane.session.query("#{mouse_any_flag}#{mouse_standard_flag}") == "00")
            try pane.session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
    }
}
