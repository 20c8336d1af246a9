import Foundation
import Glibc

/// Runs a helper script to its end with posix_spawn, for scripts that leave daemons running
/// (tt-rss's PostgreSQL and web server). Not Foundation's Process: it learns of a child's end
/// from a descriptor the daemons inherit, so `waitUntilExit` would never return (see
/// EndToEndTests' TUIProcess). Standard input comes from a file, output goes to files, and every
/// descriptor above stderr is closed in the child.
public enum ScriptRun {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// What the script printed on stdout; throws with its stderr when it exits non-zero or outlives `timeout`.
    public static func run(_ script: URL, _ arguments: [String], input: String = "", timeout: Duration = .seconds(120)) throws -> String {
        let scratch = TemporaryDirectory("adder-script")
        let paths = ["stdin", "stdout", "stderr"].map { scratch.file($0).path }
        try Data(input.utf8).write(to: scratch.file("stdin"))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, paths[0], O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, paths[1], O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, paths[2], O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let closeFrom = addCloseFrom { _ = closeFrom(&actions, 3) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv = ([script.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawnError = posix_spawn(&pid, script.path, &actions, &attributes, argv, environ)
        guard spawnError == 0 else {
            throw Failure(description: "could not start \(script.path): \(String(cString: strerror(spawnError)))")
        }
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) != pid {
            if ContinuousClock.now >= deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw Failure(description: "\(script.lastPathComponent) \(arguments.first ?? "") did not finish within \(timeout)")
            }
            usleep(2_000)
        }
        let output = (try? String(contentsOfFile: paths[1], encoding: .utf8)) ?? ""
        guard status == 0 else {
            let errors = (try? String(contentsOfFile: paths[2], encoding: .utf8)) ?? ""
            throw Failure(description: "\(script.lastPathComponent) \(arguments.first ?? "") failed: \(errors)")
        }
        return output
    }

    /// glibc's posix_spawn_file_actions_addclosefrom_np (2.34+), which Swift's Glibc module does not export.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let addCloseFrom: AddCloseFrom? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: AddCloseFrom.self) }
}
