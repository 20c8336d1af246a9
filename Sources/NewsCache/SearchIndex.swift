import GRDB

/// The contentless full-text index's upkeep: the SQL function that renders a stored body's words
/// again (for removing them), and re-indexing when the rendering has changed.
enum SearchIndex {
    /// `adder_search_body(summary, summaryFormat, content, contentFormat)`: SearchText's body.
    static let bodyFunction = "adder_search_body"

    /// `adder_search_title(title)`: SearchText's title.
    static let titleFunction = "adder_search_title"

    /// Registered on every connection: the delete trigger and `removeWordsSQL` call them.
    static func functions(_ searchText: SearchText) -> [DatabaseFunction] {
        [
            DatabaseFunction(bodyFunction, argumentCount: 4, pure: true) { values in
                searchText.body(summary: String.fromDatabaseValue(values[0]), summaryFormat: String.fromDatabaseValue(values[1]),
                                content: String.fromDatabaseValue(values[2]), contentFormat: String.fromDatabaseValue(values[3]))
            },
            DatabaseFunction(titleFunction, argumentCount: 1, pure: true) { values in
                String.fromDatabaseValue(values[0]).map(searchText.title)
            },
        ]
    }

    /// Takes an article's words out of the index, before its row or body changes.
    static let removeWordsSQL = """
        INSERT INTO articleSearch (articleSearch, rowid, title, body)
        SELECT 'delete', article.id, \(titleFunction)(article.title), \(bodyFunction)(summary, summaryFormat, content, contentFormat)
        FROM article JOIN articleBody ON articleBody.articleID = article.id WHERE article.id = ?
        """

    /// Whether the index was built with another version of `searchText` or of `SearchWords`, or never.
    static func needsBuilding(_ db: Database, for searchText: SearchText) throws -> Bool {
        let built = try Row.fetchOne(db, sql: "SELECT version, wordsVersion FROM searchIndex")
        return built?["version"] != searchText.version || built?["wordsVersion"] != SearchWords.version
    }

    /// Rebuilds the index from the stored articles when it was built with another version of
    /// `searchText` or `SearchWords` (or never built): words from an older rendering could not be taken out again.
    static func build(_ db: Database, with searchText: SearchText) throws {
        guard try needsBuilding(db, for: searchText) else { return }
        try db.execute(sql: "INSERT INTO articleSearch (articleSearch) VALUES ('delete-all')")
        try db.execute(sql: """
            INSERT INTO articleSearch (rowid, title, body)
            SELECT article.id, \(titleFunction)(article.title), \(bodyFunction)(summary, summaryFormat, content, contentFormat)
            FROM article JOIN articleBody ON articleBody.articleID = article.id
            """)
        try db.execute(sql: "UPDATE searchIndex SET version = ?, wordsVersion = ?", arguments: [searchText.version, SearchWords.version])
    }
}
