import CLibXML2
import Entities
import Foundation

/// Walks libxml2's HTML tree into `ArticleText` blocks (or, `plain`, into one line of text).
/// Text is gathered as UTF-8 bytes and whitespace collapsed as it comes, outside `pre`
/// (`HTMLRenderer+Text.swift`). Its state is internal only so that file can share it.
struct HTMLRenderer {
    struct ListState {
        var ordered: Bool
        var next: Int
    }

    private static let dropped: Set<String> = ["script", "style", "head", "noscript", "template", "title", "iframe", "object", "select", "svg", "math"]
    private static let blockElements: Set<String> = [
        "p", "div", "section", "article", "header", "footer", "main", "aside", "nav", "figure", "figcaption", "table",
        "thead", "tbody", "tfoot", "tr", "dl", "dt", "dd", "address", "center", "form", "fieldset", "details", "summary",
        "caption", "body", "html",
    ]
    private static let inlineStyles: [String: ArticleText.Style] = [
        "em": .emphasis, "i": .emphasis, "cite": .emphasis, "dfn": .emphasis, "var": .emphasis,
        "strong": .strong, "b": .strong, "code": .code, "kbd": .code, "samp": .code, "tt": .code,
    ]
    private static let bullets = ["•", "◦", "▪"]
    private static let tableParts: Set<String> = ["table", "tr", "td", "th", "thead"]
    private static let maximumDepth = 400

    private let baseURL: URL?
    let plain: Bool
    var blocks: [ArticleText.Block] = []
    var links: [String] = []
    var runs: [ArticleText.Run] = []
    var buffer: [UInt8] = []
    var bufferStyle: ArticleText.Style = .plain
    var pendingSpace = false
    /// The style of the text the pending space was in: a space belongs where the source had it.
    var pendingSpaceStyle: ArticleText.Style = .plain
    var pendingKind: ArticleText.Kind?
    var lists: [ListState] = []
    var quoteDepth = 0
    var preDepth = 0
    var styles: [ArticleText.Style] = []
    var linkNumber: Int?
    var table: HTMLTableBuilder?
    /// Tables inside a table's cell: their cells run on inside that cell.
    var nestedTables = 0

    init(baseURL: URL?, plain: Bool) {
        self.baseURL = baseURL
        self.plain = plain
    }

    var blockIsEmpty: Bool { buffer.isEmpty && runs.isEmpty }
    /// The style text gets now (a link's, else the innermost inline style's), kept up to date
    /// by `restyle()` rather than worked out for every byte.
    private(set) var style: ArticleText.Style = .plain

    private mutating func restyle() {
        style = linkNumber.map { .link(number: $0) } ?? styles.last ?? .plain
    }

