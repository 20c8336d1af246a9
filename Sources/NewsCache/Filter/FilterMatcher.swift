import CTextSearch
import Foundation

/// An article's attributes outside the cache: a fetched item before it is merged, so the
/// killfile can drop it (`FilterExpression.matches`).
public struct FilterSubject: Sendable, Hashable {
    public var title: String
    /// The item's content, else its summary, as the feed gave it (HTML included).
    public var content: String
    public var author: String
    public var link: String
    public var isRead: Bool
    public var isStarred: Bool
    public var published: Date
    public var feedTitle: String
    public var feedURL: String
    public var feedLink: String
    public var tags: [String]

    public init(title: String, content: String = "", author: String = "", link: String = "", isRead: Bool = false,
                isStarred: Bool = false, published: Date, feedTitle: String = "", feedURL: String = "",
                feedLink: String = "", tags: [String] = []) {
        self.title = title
        self.content = content
        self.author = author
        self.link = link
        self.isRead = isRead
        self.isStarred = isStarred
        self.published = published
        self.feedTitle = feedTitle
        self.feedURL = feedURL
        self.feedLink = feedLink
        self.tags = tags
    }
}

extension FilterExpression {
    /// Whether `subject` matches, exactly as the cache's SQL would decide (`FilterSQL`): texts
    /// compare byte by byte as UTF-8, a text read as a number takes its leading digits (0 if none).
    public func matches(_ subject: FilterSubject, now: Date) -> Bool {
        switch self {
        case .and(let left, let right): left.matches(subject, now: now) && right.matches(subject, now: now)
        case .or(let left, let right): left.matches(subject, now: now) || right.matches(subject, now: now)
        case .comparison(let comparison): comparison.matches(subject, now: now)
        }
    }
}

extension FilterComparison {
    func matches(_ subject: FilterSubject, now: Date) -> Bool {
        let text = FilterSubjectValue.text(of: attribute, in: subject, now: now)
        let isNumber: Bool
        if case .text = value { isNumber = false } else { isNumber = true }
        let order: Int
        if isNumber {
            let number = attribute.isNumeric ? FilterSubjectValue.age(subject, now: now) : FilterSubjectValue.leadingInteger(text)
            if case .range(let low, let high) = value, comparator == .between {
                return (min(low, high)...max(low, high)).contains(number)
            }
            order = number < value.number ? -1 : (number == value.number ? 0 : 1)
        } else {
            order = FilterSubjectValue.compareBytes(text, value.text)
        }
        switch comparator {
        case .equal: return order == 0
        case .notEqual: return order != 0
        case .less: return order < 0
        case .greater: return order > 0
        case .lessOrEqual: return order <= 0
        case .greaterOrEqual: return order >= 0
        case .matches, .notMatches:
            let found = TextPattern.cached(value.text)?.matches(text) ?? false
            return found == (comparator == .matches)
        case .contains, .notContains:
            let found = attribute == .tags
                ? subject.tags.contains { Array($0.utf8) == Array(value.text.utf8) }
                : FilterSubjectValue.holdsWord(value.text, in: text)
            return found == (comparator == .contains)
        case .between:
            return false  // the parser allows between only with a range, handled above
        }
    }
}

/// Attribute values of a `FilterSubject`, in the forms `FilterSQL` gives them.
enum FilterSubjectValue {
    /// `#`: whether `text` holds `word` between spaces or ends, as the SQL's `adder_has_word`.
    static func holdsWord(_ word: String, in text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { text in
            Array(word.utf8).withUnsafeBufferPointer { word in
                adder_contains_word(text.baseAddress, text.count, word.baseAddress, word.count) != 0
            }
        }
    }

    static func text(of attribute: FilterAttribute, in subject: FilterSubject, now: Date) -> String {
        switch attribute {
        case .title: subject.title
        case .content: subject.content
        case .author: subject.author
        case .link: subject.link
        case .unread: subject.isRead ? "no" : "yes"
        case .flags: subject.isStarred ? "s" : ""
        case .age: String(age(subject, now: now))
        case .date: utcDate(subject.published)
        case .feedtitle: subject.feedTitle
        case .feedurl: subject.feedURL
        case .feedlink: subject.feedLink
        case .tags: subject.tags.joined(separator: " ")
        }
    }

    /// Whole days since the article's date, cut toward zero as SQLite's CAST does.
    static func age(_ subject: FilterSubject, now: Date) -> Int {
        Int((now.timeIntervalSince1970 - subject.published.timeIntervalSince1970) / 86400)
    }

    static func utcDate(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: seconds))
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return String(format: "%04d", parts.year ?? 0)
            + "-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }

    /// SQLite's CAST(text AS INTEGER): an optional sign and the leading digits, else 0.
    static func leadingInteger(_ text: String) -> Int {
        let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        var digits = ""
        for (index, character) in trimmed.enumerated() {
            if character.isASCII, character.isNumber || (index == 0 && (character == "-" || character == "+")) {
                digits.append(character)
            } else {
                break
            }
        }
        return Int(digits) ?? 0
    }

    /// SQLite's BINARY collation: UTF-8 bytes compared in order.
    static func compareBytes(_ left: String, _ right: String) -> Int {
        let left = Array(left.utf8)
        let right = Array(right.utf8)
        for (a, b) in zip(left, right) where a != b { return a < b ? -1 : 1 }
        return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
    }
}
