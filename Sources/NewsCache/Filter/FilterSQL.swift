import Foundation
import GRDB

/// A filter expression as an SQL condition on a row of `article`, so a query feed runs in
/// SQLite over the whole cache instead of loading articles. Feed attributes come from the
/// article's feed row by its primary key; `content` from the body row, read only by
/// expressions that name it, and compared inside the body's subquery, where SQLite hands the text
/// to the function without copying it. `=~` and `#` call `FilterFunctions` (`=~` is a POSIX regular
/// expression, as in newsboat).
struct FilterSQL {
    private(set) var sql = ""
    private(set) var arguments = StatementArguments()
    /// What stands for the content's text; nil: the article's row, whose body a subquery reads.
    private let content: String?

    /// `expression` as a condition; `now` is what `age` counts days back from.
    init(_ expression: FilterExpression, now: Date) {
        content = nil
        append(expression, now: now.timeIntervalSince1970)
    }

    /// A comparison on `content`, the SQL its text is.
    private init(_ comparison: FilterComparison, content: String, now: Double) {
        self.content = content
        append(comparison, now: now)
    }

    private mutating func append(_ expression: FilterExpression, now: Double) {
        switch expression {
        case .and, .or:
            // One flat list per run of the same operator: `a or b or c` parses as ((a or b) or c),
            // and as many parentheses in SQL overflowed SQLite's parser stack at 85 conditions.
            let conjunction: Bool
            if case .and = expression { conjunction = true } else { conjunction = false }
            sql += "("
            for (index, operand) in expression.operands.enumerated() {
                if index > 0 { sql += conjunction ? " AND " : " OR " }
                append(operand, now: now)
            }
            sql += ")"
        case .comparison(let comparison):
            append(comparison, now: now)
        }
    }

    private mutating func append(_ comparison: FilterComparison, now: Double) {
        let attribute = comparison.attribute
        let value = comparison.value
        if attribute == .content, content == nil {
            // An article without a body row compares as an empty content.
            let inBody = FilterSQL(comparison, content: "COALESCE(body.content, body.summary, '')", now: now)
            let withoutBody = FilterSQL(comparison, content: "''", now: now)
            sql += "COALESCE((SELECT \(inBody.sql) FROM articleBody AS body WHERE body.articleID = article.id), \(withoutBody.sql))"
            arguments += inBody.arguments
            arguments += withoutBody.arguments
            return
        }
        if attribute.isNumeric { arguments += [now] }
        // Numbers (and ranges) compare as numbers, texts as texts, as newsboat does.
        let asNumber: Bool
        if case .text = value { asNumber = false } else { asNumber = true }
        let subject = column(attribute, asNumber: asNumber)
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
            sql += "(\(comparison.comparator == .matches ? "" : "NOT ")\(FilterFunctions.regexp)(\(column(attribute, asNumber: false)), ?))"
            arguments += [value.text]
        case .contains, .notContains:
            let negation = comparison.comparator == .contains ? "" : "NOT "
            if attribute == .tags {
                sql += "(\(negation)EXISTS (SELECT 1 FROM feed, json_each(feed.tags) WHERE feed.id = article.feedID AND json_each.value = ?))"
            } else {
                sql += "(\(negation)\(FilterFunctions.hasWord)(\(column(attribute, asNumber: false)), ?))"
            }
            arguments += [value.text]
        case .between:
            guard case .range(let low, let high) = value else { return }
            sql += "(\(column(attribute, asNumber: true)) BETWEEN ? AND ?)"
            arguments += [min(low, high), max(low, high)]
        }
    }

    private static func literal(_ value: FilterValue, asNumber: Bool) -> StatementArguments {
        asNumber ? [value.number] : [value.text]
    }

    /// The attribute's value for the current `article` row; `asNumber`: as an integer. `age`
    /// takes `now` as its one argument.
    private func column(_ attribute: FilterAttribute, asNumber: Bool) -> String {
        let text: String
        switch attribute {
        case .age:
            let days = "CAST((? - article.published) / 86400 AS INTEGER)"
            return asNumber ? days : "CAST(\(days) AS TEXT)"
        case .title: text = "article.title"
        case .link: text = "COALESCE(article.link, '')"
        case .author: text = "COALESCE(article.author, '')"
        case .content: text = content ?? "''"
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
