import Foundation
import Glibc

/// Runs a `password-command` (`pass show ttrss`) through /bin/sh and keeps the first line it
/// prints. The password goes through an unlinked temporary file, never argv, a log or the cache;
/// stdin and stderr stay the terminal's, so a passphrase prompt still works.
public enum PasswordCommand {
    /// The first line of the command's output; throws one sentence when it fails or prints nothing.
    public static func password(from command: String, timeout: Duration = .seconds(60)) throws(ServiceError) -> String {
        var template = Array((NSTemporaryDirectory() + "/adder-password-XXXXXX").utf8CString)
        let output = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard output >= 0 else { throw failure(command, "no temporary file: \(String(cString: strerror(errno)))") }
        unlink(String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        defer { close(output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
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

    private static func failure(_ command: String, _ reason: String) -> ServiceError {
        .passwordCommand(command: command, reason: reason)
    }
}
