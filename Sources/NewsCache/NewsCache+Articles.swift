import Entities
import Foundation
import GRDB

extension NewsCache {
    /// A page of the articles `query` selects, newest first (ties: last inserted first). Bodies
    /// are not read. `within`: SQLite stops the read past it (`NewsCacheError.tookTooLong`).
    public func articles(_ query: ArticleQuery, offset: Int, limit: Int, within: Duration? = nil) throws -> [Article] {
        try read(within: within) { db in
            try Self.articles(query, hiding: killfile, offset: max(offset, 0), limit: max(limit, 0), in: db)
        }
    }

    /// `articles` on a connection of the caller's; `walkBudget` for the tests (`SearchWalk.budget`).
    static func articles(_ query: ArticleQuery, hiding killfile: Killfile, offset: Int, limit: Int,
                         walkBudget: Int? = nil, in db: Database) throws -> [Article] {
        let filter = try ArticleFilter(query, in: db, hiding: killfile)
        // CROSS JOIN keeps `article` the outer loop, so the newest-first index drives the page.
        func pageSQL(_ condition: String) -> String {
            """
            SELECT article.id, article.feedID, \(FeedRows.titleSQL), article.title, article.link, article.author,
                   article.published, article.isRead, article.isStarred
            FROM article CROSS JOIN feed ON feed.id = article.feedID
            WHERE \(condition)
            ORDER BY article.published DESC, article.id DESC
            """
        }
        var rows: [Row]?
        if let words = filter.searchWords {
            rows = try SearchWalk.page(of: pageSQL(filter.conditionBesidesSearch), arguments: filter.argumentsBesidesSearch,
                                       matching: words, offset: offset, limit: limit, budget: walkBudget, in: db)
        }
        let page = try rows ?? Row.fetchAll(db.cachedStatement(sql: pageSQL(filter.condition) + " LIMIT ? OFFSET ?"),
                                            arguments: filter.arguments + [limit, offset])
        return page.map { row in
            Article(id: row[0], feedID: row[1], feedTitle: row[2], title: row[3], link: row[4], author: row[5],
                    published: Date(timeIntervalSince1970: row[6]), isRead: row[7], isStarred: row[8])
        }
    }

    /// How many articles `query` selects (`within` as for `articles`).
    public func count(_ query: ArticleQuery, within: Duration? = nil) throws -> Int {
        try read(within: within) { db in
            if let kept = try Self.keptCount(query, hiding: killfile, in: db) { return kept }
            let filter = try ArticleFilter(query, in: db, hiding: killfile)
            let sql = "SELECT COUNT(*) FROM article WHERE \(filter.condition)"
            return try Int.fetchOne(db.cachedStatement(sql: sql), arguments: filter.arguments) ?? 0
        }
    }

    /// The count the triggers keep (`FeedCountRows`) when `query` asks for nothing else than all or
    /// unread articles, of one feed or of every feed the feeds file holds (as `ArticleFilter` leaves
    /// out the ones set aside), and no display-mode killfile hides any; nil otherwise. "All unread"
    /// counted the 500,000 entries of its index on every showing of the News tab (32 ms of CPU).
    private static func keptCount(_ query: ArticleQuery, hiding killfile: Killfile, in db: Database) throws -> Int? {
        guard !query.starredOnly, query.filter == nil, query.keptRead.isEmpty, KillfileSQL(killfile).sql == "1",
              case .none = try SearchExpression.parse(query.search, in: db) else { return nil }
        let column = query.unreadOnly ? "unread" : "total"
        if let feedID = query.feedID {
            return try Int.fetchOne(db.cachedStatement(sql: "SELECT \(column) FROM feedCount WHERE feedID = ?"), arguments: [feedID]) ?? 0
        }
        let sql = "SELECT COALESCE(SUM(\(column)), 0) FROM feedCount WHERE feedID NOT IN (SELECT id FROM feed WHERE leftFile = 1)"
        return try Int.fetchOne(db.cachedStatement(sql: sql)) ?? 0
    }

    /// What the reader shows of an article; nil if it is no longer cached.
    public func body(of article: Article.ID) throws -> ArticleBody? {
        try read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT article.title, article.link, article.author, article.published, body.updated,
                       body.summary, body.summaryFormat, body.content, body.contentFormat, body.enclosures
                FROM article JOIN articleBody AS body ON body.articleID = article.id
                WHERE article.id = ?
                """, arguments: [article])
            return row.map { row in
                ArticleBody(articleID: article, title: row[0], link: row[1], author: row[2],
                            published: Date(timeIntervalSince1970: row[3]), updated: FeedRows.date(row[4]),
                            summary: FeedText(stored: row[5], format: row[6]), content: FeedText(stored: row[7], format: row[8]),
                            enclosures: Enclosures.decode(row[9]))
            }
        }
    }

    /// Marks articles read or unread. Unknown IDs are ignored.
    public func setRead(_ ids: [Article.ID], _ read: Bool) throws {
        try setFlag("isRead", of: ids, to: read)
    }

    /// Stars or unstars articles. Unknown IDs are ignored.
    public func setStarred(_ ids: [Article.ID], _ starred: Bool) throws {
        try setFlag("isStarred", of: ids, to: starred)
    }

    /// Marks every article `query` selects read; returns how many were unread.
    @discardableResult
    public func markAllRead(_ query: ArticleQuery) throws -> Int {
        try write { db in
            let filter = try ArticleFilter(query, in: db, hiding: killfile)
            try db.execute(sql: "UPDATE article SET isRead = 1 WHERE article.isRead = 0 AND \(filter.condition)",
                           arguments: filter.arguments)
            return db.changesCount
        }
    }

    /// Retention: deletes the oldest articles of each feed holding more than `keepPerFeed`, until
    /// it holds `keepPerFeed`, never an unread or starred one (so a feed may keep more). Returns
    /// how many were deleted. The feeds over it are found from the kept totals (`FeedCountRows`):
    /// counting every article took 50–90 ms at 500,000, at the end of every refresh.
    @discardableResult
    public func prune(keepPerFeed: Int = 1000) throws -> Int {
        try write { db in
            try db.execute(sql: """
                WITH total AS (
                    SELECT feedID, total AS count FROM feedCount WHERE total > :keep
                ), deletable AS (
                    SELECT article.id, article.feedID,
                           ROW_NUMBER() OVER (PARTITION BY article.feedID ORDER BY article.published, article.id) AS age
                    FROM article JOIN total ON total.feedID = article.feedID
                    WHERE article.isRead = 1 AND article.isStarred = 0
                )
                DELETE FROM article WHERE id IN (
                    SELECT deletable.id FROM deletable JOIN total ON total.feedID = deletable.feedID
                    WHERE deletable.age <= total.count - :keep
                )
                """, arguments: ["keep": max(keepPerFeed, 0)])
            return db.changesCount
        }
    }

    private func setFlag(_ column: String, of ids: [Article.ID], to value: Bool) throws {
        guard !ids.isEmpty else { return }
        try write { db in
            // Chunks stay far below SQLite's limit on bound parameters.
            for start in stride(from: 0, to: ids.count, by: 500) {
                let chunk = ids[start..<min(start + 500, ids.count)]
                try db.execute(sql: """
                    UPDATE article SET \(column) = ? WHERE \(column) != ? AND id IN (\(databaseQuestionMarks(count: chunk.count)))
                    """, arguments: [value, value] + StatementArguments(Array(chunk)))
            }
        }
    }
}
