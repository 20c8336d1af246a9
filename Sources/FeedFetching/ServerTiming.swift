import Foundation
import NIOHTTP1

/// What a server said about when to ask it again: how long its answer stays fresh
/// (`Cache-Control: max-age`, else `Expires`), or, refusing to answer (429, 503), when to retry
/// (`Retry-After`). Durations, not instants: a refresh adds them to its own clock, so a server's
/// wrong clock does not move the schedule.
public struct ServerTiming: Sendable, Hashable {
    /// Which header set the freshness.
    public enum FreshnessSource: String, Sendable, Hashable {
        case maxAge = "max-age"
        case expires = "Expires"
    }

    /// Seconds the answer stays fresh (above 0); nil when no header said.
    public var freshSeconds: TimeInterval?
    /// Which header set `freshSeconds`.
    public var freshSource: FreshnessSource?
    /// `Retry-After` on a 429 or 503, as seconds from the answer (an HTTP-date is counted from the
    /// answer's `Date`, else from now); nil when absent or unreadable.
    public var retryAfterSeconds: TimeInterval?

    /// The most any header counts for: a year. Every number a server sends is bounded to it before
    /// arithmetic (a `Retry-After` of 2^63 seconds once crashed the refresh converting it back).
    public static let longestSaid: TimeInterval = 365 * 86_400

    public init(freshSeconds: TimeInterval? = nil, freshSource: FreshnessSource? = nil, retryAfterSeconds: TimeInterval? = nil) {
        self.freshSeconds = freshSeconds
        self.freshSource = freshSeconds == nil ? nil : freshSource ?? .maxAge
        self.retryAfterSeconds = retryAfterSeconds
    }

    /// Reads header fields given as names and values, as `init(headers:status:)` does.
    public init(fields: [(name: String, value: String)], status: Int) {
        self.init(headers: HTTPHeaders(fields.map { ($0.name, $0.value) }), status: status)
    }

    /// Reads the headers of an answer. `Cache-Control: max-age` less `Age` wins over `Expires`
    /// less `Date` (RFC 9111, 4.2.1); `no-store`, `no-cache` and a lifetime of 0 or less mean no
    /// freshness. A value that cannot be read counts as absent.
    init(headers: HTTPHeaders, status: Int) {
        // Read only when an HTTP-date needs it: a DateFormatter costs more than the rest of a 304.
        let serverDate = { headers.first(name: "Date").flatMap(HTTPDate.parse) }
        let directives = headers["Cache-Control"].flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let age = headers.first(name: "Age").flatMap(Self.seconds) ?? 0
        if directives.contains(where: { $0 == "no-store" || $0 == "no-cache" }) {
            // Nothing fresh: the next fetch is whenever the schedule says.
        } else if let maxAge = directives.lazy.compactMap(Self.maxAge).first {
            if maxAge - age > 0 { (freshSeconds, freshSource) = (maxAge - age, .maxAge) }
        } else if let expires = headers.first(name: "Expires").flatMap(HTTPDate.parse) {
            let lifetime = expires.timeIntervalSince(serverDate() ?? Date())
            if lifetime > 0 { (freshSeconds, freshSource) = (min(lifetime, Self.longestSaid), .expires) }
        }
        if status == 429 || status == 503, let value = headers.first(name: "Retry-After")?.trimmingCharacters(in: .whitespaces) {
            if let seconds = Self.seconds(value) {
                retryAfterSeconds = seconds
            } else if let instant = HTTPDate.parse(value) {
                retryAfterSeconds = min(max(0, instant.timeIntervalSince(serverDate() ?? Date())), Self.longestSaid)
            }
        }
    }

    /// `max-age=N` (N a whole number, quoted or not); nil for other directives.
    private static func maxAge(_ directive: String) -> TimeInterval? {
        guard directive.hasPrefix("max-age=") else { return nil }
        return seconds(directive.dropFirst("max-age=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\" ")))
    }

    /// HTTP's delta-seconds (RFC 9110, 1*DIGIT), bounded to `longestSaid` however many digits
    /// come; nil for anything else (a sign, a fraction, "inf").
    static func seconds(_ text: String) -> TimeInterval? {
        let digits = text.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        let significant = digits.drop { $0 == "0" }
        guard significant.utf8.count <= 12 else { return longestSaid }
        return min(TimeInterval(Int(significant) ?? 0), longestSaid)
    }
}

/// HTTP dates (RFC 9110, 5.6.7): the IMF-fixdate every server sends today, and the two obsolete
/// forms a recipient must still read (RFC 850 and asctime).
enum HTTPDate {
    private static let formats = ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"]

    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: trimmed) { return date }
        }
        return nil
    }
}
