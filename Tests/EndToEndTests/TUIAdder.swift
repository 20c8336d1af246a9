import Foundation
import Glibc
import Testing
import TestSupport

/// A key press written once and sent two ways: to tmux, and as `adder snapshot --keys` notation.
enum TUIKey {
    case text(String)
    case enter, escape, space, down, up

    var snapshotNotation: String {
        switch self {
        case .text(let text): text.replacingOccurrences(of: "<", with: "<lt>")
        case .enter: "<Enter>"
        case .escape: "<Esc>"
        case .space: "<Space>"
        case .down: "<Down>"
        case .up: "<Up>"
        }
    }

    func send(to session: TmuxSession) throws {
        switch self {
        case .text(let text): try session.type(text)
        case .enter: try session.press("Enter")
        case .escape: try session.press("Escape")
        case .space: try session.press("Space")
        case .down: try session.press("Down")
        case .up: try session.press("Up")
        }
    }
}

/// The fixed clock of every end-to-end test (Fixtures.now).
let tuiNow = "2026-01-02T09:00:00Z"

/// The environment that points `adder` at a data folder and the fixed clock.
func adderEnvironment(home: TemporaryDirectory) -> [String: String] {
    ["ADDER_HOME": home.url.path, "ADDER_NOW": tuiNow]
}

/// `adder` running in a tmux pane under a shell wrapper that records its pid and, once it ends,
/// prints `EXIT=<status> MODES=<same|changed>` (whether the tty modes came back) and stays, so
/// the pane can still be read. (tmux 3.3a's `#{pane_dead_status}` sometimes stays empty.)
struct TUIAdderPane {
    let session: TmuxSession
    fileprivate let pidFile: URL

    fileprivate static let wrapperScript = """
        modes_before=$(stty -g)
        sh -c 'echo $$ > "$1"; exec "$2"' adder-wrapper "$1" "$2"
        status=$?
        if [ "$(stty -g)" = "$modes_before" ]; then modes=same; else modes=changed; fi
        echo "EXIT=$status MODES=$modes"
        sleep 600
        """

    func adderPID() throws -> pid_t {
        let text = try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let pid = pid_t(text) else { throw TUIError("the pid file holds \"\(text)\"") }
        return pid
    }

    /// The wrapper's `EXIT=… MODES=…` line, once adder has ended.
    func exitReport(timeout: Duration = .seconds(10)) async throws -> String {
        let screen = try await session.waitForScreen(containing: "EXIT=", timeout: timeout)
        // Not always at the start of a row: after a crash the cursor is wherever adder left it.
        let line = screen.first { $0.contains("EXIT=") } ?? ""
        return line.range(of: "EXIT=").map { String(line[$0.lowerBound...]) } ?? line
    }
}

/// Runs `body` with `adder` in a fresh tmux session, once its first frame is up; kills the server after.
func withAdderInTmux<T>(columns: Int, rows: Int, home: TemporaryDirectory, environment: [String: String] = [:],
                        socketPrefix: String = "adder-e2e", _ body: (TUIAdderPane) async throws -> T) async throws -> T {
    let adder = try TUIProcess.adderExecutable()
    let scratch = TemporaryDirectory("adder-e2e-tmux")
    let script = scratch.file("wrapper.sh")
    let pidFile = scratch.file("adder.pid")
    try TUIAdderPane.wrapperScript.write(to: script, atomically: true, encoding: .utf8)
    return try await withTmuxSession(columns: columns, rows: rows, command: ["/bin/sh", script.path, pidFile.path, adder.path],
                                     environment: adderEnvironment(home: home).merging(environment) { $1 }, scratch: scratch,
                                     socketPrefix: socketPrefix) { session in
        // Keys sent before ncurses puts the tty in raw mode would be echoed and cooked.
        try await session.waitForScreen(containing: "Adder")
        return try await body(TUIAdderPane(session: session, pidFile: pidFile))
    }
}

/// `adder snapshot` for the same size and keys, against its own data folder; its screen rows.
func adderSnapshot(columns: Int, rows: Int, keys: [TUIKey], home: TemporaryDirectory) throws -> [String] {
    let notation = keys.map(\.snapshotNotation).joined()
    let result = try TUIProcess.run(try TUIProcess.adderExecutable(),
                                    ["snapshot", "--size", "\(columns)x\(rows)", "--keys", notation],
                                    environment: TUIProcess.cleanEnvironment(adderEnvironment(home: home)))
    guard result.status == 0, !result.wasSignalled else {
        throw TUIError("adder snapshot --keys '\(notation)' failed (\(result.status)): \(result.standardError)")
    }
    var lines = result.standardOutput.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
}

/// The lines without trailing spaces, as capture-pane prints them.
func trimmingTrailingSpaces(_ lines: [String]) -> [String] {
    lines.map { line in
        var line = Substring(line)
        while line.last == " " { line.removeLast() }
        return String(line)
    }
}

/// Records one issue per differing row (first few), naming the row and both texts.
func expectSameScreen(tmux: [String], snapshot: [String], _ context: String,
                      sourceLocation: SourceLocation = #_sourceLocation) {
    let tmux = trimmingTrailingSpaces(tmux)
    let snapshot = trimmingTrailingSpaces(snapshot)
    #expect(tmux.count == snapshot.count, "\(context): tmux shows \(tmux.count) rows, snapshot \(snapshot.count)",
            sourceLocation: sourceLocation)
    let differing = zip(tmux, snapshot).enumerated().filter { $0.element.0 != $0.element.1 }
    for (row, (seen, expected)) in differing.prefix(5) {
        Issue.record("\(context), row \(row):\n  tmux:     \"\(seen)\"\n  snapshot: \"\(expected)\"",
                     sourceLocation: sourceLocation)
    }
}
