import GRDB

/// The contentless full-text index's upkeep: the SQL function that renders a stored body's words
/// again (for removing them), and re-indexing when the rendering has changed.
enum SearchIndex {
    /// `adder_search_body(summary, summaryFormat, content, contentFormat)`: SearchText's body.
    static let bodyFunction = "adder_search_body"

    /// Registered on every connection: the delete trigger and `removeWordsSQL` call it.
    static func function(_ searchText: SearchText) -> DatabaseFunction {
        DatabaseFunction(bodyFunction, argumentCount: 4, pure: true) { values in
            searchText.body(summary: String.fromDatabaseValue(values[0]), summaryFormat: String.fromDatabaseValue(values[1]),
                            content: String.fromDatabaseValue(values[2]), contentFormat: String.fromDatabaseValue(values[3]))
        }
    }

    /// Takes an article's words out of the index, before its row or body changes.
    static let removeWordsSQL = """
        INSERT INTO articleSearch (articleSearch, rowid, title, body)
        SELECT 'delete', article.id, article.title, \(bodyFunction)(summary, summaryFormat, content, contentFormat)
        FROM article JOIN articleBody ON articleBody.articleID = article.id WHERE article.id = ?
        """

    /// Whether the index was built with another version of `searchText`, or never.
    static func needsBuilding(_ db: Database, for searchText: SearchText) throws -> Bool {
        try Int.fetchOne(db, sql: "SELECT version FROM searchIndex") != searchText.version
    }

    /// Rebuilds the index from the stored articles when it was built with another version of
    /// `searchText` (or never built): words from an older rendering could not be taken out again.
    static func build(_ db: Database, with searchText: SearchText) throws {
        guard try needsBuilding(db, for: searchText) else { return }
        try db.execute(sql: "INSERT INTO articleSearch (articleSearch) VALUES ('delete-all')")
        try db.execute(sql: """
            INSERT INTO articleSearch (rowid, title, body)
            SELECT article.id, article.title, \(bodyFunction)(summary, summaryFormat, content, contentFormat)
            FROM article JOIN articleBody ON articleBody.articleID = article.id
            """)
        try db.execute(sql: "UPDATE searchIndex SET version = ?", arguments: [searchText.version])
    }
}
