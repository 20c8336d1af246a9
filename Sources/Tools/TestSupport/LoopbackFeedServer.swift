import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Glibc
import Synchronization

/// Tests/Support/feedserver.py running on 127.0.0.1 for one test (or one suite): start it,
/// build URLs on it, read what it was asked, stop it. Released or stopped, the server is
/// killed; if the test runner itself dies, the server sees its stdin close and exits.
///
/// Foundation's `Process` is fine here (it hung only with a child that daemonised, like tmux):
/// the server is one process that dies with SIGKILL, and `stop()` waits for it.
public final class LoopbackFeedServer: Sendable {
    /// One request as the server logged it.
    public struct LoggedRequest: Decodable, Sendable, Hashable {
        public let method: String
        public let path: String
        public let ifNoneMatch: String?
        public let ifModifiedSince: String?
        public let acceptEncoding: String?
        public let accept: String?
        public let userAgent: String?
        /// For `/huge`: how many bytes the server managed to send before the client stopped.
        public let bytesSent: Int?
    }

    public struct StartFailure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The script, found from this source file: Sources/Tools/TestSupport/ → Tests/Support/.
    public static let script: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Support/feedserver.py")

    public let port: Int
    private let process: Mutex<Process?>
    private let stdinPipe: Pipe

    /// Starts the server, serving the files under `root` too if given, and waits (at most
    /// `within` seconds) for it to print its port.
    public init(root: URL? = nil, within seconds: Double = 10) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, "--exit-with-stdin"] + (root.map { ["--root", $0.path] } ?? [])
        let output = Pipe()
        stdinPipe = Pipe()
        process.standardInput = stdinPipe
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard let line = Self.firstLine(of: output.fileHandleForReading.fileDescriptor, within: seconds),
              let port = Int(line) else {
            Self.kill(process)
            throw StartFailure(description: "the feed server (\(Self.script.path)) did not print its port within \(seconds) s")
        }
        self.port = port
        self.process = Mutex(process)
    }

    deinit { stop() }

    /// `http://127.0.0.1:PORT/path`; `path` starts with "/".
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Every request served so far, oldest first, `/_requests` itself left out.
    public func requests() async throws -> [LoggedRequest] {
        let (data, _) = try await URLSession.shared.data(from: url("/_requests"))
        return try JSONDecoder().decode([LoggedRequest].self, from: data)
    }

    /// The logged requests whose path is `path`.
    public func requests(to path: String) async throws -> [LoggedRequest] {
        try await requests().filter { $0.path == path }
    }

    /// Kills the server and waits for it; calling it again does nothing.
    public func stop() {
        let running = process.withLock { process in
            defer { process = nil }
            return process
        }
        if let running { Self.kill(running) }
    }

    private static func kill(_ process: Process) {
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    private static func firstLine(of descriptor: Int32, within seconds: Double) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        var bytes: [UInt8] = []
        while deadline.timeIntervalSinceNow > 0 {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(deadline.timeIntervalSinceNow * 1000) + 1) > 0 else { continue }
            var byte: UInt8 = 0
            let count = read(descriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }
}
