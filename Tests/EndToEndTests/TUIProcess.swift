import Foundation
import Glibc
import TestSupport

/// What a finished process left behind.
struct TUIProcessResult {
    /// The exit status, or the number of the signal that ended the process.
    let status: Int32
    let wasSignalled: Bool
    let standardOutput: String
    let standardError: String
}

/// Runs programs for the end-to-end tests: the built `adder` and tmux.
///
/// Not through Foundation's Process, for two reasons seen here. Process learns of a child's end
/// from a socket the child inherits, and the tmux server (a daemon forked by the client) keeps
/// it open, so `waitUntilExit` never returns. And a child spawned from a test's worker thread
/// inherits that thread's blocked signals; tmux hands that mask on to the pane, where adder then
/// never sees SIGINT, SIGTERM or SIGHUP. So: posix_spawn with an empty signal mask, default
/// handlers, and every descriptor above stderr closed.
enum TUIProcess {
    /// The freshly built `adder`. SwiftPM puts built products beside the test bundle
    /// (`.build/debug/AdderPackageTests.xctest`), so look there and a few folders up.
    static func adderExecutable() throws -> URL {
        var starts = [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL]
        starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        for start in starts {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = folder.appendingPathComponent("adder")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                folder = folder.deletingLastPathComponent()
            }
        }
        throw TUIError("the built `adder` was not found beside the test bundle (looked up from \(starts.map(\.path)))")
    }

    /// The first executable named `name` on PATH.
    static func tool(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The test runner's environment without anything that would leak into or confuse a child:
    /// an enclosing tmux, the user's Adder data, a non-UTF-8 locale.
    static func cleanEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["TMUX", "TMUX_PANE", "ADDER_HOME", "ADDER_NOW", "LC_ALL", "LC_CTYPE"] {
            environment[name] = nil
        }
        environment["LANG"] = "C.UTF-8"
        environment["TZ"] = "UTC"
        return environment.merging(extra) { $1 }
    }

    /// Runs a program to its end with stdin from /dev/null and stdout/stderr into files (never a
    /// pipe that a chatty child could fill); kills it after `timeout`.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String],
                    timeout: Duration = .seconds(10)) throws -> TUIProcessResult {
        let scratch = TemporaryDirectory("adder-e2e-output")
        let outputPath = scratch.file("stdout").path
        let errorPath = scratch.file("stderr").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let closeFrom = addCloseFrom { _ = closeFrom(&actions, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawnError = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard spawnError == 0 else {
            throw TUIError("could not start \(executable.path): \(String(cString: strerror(spawnError)))")
        }

        let status = try waitForExit(of: pid, timeout: timeout, describing: "\(executable.lastPathComponent) \(arguments)")
        let signal = status & 0x7F
        return TUIProcessResult(
            status: signal == 0 ? (status >> 8) & 0xFF : signal,
            wasSignalled: signal != 0,
            standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }

    /// glibc's posix_spawn_file_actions_addclosefrom_np (2.34+), which Swift's Glibc module does not export.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let addCloseFrom: AddCloseFrom? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: AddCloseFrom.self) }

    /// The raw wait status of a child; SIGKILLs and throws when it outlives `timeout`.
    private static func waitForExit(of pid: pid_t, timeout: Duration, describing what: String) throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return status }
            if result == -1 && errno != EINTR {
                throw TUIError("waitpid for \(what) failed: \(String(cString: strerror(errno)))")
            }
            if ContinuousClock.now >= deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw TUIError("\(what) did not finish within \(timeout) and was killed")
            }
            usleep(1_000)
        }
    }
}

/// A failure of the test harness itself, with a sentence that says what went wrong.
struct TUIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
