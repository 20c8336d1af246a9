import Entities
import Foundation

/// Atom 1.0 (RFC 4287) and Atom 0.3. Relative links resolve against the nested `xml:base`s.
enum AtomReader {
    private static let atom: [String] = [Namespace.atom, Namespace.atom03, ""]

    static let shape = XMLFeedStream.Shape(itemName: "entry", itemNamespaces: atom, containerNames: [],
                                           metadataNames: ["title", "link", "author", "creator"])

    /// The document from the root `XMLFeedStream` kept and the entries it read. The feed's author
    /// (which may come after the entries) goes to every entry without one.
    static func document(_ root: XMLTreeElement, entries: [FeedItem]) -> FeedDocument {
        let feedAuthor = authorName(root)
        let entries = entries.map { entry in
            var entry = entry
            entry.author = entry.author ?? feedAuthor
            return entry
        }
        return FeedDocument(title: title(root.child("title", in: atom)), link: bestLink(in: root, namespaces: atom), items: entries)
    }

    /// An entry, without the feed's author (`document` adds it).
    static func entry(from element: XMLTreeElement) -> FeedItem {
        let date = { (names: [String]) -> Date? in
            names.lazy.compactMap { element.child($0, in: atom)?.trimmedText.flatMap(FeedDate.parse) }.first
        }
        let summary = element.child("summary", in: atom).flatMap(AtomTextConstruct.read)
        let content = element.child("content", in: atom).flatMap(AtomTextConstruct.read)
        let links = element.children("link", in: atom)
        return FeedItem(
            id: element.child("id", in: atom)?.trimmedText,
            title: FeedValues.itemTitle(title(element.child("title", in: atom)), summary: summary, content: content),
            link: bestLink(in: element, namespaces: atom),
            author: authorName(element) ?? element.child("source", in: atom).flatMap(authorName),
            published: date(["published", "issued", "created", "updated", "modified"]),
            updated: date(["updated", "modified"]),
            summary: FeedValues.nonEmpty(summary),
            content: FeedValues.nonEmpty(content),
            enclosures: EnclosureValues.unique(links.filter { $0.attributes["rel"] == "enclosure" }.compactMap { link in
                link.resolve(link.attributes["href"]).map {
                    EnclosureValues.make(url: $0, type: link.attributes["type"], length: link.attributes["length"])
                }
            }))
    }

    /// The `rel="alternate"` link (an HTML one first), else the first without `rel`.
    static func bestLink(in element: XMLTreeElement, namespaces: [String]) -> String? {
        let links = element.children("link", in: namespaces).filter { $0.attributes["href"] != nil }
        let alternates = links.filter { $0.attributes["rel"] == "alternate" }
        let chosen = alternates.first { $0.attributes["type"]?.contains("html") ?? false } ?? alternates.first
            ?? links.first { $0.attributes["rel"] == nil }
        return chosen.flatMap { $0.resolve($0.attributes["href"]) }
    }

    private static func authorName(_ element: XMLTreeElement) -> String? {
        let author = element.child("author", in: atom) ?? element.child("creator", in: [Namespace.dc])
        return FeedValues.author(author?.child("name", in: atom)?.text ?? author?.text)
    }

    private static func title(_ element: XMLTreeElement?) -> String {
        guard let element, let text = AtomTextConstruct.read(element) else { return "" }
        return FeedValues.title(text.text, isHTML: text.format == .html)
    }
}

/// An Atom text construct (title, summary, content) as text or HTML markup.
enum AtomTextConstruct {
    static func read(_ element: XMLTreeElement) -> FeedText? {
        if element.attributes["src"] != nil { return nil }  // out-of-line content
        let type = element.attributes["type"]?.lowercased()
        switch element.attributes["mode"]?.lowercased() {
        case "base64":
            guard let data = Data(base64Encoded: element.text, options: .ignoreUnknownCharacters) else { return nil }
            return FeedText(String(decoding: data, as: UTF8.self), format: isHTML(type) ? .html : .plain)
        case "escaped":
            return FeedText(element.text, format: type == "text/plain" || type == "text" ? .plain : .html)
        default:
            break
        }
        let hasElements = element.elements.contains { _ in true }
        switch type {
        case nil, "text", "text/plain":
            return hasElements ? FeedText(XHTMLSerializer.innerMarkup(of: element), format: .html) : FeedText(element.text, format: .plain)
        case "html":
            return FeedText(element.text, format: .html)
        case "xhtml":
            return FeedText(XHTMLSerializer.innerMarkup(of: element), format: .html)
        case let mime?:
            if hasElements { return FeedText(XHTMLSerializer.innerMarkup(of: element), format: .html) }
            if isHTML(mime) { return FeedText(element.text, format: .html) }
            return mime.hasPrefix("text/") ? FeedText(element.text, format: .plain) : nil
        }
    }

    private static func isHTML(_ type: String?) -> Bool {
        guard let type else { return false }
        return type.contains("html") || type.contains("xml")
    }
}
