import Foundation

/// The limits and identity every fetch uses.
public struct FetchSettings: Sendable, Hashable {
    /// The longest a whole fetch may take, redirects and body included.
    public var timeout: Duration
    /// The largest body accepted, counted after decompression.
    public var maxBytes: Int
    /// How many redirects one fetch follows before it fails.
    public var maxRedirects: Int
    public var userAgent: String

    public init(timeout: Duration = .seconds(20), maxBytes: Int = 20 * 1024 * 1024, maxRedirects: Int = 5,
                userAgent: String = "Adder/0.1 (+terminal feed reader)") {
        self.timeout = timeout
        self.maxBytes = maxBytes
        self.maxRedirects = maxRedirects
        self.userAgent = userAgent
    }

    var timeoutSeconds: Double {
        let parts = timeout.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
