import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns URLSession's transport errors into Adder's sentences.
enum TransportErrorText {
    static func fetchError(for error: any Error, url: URL, settings: FetchSettings) -> FetchError {
        guard let urlError = error as? URLError else {
            return .cannotConnect(to: url, String(describing: error))
        }
        switch urlError.code {
        case .timedOut: return .timedOut(after: settings)
        case .cancelled: return .cancelled
        case .unsupportedURL: return .unsupported(url)
        case .httpTooManyRedirects: return .tooManyRedirects(settings.maxRedirects)
        case .dataLengthExceedsMaximum: return .tooLarge(settings.maxBytes)
        default: return .cannotConnect(to: url, reason(for: urlError.code))
        }
    }

    private static func reason(for code: URLError.Code) -> String {
        switch code {
        case .cannotConnectToHost: "connection refused"
        case .cannotFindHost, .dnsLookupFailed: "host not found"
        case .networkConnectionLost: "the connection was lost"
        case .notConnectedToInternet: "not connected to the internet"
        case .badServerResponse: "the server's answer could not be read"
        case .secureConnectionFailed: "the secure connection failed"
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
             .serverCertificateHasUnknownRoot:
            "the server's certificate is not trusted"
        case .zeroByteResource: "the server sent nothing"
        default: "network error \(code.rawValue)"
        }
    }
}
