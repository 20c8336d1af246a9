import Foundation
import Glibc
import Testing
import TestSupport

/// SIGINT, SIGTERM and SIGHUP end the TUI with the terminal restored and the signal's exit status.
@Suite(.onOwnThreads) struct TUISignalTests {
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func signalRestoresTheTerminalAndExitsWithTheSignalStatus(_ signal: Int32) async throws {
        let home = TemporaryDirectory("adder-e2e-signal")
        try await withAdderInTmux(columns: 100, rows: 30, home: home) { pane in
            let session = pane.session
            // The checks after the signal only mean something if the TUI had changed these.
            #expect(session.isAlternateScreenOn, "the TUI runs on the alternate screen")
            #expect(!session.isCursorVisible, "the TUI hides the cursor in the list")
            #expect(try session.query("#{keypad_cursor_flag}") == "1", "the TUI turns keypad mode on")

            #expect(kill(try pane.adderPID(), signal) == 0)

            let report = try await pane.exitReport()
            #expect(report == "EXIT=\(128 + signal) MODES=same", "adder ended by signal \(signal), tty modes restored")
            #expect(!session.isAlternateScreenOn, "back on the main screen")
            #expect(session.isCursorVisible, "cursor visible again")
            #expect(try session.query("#{keypad_cursor_flag}") == "0", "keypad mode off again")
        }
    }
}
