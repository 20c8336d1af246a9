import AsyncHTTPClient
import Foundation
import NIOCore
import Synchronization

/// POSTs to a feed service and reads the answer, bounded in time and size.
final class ServiceHTTP: Sendable {
    /// What one answer may hold: 50,000 ids or a page of 200 articles are far below it.
    static let defaultMaxBytes = 32 * 1024 * 1024

    let serviceName: String
    let timeout: Duration
    let maxBytes: Int
    private let madeClient = Mutex<HTTPClient?>(nil)

    init(serviceName: String, timeout: Duration = .seconds(30), maxBytes: Int = ServiceHTTP.defaultMaxBytes) {
        self.serviceName = serviceName
        self.timeout = timeout
        self.maxBytes = maxBytes
    }

    deinit {
        // Not syncShutdown: a deinit must not block. The client keeps itself alive until done.
        madeClient.withLock { $0?.shutdown { _ in } }
    }

    private var client: HTTPClient {
        madeClient.withLock { made in
            if let made { return made }
            var configuration = HTTPClient.Configuration()
            configuration.redirectConfiguration = .follow(max: 5, allowCycles: false)
            configuration.decompression = .enabled(limit: .size(maxBytes))
            // As FeedFetcher: a service that refuses the connection is said at once; the client's
            // retrying made every refresh offline take 10 s to say so.
            configuration.connectionPool.retryConnectionEstablishment = false
            let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
            made = client
            return client
        }
    }

    /// The answer's body to a POST of `body` (`contentType`) to `url`; `operation` names it in errors.
    func post(_ url: URL, body: Data, contentType: String, operation: String) async throws(ServiceError) -> Data {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: contentType)
        request.headers.add(name: "User-Agent", value: "Adder/0.1 (+terminal feed reader)")
        request.body = .bytes(ByteBuffer(bytes: body))
        let response: HTTPClientResponse
        let deadline = NIODeadline.now() + .nanoseconds(Int64(timeout.components.seconds) * 1_000_000_000)
        do {
            response = try await client.execute(request, deadline: deadline)
        } catch {
            throw .unreachable(service: serviceName, reason: Self.words(error))
        }
        let bytes: ByteBuffer
        do {
            bytes = try await response.body.collect(upTo: maxBytes)
        } catch is NIOTooManyBytesError {
            throw .tooLarge(service: serviceName, operation: operation, limit: maxBytes)
        } catch {
            throw .unreachable(service: serviceName, reason: Self.words(error))
        }
        guard response.status.code < 400 || response.status.code == 401 || response.status.code == 403 else {
            throw .refused(service: serviceName, operation: operation, error: "HTTP \(response.status.code)")
        }
        return Data(bytes.readableBytesView)
    }

    private static func words(_ error: any Error) -> String {
        if let error = error as? HTTPClientError, error == .deadlineExceeded || error == .readTimeout { return "no answer in time" }
        let text = String(describing: error)
        if text.contains("connectionRefused") || text.contains("Connection refused") { return "connection refused" }
        return text.count > 120 ? String(text.prefix(120)) + "…" : text
    }
}
