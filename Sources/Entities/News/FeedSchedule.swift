import Foundation

/// When a feed was last fetched and what that fetch said about the next one, as the cache keeps it.
public struct FeedSchedule: Hashable, Sendable, Codable {
    /// When the last fetch (successful or not) was made.
    public var lastFetch: Date
    /// The earliest instant the server or the feed allows the next fetch; nil when it set none.
    public var notBefore: Date?
    /// What set `notBefore`.
    public var notBeforeReason: FeedWaitReason?
    /// The feed's own update interval from its last full fetch, kept across 304s.
    public var updates: FeedUpdates?

    public init(lastFetch: Date, notBefore: Date? = nil, notBeforeReason: FeedWaitReason? = nil, updates: FeedUpdates? = nil) {
        self.lastFetch = lastFetch
        self.notBefore = notBefore
        self.notBeforeReason = notBeforeReason
        self.updates = updates
    }
}

/// Why a feed is due when it is.
public enum FeedWaitReason: String, Hashable, Sendable, Codable {
    /// Never fetched: due at once.
    case neverFetched = "never fetched"
    /// Nothing holds it back: due now.
    case nothing = "no interval"
    /// The user's interval: the feed's `reload:` in the feeds file, else config.toml's auto-refresh.
    case interval
    /// The feed's `<ttl>`.
    case ttl
    /// The feed's `sy:updatePeriod` and `sy:updateFrequency`.
    case syndication = "sy:updatePeriod"
    /// The answer's `Cache-Control: max-age`.
    case maxAge = "max-age"
    /// The answer's `Expires`.
    case expires = "Expires"
    /// A 429 or 503's `Retry-After`.
    case retryAfter = "Retry-After"
}

extension FeedWaitReason {
    /// The reason in a few words, for a sentence.
    public var words: String {
        switch self {
        case .neverFetched: "never fetched"
        case .nothing: "nothing to wait for"
        case .interval: "reload interval"
        case .ttl: "the feed's ttl"
        case .syndication: "the feed's sy:updatePeriod"
        case .maxAge: "Cache-Control max-age"
        case .expires: "Expires"
        case .retryAfter: "Retry-After"
        }
    }
}

/// When a feed is next due, and why then.
public struct FeedDue: Hashable, Sendable {
    /// The instant from which it may be fetched; nil: at once.
    public var at: Date?
    public var reason: FeedWaitReason

    public init(at: Date?, reason: FeedWaitReason) {
        self.at = at
        self.reason = reason
    }

    public func isDue(at now: Date) -> Bool {
        at.map { $0 <= now } ?? true
    }
}
