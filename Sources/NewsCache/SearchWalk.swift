import GRDB

/// A page of a search found along the newest-first order, each article asked of the full-text
/// index on its own, instead of listing every match and sorting them by date.
///
/// Why: at 500,000 articles a search for common words matches nearly all of them, and listing
/// the matches costs a quarter to half a second however small the page; asking the index about
/// one article costs a fraction of a millisecond (BENCHMARKS.md, "News search at 500,000
/// articles"). The question must name whole words: for a prefix FTS5 merges the lists of every
/// word it begins on each question (~85 ms there), so a prefix is asked as the words it begins
/// (`"river" OR "rivers"`), read from the index's vocabulary.
enum SearchWalk {
    /// A prefix beginning more words than this is not walked (each question would seek them all).
    static let maxWordsPerPrefix = 16

    /// The page is walked only when it ends within this many matches (deeper pages list them all).
    static let maxWalkedMatches = 500

    /// How many articles a walk looks at before giving up: few articles match, so listing the
    /// matches is cheap.
    static func budget(forMatches matches: Int) -> Int {
        4 * matches + 100
    }

    /// The rows of `candidates` (an ordered query whose first column is the article's id) that
    /// `words` match, from the `offset`th to at most `limit` of them. Nil when the walk is not
    /// worth it or gave up (see `maxWordsPerPrefix`, `maxWalkedMatches`, `budget`): list the matches then.
    static func page(of candidates: String, arguments: StatementArguments, matching words: [SearchExpression.Word],
                     offset: Int, limit: Int, budget: Int? = nil, in db: Database) throws -> [Row]? {
        guard limit > 0 else { return [] }
        let needed = offset + limit
        guard needed <= maxWalkedMatches, let expression = try expressionOfWholeWords(words, in: db) else { return nil }
        let budget = budget ?? Self.budget(forMatches: needed)
        let probe = try db.cachedStatement(sql: "SELECT 1 FROM articleSearch WHERE articleSearch MATCH ? AND rowid = ?")
        let rows = try Row.fetchCursor(db, sql: candidates + " LIMIT ?", arguments: arguments + [budget])
        var page: [Row] = []
        var matched = 0
        var lookedAt = 0
        while let row = try rows.next() {
            lookedAt += 1
            guard try Int.fetchOne(probe, arguments: [expression, row[0] as Int64]) != nil else { continue }
            matched += 1
            if matched > offset { page.append(row.copy()) }
            if matched == needed { return page }
        }
        // Fewer candidates than the budget: every article was looked at, the page is whole.
        return lookedAt < budget ? page : nil
    }

    /// `words` ANDed, each prefix as the words it begins ORed; nil when a prefix begins none
    /// (nothing matches: the listing finds that at once) or more than `maxWordsPerPrefix`.
    static func expressionOfWholeWords(_ words: [SearchExpression.Word], in db: Database) throws -> String? {
        var parts: [String] = []
        for word in words {
            guard word.isPrefix else {
                parts.append(word.quoted)
                continue
            }
            guard let begun = try wordsBegun(by: word.token, in: db), !begun.isEmpty else { return nil }
            parts.append("(" + begun.map(SearchExpression.quoted).joined(separator: " OR ") + ")")
        }
        return parts.joined(separator: " AND ")
    }

    /// The index's words that begin with `prefix`, in order; nil past `maxWordsPerPrefix`.
    static func wordsBegun(by prefix: String, in db: Database) throws -> [String]? {
        // An `instance` table's first row for a word comes at once; a `row` table counts its articles first.
        try db.execute(sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.articleSearchWords USING fts5vocab(main, articleSearch, instance)")
        let next = try db.cachedStatement(sql: "SELECT term FROM temp.articleSearchWords WHERE term >= ? LIMIT 1")
        var words: [String] = []
        var from = prefix
        while let word = try String.fetchOne(next, arguments: [from]), word.utf8.starts(with: prefix.utf8) {
            words.append(word)
            guard words.count <= maxWordsPerPrefix else { return nil }
            // The tokenizer's words hold no control character: the next word sorts after this.
            from = word + "\u{1}"
        }
        return words
    }
}
