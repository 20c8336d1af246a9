import Foundation
import Glibc
import Testing
import TestSupport

/// Ctrl-Z in the TUI suspends it to a real shell's job control, and `fg` brings it back drawn in
/// full with keypad mode on (issue 19, item 1).
@Suite(.onOwnThreads) struct TUIJobControlTests {
    @Test func ctrlZStopsTheProgramAndFgRedrawsIt() async throws {
        try await withAdderInBash { shell, adder in
            let keys: [TUIKey] = [.text("a"), .text("Water the plants"), .enter]
            for key in keys { try key.send(to: shell.session) }
            try await shell.session.waitForScreen(containing: "Water the plants")

            try shell.session.press("C-z")
            try await shell.waitForStop(of: adder)
            #expect(!shell.session.isAlternateScreenOn, "the shell's own screen is back")
            #expect(try shell.session.query("#{keypad_cursor_flag}") == "0", "keypad mode off in the shell")
            try shell.session.type("jobs\r")
            let jobs = try await shell.session.pollScreen { $0.filter { $0.contains("Stopped") }.count >= 2 }
            #expect(jobs.satisfied, "`jobs` lists adder as Stopped:\n\(jobs.screen.joined(separator: "\n"))")

            try shell.session.type("fg\r")
            try await shell.expectRedrawn(columns: 100, rows: 30, keys: keys, "after fg")
            #expect(processState(adder) != "T", "running again")
            #expect(try shell.session.query("#{keypad_cursor_flag}") == "1", "keypad mode back on")

            // Arrows arrive in keypad form only if keypad mode is on; the screen must then match.
            let more: [TUIKey] = [.text("a"), .text("Call the plumber"), .enter, .up]
            for key in more { try key.send(to: shell.session) }
            try await shell.expectRedrawn(columns: 100, rows: 30, keys: keys + more, "keys after fg")
        }
    }

    @Test func stopSignalFromOutsideIsCarriedOutTheSameWay() async throws {
        try await withAdderInBash { shell, adder in
            #expect(kill(adder, SIGTSTP) == 0)
            try await shell.waitForStop(of: adder)
            #expect(!shell.session.isAlternateScreenOn, "the shell's own screen is back")
            try shell.session.type("fg\r")
            try await shell.expectRedrawn(columns: 100, rows: 30, keys: [], "after kill -TSTP and fg")
        }
    }

    /// SIGSTOP cannot be caught: the shell takes the terminal back with Adder still in curses
    /// mode. On `fg` (SIGCONT) Adder puts its modes back and redraws.
    @Test func continuedAfterSIGSTOPPutsCursesModeBack() async throws {
        try await withAdderInBash { shell, adder in
            #expect(kill(adder, SIGSTOP) == 0)
            try await shell.waitForStop(of: adder)
            try shell.session.type("fg\r")
            try await shell.expectRedrawn(columns: 100, rows: 30, keys: [], "after kill -STOP and fg")
            let keys: [TUIKey] = [.text("a"), .text("Typed in raw mode"), .enter, .up]
            for key in keys { try key.send(to: shell.session) }
            try await shell.expectRedrawn(columns: 100, rows: 30, keys: keys, "keys after fg")
        }
    }

    /// Started by a shell without job control (the test's wrapper `sh`, as tmux's own command),
    /// nothing could `fg` it: Ctrl-Z does nothing there, as it does in such a shell.
    @Test func withoutJobControlCtrlZLeavesTheScreenAlone() async throws {
        let home = TemporaryDirectory("adder-e2e-nojobs")
        try await withAdderInTmux(columns: 100, rows: 30, home: home) { pane in
            // Keys are read in order: once the keys typed after Ctrl-Z have drawn their frame,
            // Ctrl-Z has been handled. No sleep: a stopped Adder would never draw that frame, and a
            // frame drawn over by anything else would not match the snapshot.
            try pane.session.press("C-z")
            let keys: [TUIKey] = [.text("a"), .text("Still here"), .enter]
            for key in keys { try key.send(to: pane.session) }
            let expected = try adderSnapshot(columns: 100, rows: 30, keys: keys, home: TemporaryDirectory("adder-e2e-snapshot"))
            let seen = try await pane.session.pollScreen { trimmingTrailingSpaces($0) == trimmingTrailingSpaces(expected) }.screen
            expectSameScreen(tmux: seen, snapshot: expected, "keys after Ctrl-Z")
            #expect(processState(try pane.adderPID()) != "T", "not stopped")
            #expect(pane.session.isAlternateScreenOn, "curses mode was never left")
        }
    }
}

/// An interactive bash (job control on) in tmux, and the adder it started.
private struct BashPane {
    let session: TmuxSession
    let snapshotHome: TemporaryDirectory

    func waitForStop(of pid: pid_t, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let stopped = try await session.pollScreen { $0.contains { $0.contains("Stopped") } }
        #expect(stopped.satisfied, "bash reports the job stopped:\n\(stopped.screen.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        #expect(processState(pid) == "T", "adder is stopped (state T)", sourceLocation: sourceLocation)
    }

    /// Waits for the pane to show what `adder snapshot` prints for these keys, then compares.
    func expectRedrawn(columns: Int, rows: Int, keys: [TUIKey], _ context: String,
                       sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let expected = try adderSnapshot(columns: columns, rows: rows, keys: keys, home: snapshotHome)
        let seen = try await session.pollScreen { trimmingTrailingSpaces($0) == trimmingTrailingSpaces(expected) }.screen
        expectSameScreen(tmux: seen, snapshot: expected, context, sourceLocation: sourceLocation)
        #expect(session.isAlternateScreenOn, "\(context): on the alternate screen", sourceLocation: sourceLocation)
    }
}

/// The one-letter state in /proc/PID/stat (R, S, T for stopped…), or "" if it cannot be read.
private func processState(_ pid: pid_t) -> String {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let end = stat.range(of: ") ", options: .backwards) else { return "" }
    return String(stat[end.upperBound...].prefix(1))
}

/// Runs `body` with bash in a 100x30 tmux pane that has started `adder` (first frame up).
private func withAdderInBash(_ body: (BashPane, pid_t) async throws -> Void) async throws {
    let adder = try TUIProcess.adderExecutable()
    let home = TemporaryDirectory("adder-e2e-jobs")
    let scratch = TemporaryDirectory("adder-e2e-jobs-tmux")
    let environment = adderEnvironment(home: home).merging(["PS1": "jobshell$ ", "HISTFILE": "/dev/null"]) { $1 }
    try await withTmuxSession(columns: 100, rows: 30, command: ["/bin/bash", "--norc", "--noprofile", "-i"],
                              environment: environment, scratch: scratch) { session in
        try await session.waitForScreen(containing: "jobshell$")
        try session.type("\(adder.path)\r")
        try await session.waitForScreen(containing: "Adder")
        let shellPID = try #require(session.panePID)
        let children = try String(contentsOfFile: "/proc/\(shellPID)/task/\(shellPID)/children", encoding: .utf8)
        let adderPID = try #require(children.split(separator: " ").first.flatMap { pid_t($0) })
        try await body(BashPane(session: session, snapshotHome: TemporaryDirectory("adder-e2e-jobs-snapshot")), adderPID)
    }
}
