import Entities
import Foundation
import GRDB

/// An `ArticleQuery` as an SQL condition on `article`. The conditions are written so the planner
/// can use the partial indexes (`article.isRead = 0`, `article.isStarred = 1`).
struct ArticleFilter {
    let condition: String
    let arguments: StatementArguments
    /// The search's words (nil: no search, or one that matches nothing), and the condition and
    /// arguments without them: a page of a search may probe the index one article at a time
    /// (`SearchWalk`) instead of listing every match.
    let searchWords: [SearchExpression.Word]?
    let conditionBesidesSearch: String
    let argumentsBesidesSearch: StatementArguments

    /// `killfile`: in display mode, the articles it ignores are left out. `age`, in the query's
    /// filter and in the rules, counts from `query.now`.
    init(_ query: ArticleQuery, in db: Database, hiding killfile: Killfile = Killfile()) throws {
        let now = query.now ?? Date()
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
        if query.feedID == nil, !query.starredOnly {
            // Feeds set aside (their lines left the feeds file) show only under Starred; none, mostly.
            let setAside = try Int64.fetchAll(db, sql: "SELECT id FROM feed WHERE leftFile = 1")
            if !setAside.isEmpty { conditions.append("article.feedID NOT IN (\(setAside.map(String.init).joined(separator: ",")))") }
        }
        var searchCondition: (sql: String, argument: String?)?
        switch try SearchExpression.parse(query.search, in: db) {
        case .none:
            searchWords = nil
        case .matchesNothing:
            searchWords = nil
            searchCondition = ("0", nil)
        case let .match(words):
            searchWords = words
            searchCondition = ("article.id IN (SELECT rowid FROM articleSearch WHERE articleSearch MATCH ?)",
                               SearchExpression.expression(words))
        }
        if let filter = query.filter {
            let expression = try FilterSQL(FilterExpression.parse(filter), now: now)
            conditions.append(expression.sql)
            arguments += expression.arguments
        }
        let hidden = KillfileSQL(killfile, now: now)
        if hidden.sql != "1" {
            conditions.append(hidden.sql)
            arguments += hidden.arguments
        }
        conditionBesidesSearch = conditions.isEmpty ? "1" : conditions.joined(separator: " AND ")
        argumentsBesidesSearch = arguments
        if let searchCondition {
            conditions.append(searchCondition.sql)
            if let argument = searchCondition.argument { arguments += [argument] }
        }
        condition = conditions.isEmpty ? "1" : conditions.joined(separator: " AND ")
        self.arguments = arguments
    }
}
