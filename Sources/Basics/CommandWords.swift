/// Splits a command line the user typed into a program's arguments, as a shell would split
/// words but with nothing else a shell does: no variables, globs, pipes or redirections. So the
/// words reach the program as typed, and nothing in them is run.
///
/// Blanks separate words; `'…'` keeps everything inside as it is; `"…"` keeps everything but
/// `\"`, `\\`, `\$` and `` \` `` (the backslash goes); outside quotes a backslash keeps the next character as it is.
public enum CommandWords {
    /// Why a command line could not be split: one sentence.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    public static func split(_ line: String) throws(Failure) -> [String] {
        var words: [String] = []
        var word = ""
        // A word exists once anything, even empty quotes (""), began it.
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                // In double quotes a backslash escapes only what a shell lets it escape there.
                if quote == "\"", !"\"\\$`".contains(character) { word.append("\\") }
                word.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("'", _):
                word.append(character)
            case ("\"", "\\"), (nil, "\\"):
                escaped = true
                inWord = true
            case ("\"", _):
                word.append(character)
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case (nil, _) where character.isWhitespace:
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        if let quote { throw Failure(description: "The command has a \(quote) that is never closed.") }
        if escaped { throw Failure(description: "The command ends with a \\ that escapes nothing.") }
        if inWord { words.append(word) }
        return words
    }
}
