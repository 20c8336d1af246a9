import GRDB

/// Turns what the user typed into an FTS5 query that never raises: the text is split into words
/// by the index's own tokenizer, each word is quoted (so `"`, `*`, `-`, `:`, `(`, `AND`, `NEAR`
/// are never syntax), the words are ANDed, and the last one matches as a prefix so results
/// follow the typing. Runs of Chinese, Japanese and other spaceless scripts become their letter
/// pairs first, as the index holds them (`SearchWords`); a lone such letter matches as a prefix.
enum SearchExpression {
    /// The index's tokenizer, as written in the schema: Unicode words, case and accents folded.
    static let tokenizer = "unicode61 remove_diacritics 2"

    enum Parsed: Equatable {
        /// Blank: no search at all.
        case none
        /// Only punctuation: nothing can match.
        case matchesNothing
        case match([Word])
    }

    /// One word of a search, as the index's tokenizer gave it.
    struct Word: Equatable {
        let token: String
        /// Whether it matches every word it begins (the last word, a lone spaceless-script letter).
        let isPrefix: Bool

        /// The word quoted for FTS5, `*` after a prefix.
        var quoted: String { SearchExpression.quoted(token) + (isPrefix ? "*" : "") }
    }

    /// The words ANDed as an FTS5 query.
    static func expression(_ words: [Word]) -> String {
        words.map(\.quoted).joined(separator: " ")
    }

    /// A token in double quotes, so that nothing in it is FTS5 syntax.
    static func quoted(_ token: String) -> String {
        // Tokens hold letters and digits only, but quoting keeps that an invariant of this line.
        "\"" + token.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func parse(_ text: String?, in db: Database) throws -> Parsed {
        guard let text, text.contains(where: { !$0.isWhitespace }) else { return .none }
        let words = try db.makeTokenizer(FTS5TokenizerDescriptor(components: tokenizer.split(separator: " ").map(String.init)))
            .tokenize(query: SearchWords.query(text))
            .filter { !$0.flags.contains(.colocated) }
            .map(\.token)
        guard !words.isEmpty else { return .matchesNothing }
        return .match(words.enumerated().map { index, word in
            Word(token: word, isPrefix: index == words.count - 1 || SearchWords.isLoneLetter(word))
        })
    }
}
