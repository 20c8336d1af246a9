import Foundation
import Glibc
import TestSupport

/// One tmux server on a socket of its own (`tmux -L adder-e2e-<uuid>`, or another prefix; never the default server)
/// holding one session with one pane. Use it through `withTmuxSession`, which always kills the server.
final class TmuxSession: Sendable {
    let socketName: String
    private let tmux: URL
    private let configFile: URL
    private let serverPID: pid_t
    private let socketPath: String

    /// Starts a detached session of the given size running `command` (executed directly, no shell).
    /// The pane gets `environment` plus LANG=C.UTF-8, TZ=UTC and TERM=tmux-256color.
    init(columns: Int, rows: Int, command: [String], environment: [String: String], scratch: TemporaryDirectory,
         socketPrefix: String = "adder-e2e") throws {
        guard let tmux = TUIProcess.tool("tmux") else {
            throw TUIError("tmux is not installed or not on PATH; the end-to-end TUI tests need it (apt-get install tmux)")
        }
        let socketName = "\(socketPrefix)-\(UUID().uuidString)"
        let configFile = scratch.file("tmux-\(socketName).conf")
        // No status line, so the pane is the whole window; remain-on-exit keeps a dead pane readable.
        try """
            set -g status off
            set -g default-terminal tmux-256color
            set -g remain-on-exit on
            """.write(to: configFile, atomically: true, encoding: .utf8)
        let paneEnvironment = environment.merging(["LANG": "C.UTF-8", "TZ": "UTC", "TERM": "tmux-256color"]) { $1 }
        let environmentFlags = paneEnvironment.sorted { $0.key < $1.key }.flatMap { ["-e", "\($0.key)=\($0.value)"] }
        let tmuxCommand = { (arguments: [String]) throws -> String in
            try Self.run(tmux, socketName: socketName, configFile: configFile, arguments)
        }
        _ = try tmuxCommand(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)"] + environmentFlags + command)
        let server: [String]
        do {
            server = try tmuxCommand(["display-message", "-p", "#{pid}\n#{socket_path}"]).components(separatedBy: "\n")
        } catch {
            _ = try? tmuxCommand(["kill-server"])
            throw error
        }
        self.tmux = tmux
        self.socketName = socketName
        self.configFile = configFile
        serverPID = pid_t(server[0]) ?? 0
        socketPath = server.count > 1 ? server[1] : ""
    }

    deinit { kill() }

    // MARK: Input

    /// Presses keys by tmux name: `Enter`, `Escape`, `Down`, `Space`, `q`.
    func press(_ keys: String...) throws {
        try run(["send-keys"] + keys)
    }

    /// Types text literally, character by character.
    func type(_ text: String) throws {
        try run(["send-keys", "-l", text])
    }

    /// Pastes text as a terminal does: bracketed (`ESC[200~`…`ESC[201~`) when the program asked
    /// for it, line breaks sent as carriage returns.
    func paste(_ text: String) throws {
        try run(["set-buffer", "-b", "e2e-paste", text])
        try run(["paste-buffer", "-p", "-d", "-b", "e2e-paste"])
    }

    func resizeWindow(columns: Int, rows: Int) throws {
        try run(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
    }

    // MARK: Output

    /// The pane's text, one string per row; capture-pane trims trailing spaces.
    func screen() throws -> [String] {
        var lines = try run(["capture-pane", "-p"]).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A tmux format about the pane, such as `#{alternate_on}` or `#{pane_pid}`.
    func query(_ format: String) throws -> String {
        try run(["display-message", "-p", format]).trimmingCharacters(in: .newlines)
    }

    var panePID: Int32? { (try? query("#{pane_pid}")).flatMap { Int32($0) } }
    var isPaneDead: Bool { (try? query("#{pane_dead}")) == "1" }
    var isAlternateScreenOn: Bool { (try? query("#{alternate_on}")) == "1" }
    var isCursorVisible: Bool { (try? query("#{cursor_flag}")) == "1" }

    // MARK: Waiting

    /// Polls the screen until `condition` holds or `timeout` passes; returns the last screen
    /// either way so a failing check can show it.
    func pollScreen(timeout: Duration = .seconds(10), until condition: ([String]) -> Bool) async throws -> (screen: [String], satisfied: Bool) {
        let deadline = ContinuousClock.now + timeout
        while true {
            let lines = try screen()
            if condition(lines) { return (lines, true) }
            if ContinuousClock.now >= deadline { return (lines, false) }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Waits until the screen shows `text`; throws with the screen when it does not within `timeout`.
    @discardableResult
    func waitForScreen(containing text: String, timeout: Duration = .seconds(10)) async throws -> [String] {
        let (lines, satisfied) = try await pollScreen(timeout: timeout) { $0.contains { $0.contains(text) } }
        guard satisfied else {
            throw TUIError("waited \(timeout) for \"\(text)\"; the screen shows:\n\(lines.joined(separator: "\n"))")
        }
        return lines
    }

    // MARK: Teardown

    /// Ends the server and every process in it; harmless when it is already gone.
    func kill() {
        guard serverPID > 0, Glibc.kill(serverPID, 0) == 0 else { return }
        _ = try? run(["kill-server"])
        // A server that cannot take its own SIGTERM must still not outlive the test.
        let deadline = ContinuousClock.now + .seconds(2)
        while Glibc.kill(serverPID, 0) == 0 {
            if ContinuousClock.now >= deadline {
                Glibc.kill(serverPID, SIGKILL)
                break
            }
            usleep(5_000)
        }
        // tmux 3.3 leaves its socket file behind.
        if !socketPath.isEmpty { unlink(socketPath) }
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        try Self.run(tmux, socketName: socketName, configFile: configFile, arguments)
    }

    private static func run(_ tmux: URL, socketName: String, configFile: URL, _ arguments: [String]) throws -> String {
        let result = try TUIProcess.run(tmux, ["-L", socketName, "-f", configFile.path] + arguments,
                                        environment: TUIProcess.cleanEnvironment())
        guard result.status == 0, !result.wasSignalled else {
            throw TUIError("tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.standardError)")
        }
        return result.standardOutput
    }
}

/// Runs `body` with a fresh tmux session and kills its server afterwards, also when `body` throws.
func withTmuxSession<T>(columns: Int, rows: Int, command: [String], environment: [String: String],
                        scratch: TemporaryDirectory, socketPrefix: String = "adder-e2e",
                        _ body: (TmuxSession) async throws -> T) async throws -> T {
    let session = try TmuxSession(columns: columns, rows: rows, command: command, environment: environment, scratch: scratch,
                                  socketPrefix: socketPrefix)
    defer { session.kill() }
    return try await body(session)
}
