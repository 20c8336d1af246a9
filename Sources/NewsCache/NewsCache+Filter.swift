import Entities
import Foundation
import GRDB

extension NewsCache {
    /// How many articles `query` selects and how many of them are unread, in one pass: a query
    /// feed's counts in the feed list.
    public func counts(_ query: ArticleQuery) throws -> (unread: Int, total: Int) {
        try read { db in
            let filter = try ArticleFilter(query, in: db, hiding: killfile)
            let sql = "SELECT COALESCE(SUM(article.isRead = 0), 0), COUNT(*) FROM article WHERE \(filter.condition)"
            let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: filter.arguments)
            return (row?[0] ?? 0, row?[1] ?? 0)
        }
    }
}
