/// Turns what the user typed into an FTS5 query that never raises: every word becomes a quoted
/// string (quotes inside doubled), so `"`, `*`, `-`, `:`, `(`, `AND`, `NEAR` are plain text; the
/// words are ANDed, and the last one matches as a prefix so results follow the typing.
enum SearchExpression {
    enum Parsed: Equatable {
        /// Blank: no search at all.
        case none
        /// Only punctuation: nothing can match.
        case matchesNothing
        case match(String)
    }

    static func parse(_ text: String?) -> Parsed {
        let words = (text ?? "").split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return .none }
        // The tokenizer drops what is neither letter nor digit; a word made only of that would be
        // an empty string, which FTS5 treats as an error or a match-all depending on where it stands.
        let searchable = words.filter { $0.contains { $0.isLetter || $0.isNumber } }
        guard !searchable.isEmpty else { return .matchesNothing }
        let quoted = searchable.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        return .match(quoted.joined(separator: " ") + "*")
    }
}
