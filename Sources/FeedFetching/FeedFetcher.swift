import Entities
import AsyncHTTPClient
import Foundation
import NIOCore
import Synchronization

/// Downloads feeds over HTTP: conditional GET, gzip, a redirect limit, a total timeout and a
/// size cap enforced while the body streams in.
///
/// On AsyncHTTPClient rather than URLSession: on Linux, URLSession's `cancel()` waits behind
/// libcurl's work queue, which goes on reading a fast body into memory, so a cap could not stop
/// a download (see ARCHITECTURE.md). AsyncHTTPClient's body is a back-pressured stream: leaving
/// the loop past the cap closes the connection before more is read.
///
/// One instance serves many fetches at once (one client and its connection pool), so a refresh
/// can run eight in parallel from a task group.
public final class FeedFetcher: Sendable {
    /// The feed formats Adder reads, preferred first; anything else is accepted last.
    static let acceptedTypes = "application/rss+xml, application/atom+xml, application/feed+json, "
        + "application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.5"

    private let settings: FetchSettings
    private let configuration: HTTPClient.Configuration
    /// Made on the first fetch: an HTTP client starts NIO's event loop threads, which a start-up
    /// that only shows the cache does not need.
    private let madeClient = Mutex<HTTPClient?>(nil)

    public init(settings: FetchSettings = .init()) {
        self.settings = settings
        var configuration = HTTPClient.Configuration()
        // Redirects are followed here, to count them, detect loops and tell permanent moves.
        configuration.redirectConfiguration = .disallow
        configuration.decompression = .enabled(limit: .size(settings.maxBytes))
        let connect = min(settings.timeout, .seconds(10))
        configuration.timeout = .init(connect: .nanoseconds(Self.nanoseconds(connect)),
                                      read: .nanoseconds(Self.nanoseconds(settings.timeout)))
        // A refused connection fails its feed now; the next refresh is the retry.
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = 8
        self.configuration = configuration
    }

    deinit {
        // Not syncShutdown: a deinit must not block. The client keeps itself alive until done.
        madeClient.withLock { $0?.shutdown { _ in } }
    }

    private var client: HTTPClient {
        madeClient.withLock { made in
            if let made { return made }
            let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
            made = client
            return client
        }
    }

    /// Fetches `url`, sending `conditions` as `If-None-Match` and `If-Modified-Since`.
    public func fetch(_ url: URL, conditions: HTTPValidators) async throws(FetchError) -> FetchResult {
        guard Self.isHTTP(url) else { throw .unsupported(url) }
        let settings = settings
        let outcome: Result<FetchResult, FetchError> = await withTaskGroup(of: Result<FetchResult, FetchError>?.self) { group in
            group.addTask { await self.followingRedirects(url, conditions: conditions) }
            group.addTask {
                // The whole fetch's deadline, body included; nil when cancelled by the fetch ending first.
                try? await Task.sleep(for: settings.timeout)
                return Task.isCancelled ? nil : .failure(.timedOut(after: settings))
            }
            var first: Result<FetchResult, FetchError>?
            for await result in group {
                if let result {
                    first = result
                    group.cancelAll()
                    break
                }
            }
            return first ?? .failure(.cancelled)
        }
        if Task.isCancelled, case .failure = outcome { throw .cancelled }
        return try outcome.get()
    }

    private func followingRedirects(_ requested: URL, conditions: HTTPValidators) async -> Result<FetchResult, FetchError> {
        var url = requested
        var visited: Set<URL> = [requested]
        var allPermanent = true
        var redirects = 0
        while true {
            let response: HTTPClientResponse
            do {
                response = try await client.execute(request(for: url, conditions: conditions),
                                                    timeout: .nanoseconds(Self.nanoseconds(settings.timeout)))
            } catch {
                return .failure(TransportErrorText.fetchError(for: error, url: url, settings: settings))
            }
            let status = Int(response.status.code)
            guard [301, 302, 303, 307, 308].contains(status), let location = response.headers.first(name: "Location") else {
                let movedTo = redirects > 0 && allPermanent ? url : nil
                return await Self.result(of: response, from: url, movedPermanently: movedTo, settings: settings)
            }
            // The redirect's own body is not read; dropping the response closes its stream.
            guard let target = URL(string: location, relativeTo: url)?.absoluteURL, Self.isHTTP(target) else {
                return .failure(.unsupported(URL(string: location) ?? url))
            }
            guard !visited.contains(target) else { return .failure(.redirectLoop(at: target)) }
            guard redirects < settings.maxRedirects else { return .failure(.tooManyRedirects(settings.maxRedirects)) }
            visited.insert(target)
            allPermanent = allPermanent && (status == 301 || status == 308)
            url = target
            redirects += 1
        }
    }

    private static func result(of response: HTTPClientResponse, from url: URL, movedPermanently: URL?,
                               settings: FetchSettings) async -> Result<FetchResult, FetchError> {
        let status = Int(response.status.code)
        let timing = ServerTiming(headers: response.headers, status: status)
        if status == 304 { return .success(.notModified(timing, movedPermanently: movedPermanently)) }
        guard (200..<300).contains(status) else { return .failure(.httpStatus(status, retryAfterSeconds: timing.retryAfterSeconds)) }
        if let declared = response.headers.first(name: "Content-Length").flatMap(Int.init),
           declared > settings.maxBytes, response.headers.first(name: "Content-Encoding") == nil {
            return .failure(.tooLarge(settings.maxBytes))
        }
        var body = Data()
        do {
            for try await chunk in response.body {
                guard body.count + chunk.readableBytes <= settings.maxBytes else {
                    return .failure(.tooLarge(settings.maxBytes))  // leaving the loop closes the stream
                }
                body.append(contentsOf: chunk.readableBytesView)
            }
        } catch {
            return .failure(TransportErrorText.fetchError(for: error, url: url, settings: settings))
        }
        return .success(.fetched(FetchedFeed(
            body: body,
            contentType: response.headers.first(name: "Content-Type"),
            etag: response.headers.first(name: "ETag"),
            lastModified: response.headers.first(name: "Last-Modified"),
            finalURL: url,
            movedPermanently: movedPermanently,
            timing: timing)))
    }

    private func request(for url: URL, conditions: HTTPValidators) -> HTTPClientRequest {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = .GET
        request.headers.add(name: "User-Agent", value: settings.userAgent)
        request.headers.add(name: "Accept", value: Self.acceptedTypes)
        request.headers.add(name: "Accept-Encoding", value: "gzip, deflate")
        if let etag = conditions.etag { request.headers.add(name: "If-None-Match", value: etag) }
        if let lastModified = conditions.lastModified { request.headers.add(name: "If-Modified-Since", value: lastModified) }
        return request
    }

    private static func isHTTP(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return url.host?.isEmpty == false
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let parts = duration.components
        return parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000
    }
}
