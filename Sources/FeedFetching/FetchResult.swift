import Foundation

/// What a successful fetch brought back.
public enum FetchResult: Sendable, Hashable {
    /// 304: the feed has not changed since the validators were issued; no body, nothing to parse.
    /// With what the answer said about its freshness, and where the feed now lives when only
    /// permanent redirects led there (as `FetchedFeed.movedPermanently`).
    case notModified(ServerTiming = ServerTiming(), movedPermanently: URL? = nil)
    /// A 2xx answer with its body.
    case fetched(FetchedFeed)
}

/// A feed's bytes and what the server said about them.
public struct FetchedFeed: Sendable, Hashable {
    /// The body, decompressed.
    public var body: Data
    /// The `Content-Type` header as sent, parameters included.
    public var contentType: String?
    /// The `ETag` to send back as `If-None-Match` next time.
    public var etag: String?
    /// The `Last-Modified` to send back as `If-Modified-Since` next time.
    public var lastModified: String?
    /// Where the body came from, after redirects.
    public var finalURL: URL
    /// Set when every redirect from the requested URL was permanent (301 or 308): the URL the
    /// subscription should move to.
    public var movedPermanently: URL?
    /// How long the answer stays fresh (`Cache-Control: max-age`, `Expires`).
    public var timing: ServerTiming

    public init(body: Data, contentType: String? = nil, etag: String? = nil, lastModified: String? = nil,
                finalURL: URL, movedPermanently: URL? = nil, timing: ServerTiming = ServerTiming()) {
        self.body = body
        self.contentType = contentType
        self.etag = etag
        self.lastModified = lastModified
        self.finalURL = finalURL
        self.movedPermanently = movedPermanently
        self.timing = timing
    }
}
