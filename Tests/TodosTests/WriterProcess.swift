import Foundation
import Glibc

/// The StoreTorture writer (Sources/Tools/StoreTorture) run as a child process, with its stdout read
/// line by line under a deadline so that no test can hang on it.
final class WriterProcess {
    /// The writer binary, built beside the test bundle because TodosTests depends on it.
    static let executable: URL? = {
        let places = [URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
                      Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
        return places.compactMap { $0?.deletingLastPathComponent().appendingPathComponent("StoreTorture") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    private let process = Process()
    private let output = Pipe()
    private let input = Pipe()
    private var unread: [UInt8] = []
    private var reachedEnd = false

    init(_ arguments: [String]) throws {
        guard let executable = Self.executable else { throw MissingWriter() }
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    struct MissingWriter: Error, CustomStringConvertible {
        var description: String { "the StoreTorture binary is not beside the test bundle" }
    }

    var processIdentifier: Int32 { process.processIdentifier }

    func kill() {
        guard process.isRunning else { return }  // never signal a reaped, maybe reused, pid
        Glibc.kill(process.processIdentifier, SIGKILL)
    }

    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// The next whole line the writer printed; nil at its end or when `seconds` pass first.
    func readLine(within seconds: Double) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let newline = unread.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: unread[..<newline], as: UTF8.self)
                unread.removeSubrange(...newline)
                return line
            }
            let remaining = deadline.timeIntervalSinceNow
            guard !reachedEnd, remaining > 0 else { return nil }
            var descriptor = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(remaining * 1000) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress, $0.count) }
            if count <= 0 && errno != EINTR { reachedEnd = true } else if count > 0 { unread += chunk[..<count] }
        }
    }

    /// Every whole line left, once the writer ends; a writer still running after `seconds` is
    /// killed. A last line cut off by a kill is not returned.
    func remainingLines(within seconds: Double) -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        var lines: [String] = []
        while let line = readLine(within: deadline.timeIntervalSinceNow) { lines.append(line) }
        if !reachedEnd { kill() }
        process.waitUntilExit()
        return lines
    }

    /// True when the writer ended because of SIGKILL.
    var wasKilled: Bool {
        process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    }

    var exitedCleanly: Bool {
        process.terminationReason == .exit && process.terminationStatus == 0
    }
}
