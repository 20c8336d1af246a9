import Foundation
import Glibc

/// Runs a `password-command` (`pass show ttrss`) through /bin/sh and keeps the first line it
/// prints. The password goes through an unlinked temporary file, never argv, a log or a file
/// kept; stdin and stderr stay the terminal's, so a passphrase prompt still works. Used by the
/// feed services ([news.ttrss], [news.fever]) and CalDAV sync ([todos.sync]).
public enum PasswordCommand {
    /// Why the command gave no password.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public let command: String
        /// "it exited with status 1", "it printed no password"…
        public let reason: String
        public init(command: String, reason: String) {
            self.command = command
            self.reason = reason
        }

        public var description: String { "The password-command “\(command)” gave no password (\(reason)); nothing was synced." }
    }

    /// The first line of the command's output; throws one sentence when it fails or prints nothing.
    /// `withTerminal` false (a sync in the TUI's background): stdin and stderr are /dev/null, so
    /// a command that would prompt fails at once instead of writing over the screen.
    public static func password(from command: String, timeout: Duration = .seconds(60),
                                withTerminal: Bool = true) throws(Failure) -> String {
        var template = Array((NSTemporaryDirectory() + "/adder-password-XXXXXX").utf8CString)
        let output = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard output >= 0 else { throw failure(command, "no temporary file: \(String(cString: strerror(errno)))") }
        unlink(String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        defer { close(output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
        if !withTerminal {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        }
        let words: [String] = ["/bin/sh", "-c", command]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
        guard spawned == 0 else { throw failure(command, String(cString: strerror(spawned))) }
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) != pid {
            guard ContinuousClock.now < deadline else {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw failure(command, "it did not finish within \(timeout.components.seconds) s")
            }
            usleep(5_000)
        }
        guard status == 0 else { throw failure(command, "it exited with status \((status >> 8) & 0xFF)") }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        lseek(output, 0, SEEK_SET)
        while bytes.count < 64 * 1024 {
            let count = read(output, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        let line = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        let password = String(decoding: line, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
        guard !password.isEmpty else { throw failure(command, "it printed no password") }
        return password
    }

    private static func failure(_ command: String, _ reason: String) -> Failure {
        Failure(command: command, reason: reason)
    }
}
