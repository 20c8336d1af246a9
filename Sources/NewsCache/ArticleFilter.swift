import Entities
import GRDB

/// An `ArticleQuery` as an SQL condition on `article`. The conditions are written so the planner
/// can use the partial indexes (`article.isRead = 0`, `article.isStarred = 1`).
struct ArticleFilter {
    let condition: String
    let arguments: StatementArguments

    init(_ query: ArticleQuery, in db: Database) throws {
        var conditions: [String] = []
        var arguments = StatementArguments()
        if let feedID = query.feedID {
            conditions.append("article.feedID = ?")
            arguments += [feedID]
        }
        if query.unreadOnly, query.keptRead.isEmpty {
            conditions.append("article.isRead = 0")
        } else if query.unreadOnly {
            conditions.append("(article.isRead = 0 OR article.id IN (\(Array(repeating: "?", count: query.keptRead.count).joined(separator: ","))))")
            arguments += StatementArguments(query.keptRead.sorted())
        }
        if query.starredOnly { conditions.append("article.isStarred = 1") }
        switch try SearchExpression.parse(query.search, in: db) {
        case .none:
            break
        case .matchesNothing:
            conditions.append("0")
        case let .match(expression):
            conditions.append("article.id IN (SELECT rowid FROM articleSearch WHERE articleSearch MATCH ?)")
            arguments += [expression]
        }
        condition = conditions.isEmpty ? "1" : conditions.joined(separator: " AND ")
        self.arguments = arguments
    }
}
