import CLibXML2
import Entities
import Foundation

/// HTML from feeds (article bodies, summaries, titles) as text, parsed with libxml2's forgiving
/// HTML parser: tag soup, unclosed tags and HTML entities come out as a clean tree.
public enum HTMLText {
    /// Article body as styled blocks; links numbered in order, resolved against baseURL.
    public static func render(_ html: String, baseURL: URL?) -> ArticleText {
        var renderer = HTMLRenderer(baseURL: baseURL, plain: false)
        walkDocument(html, with: &renderer)
        return renderer.finish()
    }

    /// The same as one line of plain text (whitespace collapsed), for summaries, search indexing
    /// and CLI output. No link markers, no images.
    public static func plainText(_ html: String) -> String {
        if !html.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }) {
            return FeedValues.collapse(html)
        }
        var renderer = HTMLRenderer(baseURL: nil, plain: true)
        walkDocument(html, with: &renderer)
        return renderer.finishPlain()
    }

    /// The words of an HTML body for the full-text index, read without building a document:
    /// never shown, so neither laid out nor styled (`HTMLSearchText`).
    @Sendable public static func searchText(_ html: String) -> String {
        HTMLSearchText.of(html)
    }

    /// Goes up by one whenever `searchText` could give other words for the same HTML: the news
    /// cache then re-indexes every article, since it can only take out words it is given again.
    /// `SearchTextVersionTests` records its words on sample HTML to catch a change made without it.
    public static let searchTextVersion = 2

    private static func walkDocument(_ html: String, with renderer: inout HTMLRenderer) {
        LibXML2.ready()
        var html = html
        let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue)
        let document = html.withUTF8 { buffer -> htmlDocPtr? in
            guard let base = buffer.baseAddress, buffer.count > 0, buffer.count < Int(Int32.max) else { return nil }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                htmlReadMemory($0, Int32(buffer.count), nil, "UTF-8", options)
            }
        }
        guard let document else { return }
        defer { xmlFreeDoc(document) }
        var child = document.pointee.children
        while let node = child {
            renderer.visit(node, depth: 0)
            child = node.pointee.next
        }
    }
}
