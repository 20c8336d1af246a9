import Foundation

/// Why a fetch failed, as one sentence for the feed list, and as a `kind` for code and tests.
public struct FetchError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The server answered with a status that is neither 2xx nor 304.
        case httpStatus(Int)
        case timedOut
        case tooManyRedirects
        /// A redirect led back to a URL this fetch had already visited.
        case redirectLoop
        case tooLarge
        /// No answer: the host was not found, refused the connection, or the connection broke.
        case cannotConnect
        /// The server answered, but the answer was cut off or was not HTTP.
        case brokenAnswer
        /// Not an http or https URL.
        case unsupportedURL
        /// The task that asked for the fetch was cancelled.
        case cancelled
    }

    public let kind: Kind
    public let description: String
    /// For a 429 or 503: the seconds its `Retry-After` asked to wait before the next request.
    public let retryAfterSeconds: TimeInterval?

    public init(_ kind: Kind, _ description: String, retryAfterSeconds: TimeInterval? = nil) {
        self.kind = kind
        self.description = description
        self.retryAfterSeconds = retryAfterSeconds
    }

    static func httpStatus(_ code: Int, retryAfterSeconds: TimeInterval? = nil) -> FetchError {
        let phrase = HTTPStatusPhrase.phrase(for: code)
        return FetchError(.httpStatus(code), phrase.isEmpty ? "HTTP \(code)" : "HTTP \(code) \(phrase)",
                          retryAfterSeconds: retryAfterSeconds)
    }

    static func timedOut(after settings: FetchSettings) -> FetchError {
        let seconds = settings.timeoutSeconds
        let text = seconds == seconds.rounded() ? "\(Int(seconds))" : String(format: "%.1f", seconds)
        return FetchError(.timedOut, "timed out after \(text) s")
    }

    static func tooManyRedirects(_ limit: Int) -> FetchError {
        FetchError(.tooManyRedirects, "more than \(limit) redirects")
    }

    static func redirectLoop(at url: URL) -> FetchError {
        FetchError(.redirectLoop, "redirect loop at \(url.absoluteString)")
    }

    static func tooLarge(_ limit: Int) -> FetchError {
        FetchError(.tooLarge, "larger than \(ByteCountText.text(limit))")
    }

    static func cannotConnect(to url: URL, _ reason: String) -> FetchError {
        FetchError(.cannotConnect, "could not connect to \(url.host ?? url.absoluteString): \(reason)")
    }

    static func cutOff(from url: URL) -> FetchError {
        FetchError(.brokenAnswer, "the server at \(url.host ?? url.absoluteString) hung up before the whole feed arrived")
    }

    static func malformed(from url: URL) -> FetchError {
        FetchError(.brokenAnswer, "the server at \(url.host ?? url.absoluteString) did not answer in HTTP")
    }

    static func unsupported(_ url: URL) -> FetchError {
        FetchError(.unsupportedURL, "only http and https URLs can be fetched, not \(url.absoluteString)")
    }

    static let cancelled = FetchError(.cancelled, "the fetch was cancelled")
}

/// Byte counts in the unit a person would use: "20 MB", "512 KB", "100 bytes".
enum ByteCountText {
    static func text(_ bytes: Int) -> String {
        let mega = 1024 * 1024
        if bytes >= mega && bytes % mega == 0 { return "\(bytes / mega) MB" }
        if bytes >= mega { return String(format: "%.1f MB", Double(bytes) / Double(mega)) }
        if bytes >= 1024 && bytes % 1024 == 0 { return "\(bytes / 1024) KB" }
        return "\(bytes) bytes"
    }
}
