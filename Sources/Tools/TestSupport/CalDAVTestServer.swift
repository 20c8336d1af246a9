import Foundation
import Glibc

/// A real CalDAV server on 127.0.0.1, on a free port, in a temporary folder; stopped by its PID.
/// `start` throws, with the reason and the server's own output, when it cannot run (the test fails).
public final class CalDAVTestServer: @unchecked Sendable {
    public enum Kind: String, CaseIterable, Sendable { case radicale, xandikos }

    public let kind: Kind
    public let folder = TemporaryDirectory("adder-caldav")
    public let port: Int
    public let username = "alice"
    public let password = "alicepw"
    /// Replaced by `restart`: a Process runs once.
    private var process = Process()
    private let log: URL
    /// True when it speaks HTTPS (Radicale with a certificate from `TestCertificates`).
    public let tls: Bool

    public struct StartFailure: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    public var root: URL { URL(string: "\(tls ? "https" : "http")://127.0.0.1:\(port)/")! }

    /// No server: only `root`, for a `SyncHome` pointed at another (hostile) server.
    public static func placeholder(root: URL) throws -> CalDAVTestServer { try CalDAVTestServer(root: root) }

    private init(root: URL) throws {
        kind = .radicale
        port = root.port ?? 80
        log = folder.file("server.log")
        tls = root.scheme == "https"
    }

    /// A server of `kind`; with `certificates`, Radicale serves HTTPS only, with their server certificate.
    public init(_ kind: Kind, certificates: TestCertificates? = nil) throws {
        self.kind = kind
        tls = certificates != nil
        port = try Self.freePort()
        log = folder.file("server.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        process.standardOutput = output
        process.standardError = output
        switch kind {
        case .radicale:
            try "\(username):\(password)\n".write(to: folder.file("users"), atomically: true, encoding: .utf8)
            let ssl = certificates.map { "ssl = True\ncertificate = \($0.serverCertificate.path)\nkey = \($0.serverKey.path)\n" } ?? ""
            // Radicale's socket timeout (30 s by default) cut a 10 MB answer to a client starved of
            // CPU by the whole suite running beside it; the tests bound their own waits.
            let config = """
                [server]
                hosts = 127.0.0.1:\(port)
                timeout = 600
                \(ssl)
                [auth]
                type = htpasswd
                htpasswd_filename = \(folder.file("users").path)
                htpasswd_encryption = plain
                delay = 0
                [rights]
                type = owner_only
                [storage]
                filesystem_folder = \(folder.file("storage").path)
                [logging]
                level = warning
                """
            try config.write(to: folder.file("config"), atomically: true, encoding: .utf8)
            try launch("radicale", ["-C", folder.file("config").path])
        case .xandikos:
            guard certificates == nil else { throw StartFailure(description: "xandikos serves no TLS of its own") }
            try launch("xandikos", ["-d", folder.file("dav").path, "--defaults", "-l", "127.0.0.1", "-p", String(port)])
        }
        try waitUntilListening()
    }

    deinit { stop() }

    /// Ends the server (SIGTERM, then SIGKILL after two seconds) and waits for it.
    public func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        for _ in 0..<40 where process.isRunning { usleep(50_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Starts the stopped server again: the same port, the same storage.
    public func restart() throws {
        stop()
        let stopped = process
        process = Process()
        process.standardOutput = stopped.standardOutput
        process.standardError = stopped.standardError
        process.executableURL = stopped.executableURL
        process.arguments = stopped.arguments
        try process.run()
        try waitUntilListening()
    }

    private func launch(_ program: String, _ arguments: [String]) throws {
        guard let path = ["/usr/bin/", "/usr/local/bin/"].map({ $0 + program }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw StartFailure(description: "\(program) is not installed (apt-get install -y \(program)); .ci/install-caldav installs it.")
        }
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        try process.run()
    }

    private func waitUntilListening() throws {
        for _ in 0..<200 {
            if !process.isRunning { break }
            if Self.accepts(port) { return }
            usleep(50_000)
        }
        let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        stop()
        throw StartFailure(description: "\(kind.rawValue) did not start on 127.0.0.1:\(port) within 10 s: \(said.suffix(600))")
    }

    private static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length) == 0 && getsockname(socket, pointer, &length) == 0
            }
        }
        guard bound else { throw StartFailure(description: "no free port on 127.0.0.1 (\(String(cString: strerror(errno))))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func accepts(_ port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
