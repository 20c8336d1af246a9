import Foundation

/// An expression of newsboat's filter language ("Filter Language" in newsboat's manual), for the
/// attributes Adder has: what query feeds, `adder news list --query` and the killfile select by.
/// Parse one with `FilterExpression.parse`; the cache runs it as SQL (`FilterSQL`), a merge on
/// fetched items in memory (`FilterMatcher`).
public indirect enum FilterExpression: Sendable, Hashable {
    case comparison(FilterComparison)
    case and(FilterExpression, FilterExpression)
    case or(FilterExpression, FilterExpression)
}

extension FilterExpression {
    /// The operands of a run of one operator, in order: `a`, `b`, `c` for `(a or b) or c` and for
    /// `a or (b or c)`; the expression itself for a comparison.
    var operands: [FilterExpression] {
        var found: [FilterExpression] = []
        var pending = [self]
        while let next = pending.popLast() {
            switch (self, next) {
            case (.and, .and(let left, let right)), (.or, .or(let left, let right)):
                pending.append(right)
                pending.append(left)
            default:
                found.append(next)
            }
        }
        return found
    }
}

/// `attribute operator value`, as `title =~ "linux"` or `age between 0:7`.
public struct FilterComparison: Sendable, Hashable {
    public var attribute: FilterAttribute
    public var comparator: FilterComparator
    public var value: FilterValue

    public init(_ attribute: FilterAttribute, _ comparator: FilterComparator, _ value: FilterValue) {
        self.attribute = attribute
        self.comparator = comparator
        self.value = value
    }
}

/// What an article is compared by. `unread` is "yes" or "no"; `flags` is "s" for a starred
/// article (newsboat's star flag) and "" otherwise; `age` is whole days since the article's date;
/// `date` is "YYYY-MM-DD HH:MM:SS" in UTC; `tags` are the feed's tags, space-separated.
public enum FilterAttribute: String, Sendable, Hashable, CaseIterable {
    case title, content, author, link, unread, flags, age, date
    case feedtitle, feedurl, feedlink, tags

    /// The attribute a name stands for: the names above, and newsboat's `rssurl` for `feedurl`.
    public init?(name: String) {
        if name == "rssurl" {
            self = .feedurl
        } else {
            self.init(rawValue: name)
        }
    }

    /// Compared as a whole number (by `<`, `>`, `between`) rather than as text.
    var isNumeric: Bool { self == .age }
}

/// newsboat's operators. `=~` and `!~` are POSIX extended regular expressions, case-insensitive;
/// `#` and `!#` ask whether a space-separated list (the tags) holds a word.
public enum FilterComparator: String, Sendable, Hashable, CaseIterable {
    case equal = "="
    case notEqual = "!="
    case matches = "=~"
    case notMatches = "!~"
    case less = "<"
    case greater = ">"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case contains = "#"
    case notContains = "!#"
    case between
}

/// A literal: a double-quoted text (no escapes: it cannot hold a `"`), a whole number, or a range `0:10`.
public enum FilterValue: Sendable, Hashable {
    case text(String)
    case number(Int)
    case range(Int, Int)

    /// The value as text, as newsboat compares a number with a text attribute.
    var text: String {
        switch self {
        case .text(let text): text
        case .number(let number): String(number)
        case .range(let low, let high): "\(low):\(high)"
        }
    }

    /// The value as a number: a text that is not one counts as 0, as newsboat's does.
    var number: Int {
        switch self {
        case .text(let text): Int(text.trimmingCharacters(in: .whitespaces)) ?? 0
        case .number(let number): number
        case .range(let low, _): low
        }
    }
}
