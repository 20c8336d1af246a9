import CLibXML2
import Entities
import Foundation

/// Walks libxml2's HTML tree into `ArticleText` blocks (or, `plain`, into one line of text).
/// Text is gathered as UTF-8 bytes and whitespace collapsed as it comes, outside `pre`.
struct HTMLRenderer {
    private struct ListState {
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
    private static let maximumDepth = 400

    private let baseURL: URL?
    private let plain: Bool
    private var blocks: [ArticleText.Block] = []
    private var links: [String] = []
    private var runs: [ArticleText.Run] = []
    private var buffer: [UInt8] = []
    private var bufferStyle: ArticleText.Style = .plain
    private var pendingSpace = false
    /// The style of the text the pending space was in: a space belongs where the source had it.
    private var pendingSpaceStyle: ArticleText.Style = .plain
    private var pendingKind: ArticleText.Kind?
    private var lists: [ListState] = []
    private var quoteDepth = 0
    private var preDepth = 0
    private var styles: [ArticleText.Style] = []
    private var linkNumber: Int?

    init(baseURL: URL?, plain: Bool) {
        self.baseURL = baseURL
        self.plain = plain
    }

    private var blockIsEmpty: Bool { buffer.isEmpty && runs.isEmpty }
    /// The style text gets now (a link's, else the innermost inline style's), kept up to date
    /// by `restyle()` rather than worked out for every byte.
    private var style: ArticleText.Style = .plain

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
            guard !plain else { return }
            let alt = FeedValues.collapse(attribute("alt", of: node) ?? "")
            appendLiteral(alt.isEmpty ? "[image]" : "[image: \(alt)]", style: style)
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

    private mutating func link(_ node: xmlNodePtr, depth: Int) {
        guard !plain, let href = attribute("href", of: node)?.trimmingCharacters(in: .whitespacesAndNewlines), !href.isEmpty,
              !href.lowercased().hasPrefix("javascript:") else {
            visitChildren(node, depth: depth)
            return
        }
        let isAbsolute = href.hasPrefix("https://") || href.hasPrefix("http://")
        links.append(isAbsolute ? href : URL(string: href, relativeTo: baseURL)?.absoluteString ?? href)
        let number = links.count
        let outer = linkNumber
        linkNumber = number
        restyle()
        visitChildren(node, depth: depth)
        linkNumber = outer
        restyle()
        appendLiteral("[\(number)]", style: .plain, spaceStyle: .plain, keepingPendingSpace: true)
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

extension HTMLRenderer {
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C }

    fileprivate mutating func appendText(_ content: UnsafePointer<xmlChar>) {
        var pointer = content
        if preDepth > 0 && !plain {
            switchStyle(to: style)
            while pointer.pointee != 0 {
                if pointer.pointee != 0x0D { buffer.append(pointer.pointee) }
                pointer += 1
            }
            return
        }
        while pointer.pointee != 0 {
            if Self.isSpace(pointer.pointee) {
                markSpace()
                pointer += 1
                continue
            }
            let word = pointer
            while pointer.pointee != 0, !Self.isSpace(pointer.pointee) { pointer += 1 }
            if pendingSpace {
                if !blockIsEmpty, buffer.last != 0x0A {
                    switchStyle(to: pendingSpaceStyle)
                    buffer.append(0x20)
                }
                pendingSpace = false
            }
            if buffer.isEmpty || bufferStyle != style { switchStyle(to: style) }
            buffer.append(contentsOf: UnsafeBufferPointer(start: word, count: pointer - word))
        }
    }

    fileprivate mutating func markSpace() {
        guard !pendingSpace else { return }
        pendingSpace = true
        pendingSpaceStyle = style
    }

    /// Text Adder adds (`[image]`, a link's `[1]`), set off from what comes before by a space.
    fileprivate mutating func appendLiteral(_ text: String, style literalStyle: ArticleText.Style,
                                            spaceStyle: ArticleText.Style? = nil, keepingPendingSpace: Bool = false) {
        let hadPendingSpace = pendingSpace
        if !blockIsEmpty {
            let last = buffer.last ?? runs.last?.text.utf8.last
            if pendingSpace || (last != 0x20 && last != 0x0A) {
                switchStyle(to: spaceStyle ?? (pendingSpace ? pendingSpaceStyle : literalStyle))
                buffer.append(0x20)
            }
        }
        pendingSpace = keepingPendingSpace && hadPendingSpace
        switchStyle(to: literalStyle)
        buffer.append(contentsOf: text.utf8)
    }

    private mutating func switchStyle(to newStyle: ArticleText.Style) {
        guard newStyle != bufferStyle else { return }
        closeRun()
        bufferStyle = newStyle
    }

    private mutating func closeRun() {
        guard !buffer.isEmpty else { return }
        let text = String(decoding: buffer, as: UTF8.self)
        if let last = runs.last, last.style == bufferStyle {
            runs[runs.count - 1].text += text
        } else {
            runs.append(ArticleText.Run(text, style: bufferStyle))
        }
        buffer.removeAll(keepingCapacity: true)
    }

    fileprivate mutating func flushBlock() {
        if plain {
            markSpace()
            return
        }
        while let last = buffer.last, Self.isSpace(last) { buffer.removeLast() }
        closeRun()
        pendingSpace = false
        defer { runs.removeAll() }
        while let last = runs.last {
            let kept = last.text.utf8.reversed().drop(while: Self.isSpace).count
            if kept == last.text.utf8.count { break }
            if kept > 0 { runs[runs.count - 1].text = String(decoding: last.text.utf8.prefix(kept), as: UTF8.self); break }
            runs.removeLast()
        }
        if preDepth > 0, let first = runs.first {
            runs[0].text = String(first.text.drop { $0 == "\n" })
        }
        guard runs.contains(where: { !$0.text.isEmpty }) else { return }
        let kind = preDepth > 0 ? .preformatted : pendingKind ?? .paragraph
        blocks.append(ArticleText.Block(kind: kind, runs: runs, indent: lists.count, quoteDepth: quoteDepth))
        pendingKind = nil
    }

    mutating func finish() -> ArticleText {
        flushBlock()
        return ArticleText(blocks: blocks, links: links)
    }

    mutating func finishPlain() -> String {
        closeRun()
        return runs.map(\.text).joined()
    }
}
