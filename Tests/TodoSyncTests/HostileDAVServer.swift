import Foundation
import Glibc
import TestSupport

/// Tests/Support/hostiledav.py on a loopback address: redirects to another host, 503s, XML cut
/// short, a connection closed mid-sync, a 10 MB to-do. Stopped when released.
final class HostileDAVServer: @unchecked Sendable {
    struct Request: Decodable, Equatable { let method: String; let path: String; let auth: Bool }

    let host: String
    let port: Int
    private let folder = TemporaryDirectory("adder-hostile-dav")
    private let process = Process()
    private let stdin = Pipe()

    var root: URL { URL(string: "http://\(host):\(port)/")! }

    init(host: String = "127.0.0.1", redirectTo: URL? = nil) throws {
        self.host = host
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Support/hostiledav.py")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--host", host, "--log", folder.file("log").path]
            + (redirectTo.map { ["--redirect-to", $0.absoluteString.trimmingCharacters(in: ["/"])] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = stdin
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw CalDAVTestServer.StartFailure(description: "hostiledav.py did not start on \(host) (it said “\(line)”)")
        }
        self.port = port
    }

    deinit {
        try? stdin.fileHandleForWriting.close()
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        process.waitUntilExit()
    }

    /// What the last PUT to /huge/ sent, if one came.
    var hugePut: Data? { try? Data(contentsOf: folder.file("huge-put.ics")) }

    var requests: [Request] {
        let text = (try? String(contentsOf: folder.file("log"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Request.self, from: Data($0.utf8)) }
    }
}
