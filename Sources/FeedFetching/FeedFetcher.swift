import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads feeds over HTTP: conditional GET, gzip, a redirect limit, a total timeout and a
/// size cap enforced while the body streams in.
///
/// One instance serves many fetches at once (one URLSession, one delegate that keeps each
/// transfer's state under a lock), so a refresh can run eight in parallel from a task group.
public final class FeedFetcher: Sendable {
    /// The feed formats Adder reads, preferred first; anything else is accepted last.
    static let acceptedTypes = "application/rss+xml, application/atom+xml, application/feed+json, "
        + "application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.5"

    private let settings: FetchSettings
    private let session: URLSession
    private let delegate: TransferDelegate

    public init(settings: FetchSettings = .init()) {
        self.settings = settings
        let configuration = URLSessionConfiguration.ephemeral
        // No cache: the caller keeps the validators, so the conditional headers are its own and
        // a 304 reaches it as a 304.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.timeoutIntervalForRequest = settings.timeoutSeconds
        configuration.timeoutIntervalForResource = settings.timeoutSeconds
        configuration.httpMaximumConnectionsPerHost = 8
        delegate = TransferDelegate(settings: settings)
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Fetches `url`, sending `conditions` as `If-None-Match` and `If-Modified-Since`.
    public func fetch(_ url: URL, conditions: HTTPConditions) async throws(FetchError) -> FetchResult {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            throw .unsupported(url)
        }
        if Task.isCancelled { throw .cancelled }
        let task = session.dataTask(with: request(for: url, conditions: conditions))
        let identifier = task.taskIdentifier
        delegate.begin(identifier, requestedURL: url)
        let timer = DispatchWorkItem { [delegate, settings] in
            delegate.fail(identifier, with: .timedOut(after: settings))
            task.cancel()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + settings.timeoutSeconds, execute: timer)
        defer { timer.cancel() }
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                delegate.wait(identifier, continuation)
                task.resume()
            }
        } onCancel: { [delegate] in
            delegate.fail(identifier, with: .cancelled)
            task.cancel()
        }
        return try outcome.get()
    }

    private func request(for url: URL, conditions: HTTPConditions) -> URLRequest {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData,
                                 timeoutInterval: settings.timeoutSeconds)
        request.httpMethod = "GET"
        request.setValue(settings.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue(Self.acceptedTypes, forHTTPHeaderField: "Accept")
        request.setValue("gzip", forHTTPHeaderField: "Accept-Encoding")
        if let etag = conditions.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let lastModified = conditions.lastModified {
            request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since")
        }
        return request
    }
}
