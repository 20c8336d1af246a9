import Foundation

/// A private CA and a server certificate it signed for 127.0.0.1, made by `openssl` in a
/// temporary folder: what a test's TLS server serves and what `ca-file` names. `otherCA` signed
/// nothing the server has, for the case of a ca-file that is the wrong CA.
public final class TestCertificates: Sendable {
    public let folder = TemporaryDirectory("adder-tls")
    /// The CA's certificate (PEM): the ca-file.
    public var caFile: URL { folder.file("ca.pem") }
    /// Another CA's certificate, which signed nothing the server serves.
    public var otherCAFile: URL { folder.file("other-ca.pem") }
    public var serverCertificate: URL { folder.file("server.pem") }
    public var serverKey: URL { folder.file("server.key") }

    public init() throws {
        let curve = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        for name in ["ca", "other-ca"] {
            try Self.openssl(["req", "-x509"] + curve + ["-keyout", folder.file(name + ".key").path, "-out", folder.file(name + ".pem").path,
                             "-days", "2", "-subj", "/CN=Adder test \(name)", "-addext", "basicConstraints=critical,CA:TRUE",
                             "-addext", "keyUsage=critical,keyCertSign,cRLSign"])
        }
        try Self.openssl(["req", "-new"] + curve + ["-keyout", serverKey.path, "-out", folder.file("server.csr").path, "-subj", "/CN=127.0.0.1"])
        try "subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n"
            .write(to: folder.file("server.ext"), atomically: true, encoding: .utf8)
        try Self.openssl(["x509", "-req", "-in", folder.file("server.csr").path, "-CA", caFile.path, "-CAkey", folder.file("ca.key").path,
                          "-CAcreateserial", "-out", serverCertificate.path, "-days", "2", "-extfile", folder.file("server.ext").path])
    }

    private static func openssl(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw CalDAVTestServer.StartFailure(description: "openssl could not run (\(error)); apt-get install -y openssl")
        }
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CalDAVTestServer.StartFailure(description: "openssl \(arguments.prefix(2).joined(separator: " ")) failed: \(String(decoding: said, as: UTF8.self))")
        }
    }
}
