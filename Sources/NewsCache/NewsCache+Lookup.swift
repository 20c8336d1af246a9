import Entities
import Foundation
import GRDB

extension NewsCache {
    /// One article as lists show it (its feed's title included); nil if it is not cached.
    public func article(_ id: Article.ID) throws -> Article? {
        try read { db in
            let sql = """
                SELECT article.id, article.feedID, \(FeedRows.titleSQL), article.title, article.link, article.author,
                       article.published, article.isRead, article.isStarred
                FROM article JOIN feed ON feed.id = article.feedID
                WHERE article.id = ?
                """
            return try Row.fetchOne(db, sql: sql, arguments: [id]).map { row in
                Article(id: row[0], feedID: row[1], feedTitle: row[2], title: row[3], link: row[4], author: row[5],
                        published: Date(timeIntervalSince1970: row[6]), isRead: row[7], isStarred: row[8])
            }
        }
    }
}
