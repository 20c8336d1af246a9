import Entities
import Settings
import Terminal

/// Lays an article out as lines for a width: the header, the body's blocks wrapped by display
/// width with their styles, and the numbered links after it.
struct NewsReaderFormatter {
    let dates: DateText
    let keys: KeyNames

    func lines(article: Article, body: ArticleBody?, text: ArticleText?, width: Int) -> [StyledLine] {
        var lines = StyledWrap.lines(of: [StyledSpan(article.title, role: .heading)], width: width)
        let byline = [article.feedTitle, body?.author ?? article.author].compactMap { $0 }.filter { !$0.isEmpty }
        lines += StyledWrap.lines(of: [StyledSpan(byline.joined(separator: " · "), role: .muted)], width: width)
        let flags = (article.isStarred ? " · ★ starred" : "") + (article.isRead ? "" : " · unread")
        lines += StyledWrap.lines(of: [StyledSpan(dates.dateAndTimeWithRelative(article.published) + flags, role: .muted)], width: width)
        if let link = article.link {
            lines += StyledWrap.lines(of: [StyledSpan(link, role: .link, link: link)], width: width)
        }
        lines.append([])
        return lines + bodyLines(body: body, text: text, width: width)
    }

    /// The article under its header: its text, its attachments and its links. `keyHints`: say
    /// which key hands the attachments over (on screen, not in a saved file).
    func bodyLines(body: ArticleBody?, text: ArticleText?, width: Int, keyHints: Bool = true) -> [StyledLine] {
        var lines: [StyledLine] = []
        guard let text else {
            return lines + StyledWrap.lines(of: [StyledSpan("Loading…", role: .muted)], width: width)
        }
        if text.blocks.isEmpty {
            lines += StyledWrap.lines(of: [StyledSpan("This article has no text; \(keys(.openLink, .newsReader)) opens its link.", role: .muted)], width: width)
        }
        for (index, block) in text.blocks.enumerated() {
            lines += self.lines(of: block, links: text.links, width: width)
            // A list's items stand together; every other block ends with a blank line.
            let next = text.blocks.indices.contains(index + 1) ? text.blocks[index + 1] : nil
            if case .listItem = block.kind, let next, case .listItem = next.kind { continue }
            lines.append([])
        }
        if let enclosures = body?.enclosures, !enclosures.isEmpty {
            let hint = keyHints ? " (\(keys(.openAttachments, .newsReader)) hands them to enclosure-command)" : ""
            lines += StyledWrap.lines(of: [StyledSpan("Attachments", role: .heading), StyledSpan(hint, role: .muted)], width: width)
            for enclosure in enclosures {
                lines += StyledWrap.lines(of: [StyledSpan(enclosure.url, role: .link, link: enclosure.url),
                                               StyledSpan(AttachmentText.suffix(enclosure), role: .muted)],
                                          width: width, firstPrefix: [StyledSpan("• ")], prefix: [StyledSpan("  ")])
            }
            lines.append([])
        }
        if !text.links.isEmpty {
            lines += StyledWrap.lines(of: [StyledSpan("Links", role: .heading)], width: width)
            let labelWidth = "[\(text.links.count)] ".count
            for (index, link) in text.links.enumerated() {
                let label = "[\(index + 1)]"
                let first = StyledSpan(label + String(repeating: " ", count: labelWidth - label.count), role: .muted)
                lines += StyledWrap.lines(of: [StyledSpan(link, role: .link, link: link)], width: width, firstPrefix: [first],
                                          prefix: [StyledSpan(String(repeating: " ", count: labelWidth))])
            }
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    private func lines(of block: ArticleText.Block, links: [String], width: Int) -> [StyledLine] {
        let quote = String(repeating: "│ ", count: block.quoteDepth)
        let indent = String(repeating: "  ", count: max(0, block.indent - 1))
        let spans = block.runs.map { StyledSpan($0.text, role: role(of: $0.style, in: block), link: target(of: $0.style, in: links)) }
        switch block.kind {
        case .paragraph:
            return StyledWrap.lines(of: spans, width: width, firstPrefix: prefix(quote), prefix: prefix(quote))
        case .heading:
            return StyledWrap.lines(of: spans, width: width, firstPrefix: prefix(quote), prefix: prefix(quote))
        case .listItem(let marker):
            let bullet = marker + " "
            return StyledWrap.lines(of: spans, width: width, firstPrefix: prefix(quote) + [StyledSpan(indent + bullet)],
                                    prefix: prefix(quote) + [StyledSpan(indent + String(repeating: " ", count: Glyph.width(of: bullet)))])
        case .preformatted:
            return StyledWrap.lines(of: spans.map { StyledSpan($0.text, role: .code) }, width: width,
                                    firstPrefix: prefix(quote), prefix: prefix(quote), preformatted: true)
        case .rule:
            return [prefix(quote).flatMap(styled) + styled(StyledSpan(String(repeating: "─", count: max(0, width - Glyph.width(of: quote))), role: .muted))]
        case .table(let table):
            let rows = table.rows.map { row in
                row.map { cell in
                    StyledTableCell(cell.runs.map { StyledSpan($0.text, role: cell.isHeader ? .heading : role(of: $0.style, in: block)) },
                                    columnSpan: cell.columnSpan)
                }
            }
            let quoteBar = prefix(quote).flatMap(styled)
            return StyledTable.lines(of: rows, hasHeader: table.headerRow != nil, width: width - Glyph.width(of: quote))
                .map { quoteBar + $0 }
        }
    }

    private func role(of style: ArticleText.Style, in block: ArticleText.Block) -> StyleRole {
        if case .heading = block.kind { return .heading }
        switch style {
        case .plain, .emphasis: return block.quoteDepth > 0 ? .quote : .normal
        case .strong: return .heading
        case .code: return .code
        case .link: return .link
        }
    }

    /// The address a link's text points to; nil for any other text.
    private func target(of style: ArticleText.Style, in links: [String]) -> String? {
        guard case .link(let number) = style, links.indices.contains(number - 1) else { return nil }
        return links[number - 1]
    }

    private func prefix(_ quote: String) -> [StyledSpan] {
        quote.isEmpty ? [] : [StyledSpan(quote, role: .quote)]
    }

    private func styled(_ span: StyledSpan) -> StyledLine {
        Glyph.glyphs(of: span.text).map { StyledGlyph(glyph: $0, role: span.role) }
    }
}
