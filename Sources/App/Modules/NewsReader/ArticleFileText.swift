import Entities
import Settings
import Terminal

/// An article as `S` saves it and `|` pipes it: a header (title, feed, author, date, link), a
/// blank line, and the reader's text wrapped at 72 columns (its attachments and numbered links
/// after it). Plain text: the glyphs the reader shows, its escape sequences already made inert.
struct ArticleFileText {
    let dates: DateText
    let keys: KeyNames
    static let width = 72

    func text(article: Article, body: ArticleBody, text: ArticleText) -> String {
        let header: [(String, String?)] = [
            ("Title", article.title), ("Feed", article.feedTitle), ("Author", body.author ?? article.author),
            ("Date", dates.dateAndTime(article.published) + (dates.timeZone.abbreviation(for: article.published).map { " " + $0 } ?? "")),
            ("Link", article.link),
        ]
        let fields = header.compactMap { name, value in
            value.flatMap { $0.isEmpty ? nil : "\(name): " + InertText.make($0) }
        }
        let formatter = NewsReaderFormatter(dates: dates, keys: keys)
        let lines = formatter.bodyLines(body: body, text: text, width: Self.width, keyHints: false).map { line in
            var text = line.map(\.glyph.text).joined()
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        return (fields + [""] + lines).joined(separator: "\n") + "\n"
    }
}
