/// The words of a quick-add line: split at white space, except inside the quotes of a
/// `due:"…"` or `every:"…"` value.
enum QuickAddWords {
    struct Word: Hashable {
        var text: String
        /// A `key:"…"` word read with its quotes (the text keeps them, `value` strips them).
        var quoted = false

        /// `due:fri` → "fri" for the key `due:`; nil when the word is not that key's.
        func value(after key: String) -> Value? {
            guard text.lowercased().hasPrefix(key) else { return nil }
            var rest = Substring(text.dropFirst(key.count))
            guard quoted else { return Value(key: key, text: String(rest), quoted: false) }
            rest = rest.dropFirst().dropLast()
            return Value(key: key, text: String(rest), quoted: true)
        }

        /// A word with a meaning of its own, which a value of several words does not run into.
        var isMarker: Bool {
            let lower = text.lowercased()
            return text.hasPrefix("#") || ["!", "!!", "!!!"].contains(text) || lower.hasPrefix("due:") || lower.hasPrefix("every:")
                || lower.hasPrefix("project:") || lower.hasPrefix("pri:") || (text.hasPrefix("+") && text.dropFirst().first?.isLetter == true)
        }

        /// The word as a title word: `\#1` → `#1`, `\!` → `!`, `\due:x` → `due:x`.
        var unescaped: String {
            guard text.hasPrefix("\\") else { return text }
            let rest = text.dropFirst()
            let lower = rest.lowercased()
            let escapable = rest.hasPrefix("#") || rest.hasPrefix("!") || rest.hasPrefix("\\") || rest.hasPrefix("+")
                || lower.hasPrefix("due:") || lower.hasPrefix("every:") || lower.hasPrefix("project:") || lower.hasPrefix("pri:")
            return escapable ? String(rest) : text
        }
    }

    struct Value: Hashable {
        let key: String
        let text: String
        let quoted: Bool
    }

    static func split(_ line: String) -> [Word] {
        var words: [Word] = []
        var pieces = line.split(whereSeparator: \.isWhitespace)[...]
        while let piece = pieces.popFirst() {
            let lower = piece.lowercased()
            let key = ["due:", "every:"].first { lower.hasPrefix($0) }
            guard let key, let quote = piece.dropFirst(key.count).first, quote == "\"" || quote == "'" else {
                words.append(Word(text: String(piece)))
                continue
            }
            // Gather up to the closing quote; with none, the word is taken as it is.
            var gathered = [piece]
            var closed = piece.count > key.count + 1 && piece.last == quote
            var lookahead = pieces
            while !closed, let next = lookahead.popFirst() {
                gathered.append(next)
                closed = next.last == quote
            }
            guard closed else {
                words.append(Word(text: String(piece)))
                continue
            }
            pieces = lookahead
            words.append(Word(text: gathered.joined(separator: " "), quoted: true))
        }
        return words
    }
}