    mutating func visit(_ node: xmlNodePtr, depth: Int) {
        guard depth < Self.maximumDepth else { return }
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            if let content = node.pointee.content { appendText(content) }
        case XML_ELEMENT_NODE:
            element(node, name: String(cString: node.pointee.name), depth: depth)
        default:
            break
        }
    }

    private mutating func visitChildren(_ node: xmlNodePtr, depth: Int) {
        var child = node.pointee.children
        while let current = child {
            visit(current, depth: depth + 1)
            child = current.pointee.next
        }
    }

    private mutating func element(_ node: xmlNodePtr, name: String, depth: Int) {
        if Self.dropped.contains(name) { return }
        if let inline = Self.inlineStyles[name] {
            styles.append(inline)
            restyle()
            visitChildren(node, depth: depth)
            styles.removeLast()
            restyle()
            return
        }
        if !plain, Self.tableParts.contains(name), tableElement(node, name: name, depth: depth) { return }
        if Self.blockElements.contains(name) {
            flushBlock()
            visitChildren(node, depth: depth)
            flushBlock()
            return
        }
        switch name {
        case "br":
            if plain { markSpace() } else if !blockIsEmpty { buffer.append(0x0A); pendingSpace = false }
        case "img":
            image(node)
        case "a":
            link(node, depth: depth)
        case "h1", "h2", "h3", "h4", "h5", "h6":
            flushBlock()
            pendingKind = .heading(level: Int(name.dropFirst()) ?? 1)
            visitChildren(node, depth: depth)
            flushBlock()
            pendingKind = nil
        case "ul", "ol", "menu", "dir":
            flushBlock()
            let start = name == "ol" ? attribute("start", of: node).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } : nil
            lists.append(ListState(ordered: name == "ol", next: start ?? 1))
            visitChildren(node, depth: depth)
            flushBlock()
            lists.removeLast()
        case "li":
            listItem(node, depth: depth)
        case "blockquote":
            flushBlock()
            quoteDepth += 1
            visitChildren(node, depth: depth)
            flushBlock()
            quoteDepth -= 1
        case "pre", "listing", "xmp", "plaintext":
            flushBlock()
            preDepth += 1
            visitChildren(node, depth: depth)
            flushBlock()
            preDepth -= 1
        case "hr":
            flushBlock()
            if !plain { blocks.append(ArticleText.Block(kind: .rule, runs: [], indent: lists.count, quoteDepth: quoteDepth)) }
        case "td", "th":
            markSpace()
            visitChildren(node, depth: depth)
            markSpace()
        default:
            visitChildren(node, depth: depth)
        }
    }

    /// A link's target, resolved and numbered; nil for none, `javascript:` or an inline `data:` image.
    private mutating func numberedLink(_ attributeName: String, of node: xmlNodePtr) -> Int? {
        guard let href = attribute(attributeName, of: node)?.trimmingCharacters(in: .whitespacesAndNewlines), !href.isEmpty,
              !href.lowercased().hasPrefix("javascript:"), !href.lowercased().hasPrefix("data:") else { return nil }
        let isAbsolute = href.hasPrefix("https://") || href.hasPrefix("http://")
        links.append(isAbsolute ? href : URL(string: href, relativeTo: baseURL)?.absoluteString ?? href)
        return links.count
    }

    /// `[image: alt]`, or `[image]`, numbered like a link when it has a source.
    private mutating func image(_ node: xmlNodePtr) {
        guard !plain else { return }
        let alt = FeedValues.collapse(attribute("alt", of: node) ?? "")
        let label = alt.isEmpty ? "[image]" : "[image: \(alt)]"
        guard let number = numberedLink("src", of: node) else {
            appendLiteral(label, style: style)
            return
        }
        appendLiteral(label, style: .link(number: number))
        appendLiteral("[\(number)]", style: .plain, spaceStyle: .plain)
    }

    private mutating func link(_ node: xmlNodePtr, depth: Int) {
        guard !plain, let number = numberedLink("href", of: node) else {
            visitChildren(node, depth: depth)
            return
        }
        let outer = linkNumber
        linkNumber = number
        restyle()
        visitChildren(node, depth: depth)
        linkNumber = outer
        restyle()
        appendLiteral("[\(number)]", style: .plain, spaceStyle: .plain, keepingPendingSpace: true)
    }

    /// A table's parts; false when `name` is walked as before (a table inside a cell, or a
    /// stray `td` outside any table).
    private mutating func tableElement(_ node: xmlNodePtr, name: String, depth: Int) -> Bool {
        if name == "table" {
            flushBlock()
            if table != nil {
                nestedTables += 1
                visitChildren(node, depth: depth)
                flushBlock()
                nestedTables -= 1
                return true
            }
            table = HTMLTableBuilder()
            visitChildren(node, depth: depth)
            flushBlock()
            blocks += table?.blocks(indent: lists.count, quoteDepth: quoteDepth) ?? []
            table = nil
            return true
        }
        guard table != nil, nestedTables == 0 else { return false }
        flushBlock()
        switch name {
        case "tr":
            table?.startRow()
            visitChildren(node, depth: depth)
            flushBlock()
            table?.endRow()
        case "thead":
            table?.inHead = true
            visitChildren(node, depth: depth)
            flushBlock()
            table?.inHead = false
        default:
            let span = attribute("colspan", of: node).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 1
            table?.startCell(header: name == "th", columnSpan: span)
            visitChildren(node, depth: depth)
            flushBlock()
            table?.endCell()
        }
        return true
    }

    private mutating func listItem(_ node: xmlNodePtr, depth: Int) {
        flushBlock()
        if lists.isEmpty { lists.append(ListState(ordered: false, next: 1)) }
        if let value = attribute("value", of: node).flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
            lists[lists.count - 1].next = value
        }
        let list = lists[lists.count - 1]
        pendingKind = .listItem(marker: list.ordered ? "\(list.next)." : Self.bullets[(lists.count - 1) % Self.bullets.count])
        lists[lists.count - 1].next += 1
        visitChildren(node, depth: depth)
        flushBlock()
        pendingKind = nil
    }

    private func attribute(_ name: String, of node: xmlNodePtr) -> String? {
        var property = node.pointee.properties
        while let current = property {
            if String(cString: current.pointee.name).lowercased() == name {
                guard let text = current.pointee.children?.pointee.content else { return "" }
                return String(cString: text)
            }
            property = current.pointee.next
        }
        return nil
    }
}
