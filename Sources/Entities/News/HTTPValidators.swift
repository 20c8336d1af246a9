/// A feed's cache validators from its last successful fetch, sent back as `If-None-Match` and
/// `If-Modified-Since` so an unchanged feed costs a 304.
public struct HTTPValidators: Hashable, Sendable, Codable {
    public var etag: String?
    public var lastModified: String?

    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
    }

    public static let none = HTTPValidators()
}
