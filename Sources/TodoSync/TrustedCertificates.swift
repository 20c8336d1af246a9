import Foundation
import NIOSSL

/// A private CA's certificates (`ca-file` in [todos.sync]): a server's TLS certificate signed by
/// one of them is trusted, as well as those the system trusts. Verification is never skipped.
public struct TrustedCertificates: Sendable {
    let certificates: [NIOSSLCertificate]
    /// The file as config.toml names it (`~/certs/my-ca.pem`), for messages.
    public let name: String

    /// Why a ca-file cannot be used, as the end of a sentence naming it.
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public let name: String
        public let reason: String
        /// "ca-file “~/certs/my-ca.pem” cannot be read (there is no such file)".
        public var description: String { "ca-file “\(name)” \(reason)" }
    }

    /// A CA bundle is a few hundred kilobytes; more is not a CA file.
    static let maxBytes = 4 << 20

    /// The PEM certificates in `path` (`~/` is `home`).
    public init(path: String, home: String?) throws(Problem) {
        name = path
        let file = Self.expand(path, home: home)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) else {
            throw Problem(name: path, reason: "cannot be read (there is no such file)")
        }
        guard !isFolder.boolValue else { throw Problem(name: path, reason: "is a folder, not a certificate file") }
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        guard size <= Self.maxBytes else { throw Problem(name: path, reason: "is over \(Self.maxBytes >> 20) MB: not a CA certificate file") }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw Problem(name: path, reason: "cannot be read (permission denied)")
        }
        let found = (try? NIOSSLCertificate.fromPEMBytes(Array(data))) ?? []
        guard !found.isEmpty else {
            throw Problem(name: path, reason: "holds no PEM certificate (a block from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----)")
        }
        certificates = found
    }

    /// `~/x` under `home`; anything else as it is.
    static func expand(_ path: String, home: String?) -> URL {
        guard let home, !home.isEmpty, path == "~" || path.hasPrefix("~/") else { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: home).appendingPathComponent(String(path.dropFirst(2)))
    }
}
