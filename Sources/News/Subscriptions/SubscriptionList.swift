import Entities
import Foundation

/// The feeds file's contents: the subscriptions in order, and every other line kept as it was,
/// so an edit changes only the line it is about and an unchanged list writes the same bytes.
public struct SubscriptionList: Sendable, Hashable {
    private var lines: [SubscriptionLine]
    private var endsWithNewline: Bool
    /// The lines that could not be read, one sentence each, naming the line. Such a line is kept
    /// as it was and means no feed; every other line still works.
    public internal(set) var problems: [SubscriptionError] = []

    /// An empty list, as for a missing file.
    public init() {
        lines = []
        endsWithNewline = true
    }

    /// Reads the text of a feeds file (newsboat's urls format). A line it cannot read (or a
    /// second line for one URL) is kept as it was and listed in `problems`.
    public init(parsing text: String) {
        // Split on the scalar, not the Character: "\r\n" is one Character, and a CRLF file must
        // keep its "\r"s to be written back byte for byte.
        var rawLines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String(String.UnicodeScalarView($0)) }
        endsWithNewline = rawLines.last == ""
        if endsWithNewline { rawLines.removeLast() }
        lines = []
        var seen: [String: Int] = [:]
        for (index, raw) in rawLines.enumerated() {
            do throws(SubscriptionError) {
                let line = try SubscriptionLine(parsing: raw, number: index + 1)
                if let url = line.subscription?.url {
                    if let first = seen[url] {
                        throw SubscriptionError(.badLine(line: index + 1),
                                                "line \(index + 1): \(SubscriptionText.shortened(url)) is already on line \(first)")
                    }
                    seen[url] = index + 1
                }
                lines.append(line)
            } catch {
                problems.append(error)
                lines.append(SubscriptionLine(unreadable: raw))
            }
        }
    }

    /// The subscriptions, in the file's order.
    public var subscriptions: [Subscription] {
        lines.compactMap(\.subscription)
    }

    /// The query feeds, in the file's order.
    public var queryFeeds: [QueryFeed] {
        lines.compactMap(\.query)
    }

    /// Appends a query feed (a saved search) at the end of the file; refuses a title already
    /// used by a query feed, and what could not be written as one line that reads back the same.
    public mutating func add(query: QueryFeed) throws(SubscriptionError) {
        if let problem = QueryLine.problem(with: query) { throw SubscriptionError(.unwritable, problem) }
        guard !queryFeeds.contains(where: { $0.title == query.title }) else {
            throw SubscriptionError(.duplicate, "a query feed is already called \(SubscriptionText.quoted(query.title))")
        }
        lines.append(SubscriptionLine(query))
        endsWithNewline = true
    }

    /// The file's text: byte for byte what was parsed when nothing changed.
    public var text: String {
        let body = lines.map(\.text).joined(separator: "\n")
        return endsWithNewline && !lines.isEmpty ? body + "\n" : body
    }

    /// Appends a subscription at the end of the file.
    public mutating func add(_ subscription: Subscription) throws(SubscriptionError) {
        try Self.checkWritable(subscription)
        guard index(of: subscription.url) == nil else {
            throw SubscriptionError(.duplicate, "\(SubscriptionText.shortened(subscription.url)) is already subscribed")
        }
        lines.append(SubscriptionLine(subscription))
        endsWithNewline = true
    }

    /// Removes the line of the subscription to `url`.
    public mutating func remove(url: String) throws(SubscriptionError) {
        guard let index = index(of: url) else {
            throw SubscriptionError(.unknown, "\(SubscriptionText.shortened(url)) is not subscribed")
        }
        lines.remove(at: index)
    }

    /// Rewrites one subscription in place (a new URL after a permanent redirect, new tags or
    /// title); its line keeps its place in the file.
    public mutating func replace(url: String, with subscription: Subscription) throws(SubscriptionError) {
        guard let index = index(of: url) else {
            throw SubscriptionError(.unknown, "\(SubscriptionText.shortened(url)) is not subscribed")
        }
        try Self.checkWritable(subscription)
        if subscription.url != url, self.index(of: subscription.url) != nil {
            throw SubscriptionError(.duplicate, "\(SubscriptionText.shortened(subscription.url)) is already subscribed")
        }
        lines[index] = SubscriptionLine(subscription)
    }

    /// Refuses a URL that is not http or https, and what would not be read back from the file
    /// as the same single line (see `SubscriptionText`): `add` and `replace` check this.
    public static func checkWritable(_ subscription: Subscription) throws(SubscriptionError) {
        if let problem = SubscriptionText.problem(url: subscription.url) {
            throw SubscriptionError(.unwritable, problem)
        }
        guard Subscription.isFetchable(subscription.url) else {
            throw SubscriptionError(.notHTTP, "\(SubscriptionText.quoted(subscription.url)) is not an http or https URL")
        }
        if let problem = SubscriptionText.problem(with: subscription) {
            throw SubscriptionError(.unwritable, problem)
        }
    }

    private func index(of url: String) -> Int? {
        lines.firstIndex { $0.subscription?.url == url }
    }
}
