import App
import Basics
import Entities
import Foundation
import News
import Terminal

/// An article as a plain-text page; every feed string made inert.
public enum ArticlePrinter {
    /// The title wrapped, Feed/Date/By/Link lines, the body, then its links and attachments.
    public static func page(article: Article, body: ArticleBody, text: ArticleText, width: Int) -> String {
        var lines: [String] = []
        lines += wrapped([StyledSpan(InertText.make(body.title.isEmpty ? "(no title)" : body.title))], width: width)
        lines.append("Feed: " + InertText.make(article.feedTitle))
        lines.append("Date: " + ArticleDate.local(body.published, timeZone: .current))
        if let author = body.author, !author.isEmpty { lines.append("By: " + InertText.make(author)) }
        if let link = body.link { lines.append("Link: " + InertText.make(link)) }
        let bodyLines = self.body(text, width: width)
        if !bodyLines.isEmpty { lines += [""] + bodyLines }
        if !text.links.isEmpty {
            lines += ["", "Links:"]
            lines += text.links.enumerated().map { "[\($0.offset + 1)] " + InertText.make($0.element) }
        }
        if !body.enclosures.isEmpty {
            lines += ["", "Attachments:"]
            lines += body.enclosures.map { enclosure in
                InertText.make(enclosure.url) + InertText.make(AttachmentText.suffix(enclosure))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The blocks, a blank line between them (none between items of one list).
    public static func body(_ text: ArticleText, width: Int) -> [String] {
        var lines: [String] = []
        var previous: ArticleText.Kind?
        for block in text.blocks {
            let isListItem: Bool = if case .listItem = block.kind { true } else { false }
            let wasListItem: Bool = if case .listItem = previous { true } else { false }
            if !lines.isEmpty && !(isListItem && wasListItem) { lines.append("") }
            lines += self.block(block, width: width)
            previous = block.kind
        }
        return lines
    }

    private static func block(_ block: ArticleText.Block, width: Int) -> [String] {
        let quote = String(repeating: "> ", count: block.quoteDepth)
        let runs = spans(block.runs)
        switch block.kind {
        case .paragraph:
            return wrapped(runs, width: width, firstPrefix: quote, prefix: quote)
        case .heading(let level):
            let marks = String(repeating: "#", count: min(max(level, 1), 6)) + " "
            return wrapped(runs, width: width, firstPrefix: quote + marks, prefix: quote + String(repeating: " ", count: marks.count))
        case .listItem(let marker):
            let indent = String(repeating: "  ", count: max(block.indent - 1, 0))
            let bullet = indent + InertText.make(marker) + " "
            return wrapped(runs, width: width, firstPrefix: quote + bullet,
                           prefix: quote + String(repeating: " ", count: Glyph.width(of: bullet)))
        case .preformatted:
            return wrapped(runs, width: width, firstPrefix: quote + "    ", prefix: quote + "    ", preformatted: true)
        case .rule:
            return [quote + String(repeating: "-", count: max(min(width - quote.count, 40), 3))]
        case .table(let table):
            let rows = table.rows.map { row in row.map { StyledTableCell(spans($0.runs), columnSpan: $0.columnSpan) } }
            return StyledTable.lines(of: rows, hasHeader: table.headerRow != nil, width: width - quote.count, rule: "-")
                .map { quote + String($0.map(\.glyph.text).joined().reversed().drop { $0 == " " }.reversed()) }
        }
    }

    /// The runs' text (the renderer already follows a link's text with its number, as ` [3]`).
    private static func spans(_ runs: [ArticleText.Run]) -> [StyledSpan] {
        runs.map { run in
            StyledSpan(InertText.make(run.text, keepLineBreaks: true))  // a line break (`br`) starts a new line
        }
    }

    private static func wrapped(_ spans: [StyledSpan], width: Int, firstPrefix: String = "", prefix: String = "",
                                preformatted: Bool = false) -> [String] {
        StyledWrap.lines(of: spans, width: width, firstPrefix: [StyledSpan(firstPrefix)], prefix: [StyledSpan(prefix)],
                         preformatted: preformatted)
            .map { line in String(line.map(\.glyph.text).joined().reversed().drop { $0 == " " }.reversed()) }
    }
}
