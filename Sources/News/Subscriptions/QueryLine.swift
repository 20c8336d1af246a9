import Entities
import Foundation
import NewsCache

/// newsboat's query feed line, `"query:Title:EXPRESSION" tag…`: the first token holds the title
/// up to its first colon and then the filter expression; the other tokens are tags. A bad
/// expression is one sentence naming the line and the column in the line where it goes wrong.
enum QueryLine {
    static let prefix = "query:"

    static func read(_ tokens: [NewsboatTokens.Located], number: Int) throws(SubscriptionError) -> QueryFeed {
        let first = tokens[0]
        let rest = first.text.dropFirst(prefix.count)
        guard let colon = rest.firstIndex(of: ":") else {
            throw SubscriptionError(.badLine(line: number), "line \(number): a query feed is written \"query:Title:expression\", "
                                    + "and \(SubscriptionText.quoted(first.text)) has no colon after its title")
        }
        let title = String(rest[..<colon])
        let expression = String(rest[rest.index(after: colon)...])
        guard !title.isEmpty else {
            throw SubscriptionError(.badLine(line: number), "line \(number): the query feed has no title between “query:” and the next colon")
        }
        do {
            _ = try FilterExpression.parse(expression)
        } catch {
            let offset = prefix.count + title.count + 1 + error.column - 1
            let column = offset < first.columns.count ? first.columns[offset] : (first.columns.last ?? 0) + 1
            throw SubscriptionError(.badLine(line: number),
                                    "line \(number), column \(column): in the query feed “\(SubscriptionText.shortened(title))”, \(error.reason)")
        }
        return QueryFeed(title: title, expression: expression, tags: tokens.dropFirst().map(\.text))
    }

    /// The line for `query`, its first token always quoted as newsboat writes it.
    static func text(of query: QueryFeed) -> String {
        ([NewsboatTokens.quoted(prefix + query.title + ":" + query.expression)] + query.tags.map(NewsboatTokens.quotedIfNeeded))
            .joined(separator: " ")
    }

    /// Why `query` cannot be written as one line that reads back the same, or nil.
    static func problem(with query: QueryFeed) -> String? {
        if query.title.isEmpty || query.title.contains(":") || SubscriptionText.problem(title: query.title) != nil {
            return "the title \(SubscriptionText.quoted(query.title)) cannot name a query feed: it is text on one line, "
                + "without colons or control characters"
        }
        if let problem = SubscriptionText.problem(title: query.expression) {
            return problem.replacingOccurrences(of: "the title", with: "the expression")
        }
        do {
            _ = try FilterExpression.parse(query.expression)
        } catch {
            return "the expression \(SubscriptionText.quoted(query.expression)) cannot be read, at \(error)"
        }
        for tag in query.tags {
            if let problem = SubscriptionText.problem(tag: tag) { return problem }
        }
        return nil
    }
}
