import Foundation
import GRDB

/// A filter expression as an SQL condition on a row of `article`, so a query feed runs in
/// SQLite over the whole cache instead of loading articles. Feed attributes come from the
/// article's feed row by its primary key; `content` from the body row, read only by
/// expressions that name it. `=~` calls `adder_regexp` (a POSIX regular expression, as in newsboat).
struct FilterSQL {
    private(set) var sql = ""
    private(set) var arguments = StatementArguments()

    /// The SQL function behind `=~`: `adder_regexp(text, pattern)`, 1 when it matches.
    static var regexpFunction: DatabaseFunction { DatabaseFunction("adder_regexp", argumentCount: 2, pure: true) { values in
        guard let pattern = String.fromDatabaseValue(values[1]), let regex = TextPattern.cached(pattern) else { return false }
        return regex.matches(String.fromDatabaseValue(values[0]) ?? "")
    } }

    /// `expression` as a condition; `now` is what `age` counts days back from.
    init(_ expression: FilterExpression, now: Date) {
        append(expression, now: now.timeIntervalSince1970)
    }

    private mutating func append(_ expression: FilterExpression, now: Double) {
        switch expression {
        case .and(let left, let right), .or(let left, let right):
            sql += "("
            append(left, now: now)
            if case .and = expression { sql += " AND " } else { sql += " OR " }
            append(right, now: now)
            sql += ")"
        case .comparison(let comparison):
            append(comparison, now: now)
        }
    }

    private mutating func append(_ comparison: FilterComparison, now: Double) {
        let attribute = comparison.attribute
        let value = comparison.value
        if attribute.isNumeric { arguments += [now] }
        // Numbers (and ranges) compare as numbers, texts as texts, as newsboat does.
        let asNumber: Bool
        if case .text = value { asNumber = false } else { asNumber = true }
        let subject = Self.column(attribute, asNumber: asNumber)
        switch comparison.comparator {
        case .equal, .notEqual:
            if attribute == .unread, !asNumber, value.text == "yes" || value.text == "no" {
                // The partial index on unread articles serves the commonest query feed.
                sql += "article.isRead = \((value.text == "yes") == (comparison.comparator == .equal) ? 0 : 1)"
                return
            }
            sql += "(\(subject) \(comparison.comparator == .equal ? "=" : "!=") ?)"
            arguments += Self.literal(value, asNumber: asNumber)
        case .less, .greater, .lessOrEqual, .greaterOrEqual:
            sql += "(\(subject) \(comparison.comparator.rawValue) ?)"
            arguments += Self.literal(value, asNumber: asNumber)
        case .matches, .notMatches:
            sql += "(\(comparison.comparator == .matches ? "" : "NOT ")adder_regexp(\(Self.column(attribute, asNumber: false)), ?))"
            arguments += [value.text]
        case .contains, .notContains:
            let negation = comparison.comparator == .contains ? "" : "NOT "
            if attribute == .tags {
                sql += "(\(negation)EXISTS (SELECT 1 FROM feed, json_each(feed.tags) WHERE feed.id = article.feedID AND json_each.value = ?))"
            } else {
                sql += "(\(negation)instr(' ' || \(Self.column(attribute, asNumber: false)) || ' ', ' ' || ? || ' ') > 0)"
            }
            arguments += [value.text]
        case .between:
            guard case .range(let low, let high) = value else { return }
            sql += "(\(Self.column(attribute, asNumber: true)) BETWEEN ? AND ?)"
            arguments += [min(low, high), max(low, high)]
        }
    }

    private static func literal(_ value: FilterValue, asNumber: Bool) -> StatementArguments {
        asNumber ? [value.number] : [value.text]
    }

    /// The attribute's value for the current `article` row; `asNumber`: as an integer. `age`
    /// takes `now` as its one argument.
    private static func column(_ attribute: FilterAttribute, asNumber: Bool) -> String {
        let text: String
        switch attribute {
        case .age:
            let days = "CAST((? - article.published) / 86400 AS INTEGER)"
            return asNumber ? days : "CAST(\(days) AS TEXT)"
        case .title: text = "article.title"
        case .link: text = "COALESCE(article.link, '')"
        case .author: text = "COALESCE(article.author, '')"
        case .content:
            text = "COALESCE((SELECT COALESCE(body.content, body.summary) FROM articleBody AS body WHERE body.articleID = article.id), '')"
        case .unread: text = "(CASE article.isRead WHEN 0 THEN 'yes' ELSE 'no' END)"
        case .flags: text = "(CASE article.isStarred WHEN 0 THEN '' ELSE 's' END)"
        case .date: text = "strftime('%Y-%m-%d %H:%M:%S', article.published, 'unixepoch')"
        case .feedtitle: text = "(SELECT \(FeedRows.titleSQL) FROM feed WHERE feed.id = article.feedID)"
        case .feedurl: text = "(SELECT feed.url FROM feed WHERE feed.id = article.feedID)"
        case .feedlink: text = "(SELECT COALESCE(feed.siteLink, '') FROM feed WHERE feed.id = article.feedID)"
        case .tags:
            text = "(SELECT COALESCE(group_concat(json_each.value, ' '), '') FROM feed, json_each(feed.tags) WHERE feed.id = article.feedID)"
        }
        return asNumber ? "CAST(\(text) AS INTEGER)" : text
    }
}
