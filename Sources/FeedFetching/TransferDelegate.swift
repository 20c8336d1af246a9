import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// The URLSession delegate for every fetch of one `FeedFetcher`: it follows each transfer by
/// task identifier, counts its redirects, streams its body against the size cap and resumes
/// its waiting fetch once, with the first outcome decided (a failure decided early, such as a
/// timeout or the cap, wins over the cancellation it causes).
final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let settings: FetchSettings
    private let transfers = Mutex<[Int: Transfer]>([:])

    init(settings: FetchSettings) {
        self.settings = settings
    }

    typealias Outcome = Result<FetchResult, FetchError>

    private struct Transfer: Sendable {
        var visited: Set<URL>
        var redirects = 0
        var allRedirectsPermanent = true
        var response: HTTPURLResponse?
        var body = Data()
        /// Decided before the task completed: a timeout, the cap, a redirect refused.
        var failure: FetchError?
        var outcome: Outcome?
        var continuation: CheckedContinuation<Outcome, Never>?
    }

    func begin(_ identifier: Int, requestedURL: URL) {
        transfers.withLock { $0[identifier] = Transfer(visited: [requestedURL]) }
    }

    /// Hands over the fetch's continuation; resumes it at once if the transfer already ended.
    func wait(_ identifier: Int, _ continuation: CheckedContinuation<Outcome, Never>) {
        let finished: Outcome? = transfers.withLock { transfers in
            if let outcome = transfers[identifier]?.outcome {
                transfers[identifier] = nil
                return outcome
            }
            transfers[identifier]?.continuation = continuation
            return nil
        }
        if let finished { continuation.resume(returning: finished) }
    }

    /// Records why the transfer must stop, unless an earlier reason was recorded; the caller
    /// then cancels the task.
    func fail(_ identifier: Int, with error: FetchError) {
        transfers.withLock { transfers in
            if transfers[identifier] != nil, transfers[identifier]?.failure == nil {
                transfers[identifier]?.failure = error
            }
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let http = response as? HTTPURLResponse
        let declaredTooLarge = response.expectedContentLength > Int64(settings.maxBytes)
        transfers.withLock { transfers in
            transfers[dataTask.taskIdentifier]?.response = http
            if declaredTooLarge, transfers[dataTask.taskIdentifier]?.failure == nil {
                transfers[dataTask.taskIdentifier]?.failure = .tooLarge(settings.maxBytes)
            }
        }
        completionHandler(declaredTooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overCap: Bool = transfers.withLock { transfers in
            guard var transfer = transfers[dataTask.taskIdentifier], transfer.failure == nil else { return false }
            if transfer.body.count + data.count > settings.maxBytes {
                transfer.failure = .tooLarge(settings.maxBytes)
                transfer.body = Data()
                transfers[dataTask.taskIdentifier] = transfer
                return true
            }
            transfers[dataTask.taskIdentifier] = nil  // so the append below does not copy the body
            transfer.body.append(data)
            transfers[dataTask.taskIdentifier] = transfer
            return false
        }
        if overCap { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        let refusal: FetchError? = transfers.withLock { transfers in
            guard var transfer = transfers[task.taskIdentifier] else { return .cancelled }
            defer { transfers[task.taskIdentifier] = transfer }
            if let failure = transfer.failure { return failure }
            transfer.redirects += 1
            transfer.allRedirectsPermanent = transfer.allRedirectsPermanent
                && (response.statusCode == 301 || response.statusCode == 308)
            let failure: FetchError?
            if let target = request.url, !["http", "https"].contains(target.scheme?.lowercased() ?? "") {
                failure = .unsupported(target)
            } else if let target = request.url, transfer.visited.contains(target) {
                failure = .redirectLoop(at: target)
            } else if transfer.redirects > settings.maxRedirects {
                failure = .tooManyRedirects(settings.maxRedirects)
            } else {
                failure = nil
            }
            if let target = request.url { transfer.visited.insert(target) }
            transfer.failure = failure
            return failure
        }
        if refusal != nil {
            completionHandler(nil)
            task.cancel()
        } else {
            completionHandler(request)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let identifier = task.taskIdentifier
        let finalURL = task.currentRequest?.url ?? task.originalRequest?.url
        let resume: (CheckedContinuation<Outcome, Never>, Outcome)? = transfers.withLock { transfers in
            guard let transfer = transfers[identifier] else { return nil }
            let outcome = Self.outcome(of: transfer, error: error, finalURL: finalURL, settings: settings)
            if let continuation = transfer.continuation {
                transfers[identifier] = nil
                return (continuation, outcome)
            }
            transfers[identifier]?.outcome = outcome
            return nil
        }
        if let (continuation, outcome) = resume { continuation.resume(returning: outcome) }
    }

    private static func outcome(of transfer: Transfer, error: (any Error)?, finalURL: URL?,
                                settings: FetchSettings) -> Outcome {
        if let failure = transfer.failure { return .failure(failure) }
        let requested = finalURL ?? transfer.visited.first!
        if let error { return .failure(TransportErrorText.fetchError(for: error, url: requested, settings: settings)) }
        guard let response = transfer.response else {
            return .failure(.cannotConnect(to: requested, "the server sent no HTTP response"))
        }
        if response.statusCode == 304 { return .success(.notModified) }
        guard (200..<300).contains(response.statusCode) else { return .failure(.httpStatus(response.statusCode)) }
        let url = response.url ?? requested
        return .success(.fetched(FetchedFeed(
            body: transfer.body,
            contentType: response.value(forHTTPHeaderField: "Content-Type"),
            etag: response.value(forHTTPHeaderField: "ETag"),
            lastModified: response.value(forHTTPHeaderField: "Last-Modified"),
            finalURL: url,
            movedPermanently: transfer.redirects > 0 && transfer.allRedirectsPermanent ? url : nil)))
    }
}
