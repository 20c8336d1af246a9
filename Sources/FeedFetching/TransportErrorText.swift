import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Turns AsyncHTTPClient's and SwiftNIO's errors into Adder's sentences.
enum TransportErrorText {
    static func fetchError(for error: any Error, url: URL, settings: FetchSettings) -> FetchError {
        if error is CancellationError { return .cancelled }
        if let client = error as? HTTPClientError {
            switch client {
            case .deadlineExceeded, .readTimeout, .writeTimeout, .connectTimeout, .tlsHandshakeTimeout,
                 .getConnectionFromPoolTimeout:
                return .timedOut(after: settings)
            case .cancelled: return .cancelled
            case .remoteConnectionClosed: return .cannotConnect(to: url, "the server closed the connection")
            default: return .cannotConnect(to: url, client.description)
            }
        }
        // NIOHTTPDecompression.DecompressionError.limit: the inflated body passed the cap. Matched
        // by name because that module is only reached through AsyncHTTPClient.
        if String(reflecting: type(of: error)).hasSuffix("DecompressionError") {
            return String(describing: error).contains("limit")
                ? .tooLarge(settings.maxBytes) : .cannotConnect(to: url, "the compressed body is damaged")
        }
        // The connection was made and the server answered: "could not connect" would mislead.
        if let parser = error as? HTTPParserError {
            return parser == .invalidEOFState ? .cutOff(from: url) : .malformed(from: url)
        }
        if let io = firstIOError(in: error) { return .cannotConnect(to: url, reason(errno: io.errnoCode)) }
        let text = String(describing: error)
        if text.contains("NXDOMAIN") || text.contains("DNS") || text.contains("resolve") {
            return .cannotConnect(to: url, "host not found")
        }
        if text.lowercased().contains("ssl") || text.contains("certificate") || text.contains("handshake") {
            return .cannotConnect(to: url, "the secure connection failed")
        }
        return .cannotConnect(to: url, text)
    }

    /// The IOError itself, or the one a NIOConnectionError (which lists each attempt) carries.
    private static func firstIOError(in error: any Error) -> IOError? {
        if let io = error as? IOError { return io }
        for child in Mirror(reflecting: error).children {
            if let io = child.value as? IOError { return io }
            if let list = child.value as? [Any] {
                for element in list {
                    if let io = element as? IOError { return io }
                    for inner in Mirror(reflecting: element).children {
                        if let io = inner.value as? IOError { return io }
                    }
                }
            }
        }
        return nil
    }

    private static func reason(errno code: Int32) -> String {
        switch code {
        case ECONNREFUSED: "connection refused"
        case ECONNRESET: "the connection was reset"
        case ENETUNREACH, EHOSTUNREACH: "the network or host is unreachable"
        case ETIMEDOUT: "the connection timed out"
        default: String(cString: strerror(code))
        }
    }
}
