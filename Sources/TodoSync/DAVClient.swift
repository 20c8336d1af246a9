import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOSSL
import Synchronization

/// What a CalDAV server answered: status, headers and the whole body.
public struct DAVResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: Data
    /// The URL that answered (after redirects).
    public var url: URL

    /// The first header called `name`, in any case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// Why a request to the server failed, as one sentence.
public struct SyncError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// The server's login: Basic auth, sent only to the host it was configured for.
public struct DAVCredentials: Sendable {
    public var username: String
    public var password: String
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }
}

/// HTTP for WebDAV: any method (PROPFIND, REPORT, MKCALENDAR), Basic auth, redirects followed here
/// so the login never goes to a host other than the configured one, and a cap on the body. TLS
/// certificates are always verified (against the system's CAs and a private CA's, if given): the
/// login is sent only once the handshake has succeeded.
public final class DAVClient: Sendable {
    private let client: HTTPClient
    private let credentials: DAVCredentials?
    /// The host (and port) the credentials belong to.
    private let authority: String
    private let timeout: TimeAmount
    private let hasPrivateCA: Bool
    private let sent = Atomic<Int>(0)
    static let maxBodyBytes = 64 << 20
    /// An answer slower than this over `timeout` (a server dripping a byte at a time) is given up.
    static let minimumBytesPerSecond = 1024

    /// Requests sent so far, redirects followed included.
    public var requestsSent: Int { sent.load(ordering: .relaxed) }

    /// A client for the server at `base`; `trust` adds a private CA's certificates to the system's.
    public init(base: URL, credentials: DAVCredentials?, trust: TrustedCertificates? = nil, timeoutSeconds: Int64 = 30) {
        var configuration = HTTPClient.Configuration()
        if let trust {
            var tls = TLSConfiguration.makeClientConfiguration()
            tls.additionalTrustRoots = [.certificates(trust.certificates)]
            configuration.tlsConfiguration = tls
        }
        configuration.redirectConfiguration = .disallow
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout = .init(connect: .seconds(10), read: .seconds(timeoutSeconds))
        client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        self.credentials = credentials
        authority = Self.authority(of: base)
        timeout = .seconds(timeoutSeconds)
        hasPrivateCA = trust != nil
    }

    deinit { client.shutdown { _ in } }

    /// Sends one request, following up to five redirects. `headers` are sent as given.
    public func send(_ method: String, _ url: URL, headers: [String: String] = [:], body: Data? = nil) async throws(SyncError) -> DAVResponse {
        var current = url
        for _ in 0...5 {
            let response = try await sendOnce(method, current, headers: headers, body: body)
            guard [301, 302, 307, 308].contains(response.status), let location = response.header("Location"),
                  let target = URL(string: location, relativeTo: current)?.absoluteURL else { return response }
            current = target
        }
        throw SyncError("\(url.absoluteString) redirects more than five times.")
    }

    private func sendOnce(_ method: String, _ url: URL, headers: [String: String], body: Data?) async throws(SyncError) -> DAVResponse {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = HTTPMethod(rawValue: method)
        request.headers.add(name: "User-Agent", value: "Adder")
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        // The login goes only where it was configured: a redirect to another host gets none.
        if let credentials, Self.authority(of: url) == authority {
            let token = Data("\(credentials.username):\(credentials.password)".utf8).base64EncodedString()
            request.headers.add(name: "Authorization", value: "Basic " + token)
        }
        if let body {
            request.body = .bytes(ByteBuffer(bytes: body))
            if headers["Content-Type"] == nil { request.headers.add(name: "Content-Type", value: "application/xml; charset=utf-8") }
        }
        sent.add(1, ordering: .relaxed)
        do {
            // The timeout bounds the wait for the head; the body is bounded by its pace below.
            let response = try await client.execute(request, timeout: timeout)
            var data = Data()
            var pace = (since: ContinuousClock.now, bytes: 0)
            let window = Duration.seconds(timeout.nanoseconds / 1_000_000_000)
            for try await chunk in response.body {
                guard data.count + chunk.readableBytes <= Self.maxBodyBytes else {
                    throw SyncError("\(url.absoluteString) answered with more than \(Self.maxBodyBytes >> 20) MB.")
                }
                data.append(contentsOf: chunk.readableBytesView)
                pace.bytes += chunk.readableBytes
                if ContinuousClock.now - pace.since >= window {
                    guard pace.bytes >= Self.minimumBytesPerSecond * Int(window.components.seconds) else {
                        throw SyncError("\(url.absoluteString) sent its answer too slowly (\(pace.bytes) bytes in \(window.components.seconds) s, "
                            + "where Adder waits for at least \(Self.minimumBytesPerSecond / 1024) KB a second).")
                    }
                    pace = (ContinuousClock.now, 0)
                }
            }
            return DAVResponse(status: Int(response.status.code),
                               headers: response.headers.map { ($0.name, $0.value) }, body: data, url: url)
        } catch let error as SyncError {
            throw error
        } catch {
            throw SyncError("\(Self.authority(of: url)) could not be reached (\(reason(error, host: url.host ?? ""))).")
        }
    }

    private func reason(_ error: any Error, host: String) -> String {
        let text = String(describing: error)
        if text.contains("CERTIFICATE_VERIFY_FAILED") || text.contains("unableToValidateCertificate") {
            // BoringSSL does not say why (an unknown CA, an expired certificate): the sentence names both.
            return hasPrivateCA ? "its TLS certificate failed verification, out of date or signed by no CA the system or ca-file trusts: is ca-file in [todos.sync] the CA that signed it?"
                : "its TLS certificate failed verification, out of date or signed by no CA the system trusts: for a private CA, set ca-file in [todos.sync] to its certificate"
        }
        if text.contains("failedToValidateHostname") { return "its TLS certificate is not for \(host)" }
        if text.contains("WRONG_VERSION_NUMBER") { return "it does not speak TLS: is the url http://?" }
        if text.contains("connectionRefused") || text.contains("Connection refused") { return "connection refused" }
        if text.contains("imeout") || text.contains("deadlineExceeded") { return "timed out" }
        if text.contains("remoteConnectionClosed") { return "the server closed the connection" }
        if text.contains("invalidEOFState") || text.contains("stream ended at an unexpected time") {
            return "the server closed the connection before its answer ended"
        }
        return String(text.prefix(120))
    }

    static func authority(of url: URL) -> String {
        "\(url.scheme?.lowercased() ?? "")://\(url.host?.lowercased() ?? ""):\(url.port ?? (url.scheme == "https" ? 443 : 80))"
    }
}
