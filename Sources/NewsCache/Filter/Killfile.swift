import Entities
import Foundation

/// One `ignore-article` rule (newsboat's killfile): articles of the feed at `feed` (or of every
/// feed, for "*") that `filter` selects are ignored.
public struct IgnoreRule: Sendable, Hashable {
    /// A feed's URL, or "*" for every feed (not a pattern, as in newsboat).
    public let feed: String
    /// The filter expression as written.
    public let filter: String
    let expression: FilterExpression

    /// Reads the rule; a filter that cannot be read is the parser's error, with its column.
    public init(feed: String, filter: String) throws(FilterError) {
        self.feed = feed
        self.filter = filter
        expression = try FilterExpression.parse(filter)
    }

    /// How records and messages name the rule: `* title =~ "x"`.
    public var name: String { "\(feed) \(filter)" }

    func applies(to feedURL: String) -> Bool { feed == "*" || feed == feedURL }
}

/// newsboat's `ignore-mode`: drop ignored articles when a feed is merged (they never enter the
/// cache), or keep them and hide them from lists and counts.
public enum IgnoreMode: String, Sendable, Hashable, CaseIterable {
    case download, display
}

/// The killfile: the rules in config.toml's order, and how they apply.
public struct Killfile: Sendable, Hashable {
    public var rules: [IgnoreRule]
    public var mode: IgnoreMode

    public init(rules: [IgnoreRule] = [], mode: IgnoreMode = .download) {
        self.rules = rules
        self.mode = mode
    }

    /// The first rule that ignores `subject`, if any.
    public func rule(ignoring subject: FilterSubject, now: Date) -> IgnoreRule? {
        rules.first { $0.applies(to: subject.feedURL) && $0.expression.matches(subject, now: now) }
    }
}
