/// Splits a typed line into a title and its `#tags`: `Buy milk #errands #home` is the title
/// `Buy milk` with the tags `errands` and `home`.
///
/// A tag is a word that starts with `#` followed by letters (any script), digits, `-` and `_`,
/// with at least one letter. So a lone `#`, `C#`, `issue#3`, `#123` (an issue number) and
/// `#tag,` (punctuation) stay in the title. Tags are lower-cased and kept once, in order of
/// first appearance. The words left in the title are joined by single spaces.
public enum TitleParser {
    /// The title without its tags, and the tags.
    public static func parse(_ line: String) -> (title: String, tags: [String]) {
        var titleWords: [Substring] = []
        var tags: [String] = []
        for word in line.split(whereSeparator: \.isWhitespace) {
            if word.hasPrefix("#"), let tag = tagName(word.dropFirst()) {
                if !tags.contains(tag) { tags.append(tag) }
            } else {
                titleWords.append(word)
            }
        }
        return (titleWords.joined(separator: " "), tags)
    }

    /// Why a title (as `parse` left it, without its tags) cannot be a to-do's title; nil when it can.
    /// The one rule for the TUI and the command line.
    public static func problem(withTitle title: String) -> String? {
        title.trimmingCharacters(in: .whitespaces).isEmpty
            ? "A to-do needs a title: give it some words besides its #tags." : nil
    }

    /// A tag as given on its own (`--tag Errands` or `--tag #errands`), normalised to `errands`;
    /// nil when it is not a tag by the rules above.
    public static func normalizedTag(_ text: some StringProtocol) -> String? {
        var name = Substring(String(text))
        while name.first?.isWhitespace == true { name = name.dropFirst() }
        while name.last?.isWhitespace == true { name = name.dropLast() }
        if name.first == "#" { name = name.dropFirst() }
        return tagName(name)
    }

    /// The lower-cased tag, or nil when `name` is not made of tag characters with a letter among them.
    private static func tagName(_ name: Substring) -> String? {
        guard name.contains(where: \.isLetter),
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
        return name.lowercased()
    }
}
