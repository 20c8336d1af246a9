import Entities
import Foundation

/// Why the feeds file or an edit of it was refused: one sentence that names the line or URL.
public struct SubscriptionError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// A line of the file could not be read; `line` is 1-based.
        case badLine(line: Int)
        /// The URL is already subscribed.
        case duplicate
        /// The URL is not an http or https URL with a host.
        case notHTTP
        /// The URL, a tag or the title holds what the feeds file cannot hold on one line.
        case unwritable
        /// Removing or changing a URL that is not subscribed.
        case unknown
        /// The file could not be read, or written.
        case file
        /// An OPML document could not be read.
        case opml
        /// Another Adder holds the file (an editor has it open): nothing was changed.
        case busy
    }

    public let kind: Kind
    public let description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}

extension Subscription {
    /// True for an absolute http or https URL with a host: the only feeds Adder fetches.
    static func isFetchable(_ text: String) -> Bool {
        guard let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty else { return false }
        return true
    }
}
