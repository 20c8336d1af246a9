import Entities
import Foundation

/// RSS 0.90–0.94 and 2.0 (`<rss><channel><item>`), and RSS 1.0 / 0.90 RDF (`<rdf:RDF>` with
/// `<channel>` and `<item>` side by side), with the dc:, content: and atom: elements feeds add.
enum RSSReader {
    private static let rss: [String] = ["", Namespace.rss10, Namespace.rss090]
    private static let dc: [String] = [Namespace.dc]
    private static let dcterms: [String] = [Namespace.dcterms]
    private static let atom: [String] = [Namespace.atom]

    /// Items are `item`s in the root (RSS 1.0) or in its `channel` (RSS 2.0).
    static let shape = XMLFeedStream.Shape(itemName: "item", itemNamespaces: rss, containerNames: ["channel"],
                                           metadataNames: Set(["title", "link"]).union(FeedUpdatesReader.elementNames))

    /// The document from the root `XMLFeedStream` kept and the items it read.
    static func document(_ root: XMLTreeElement, items: [FeedItem]) -> FeedDocument {
        let channel = root.name == "channel" ? root : root.child("channel", in: rss)
        let title = (channel?.child("title", in: rss) ?? channel?.child("title", in: dc))?.text
        let link = channel?.child("link", in: rss).flatMap { $0.resolve($0.text) }
            ?? channel.flatMap { AtomReader.bestLink(in: $0, namespaces: atom) }
        return FeedDocument(title: FeedValues.rssTitle(title), link: link, items: items,
                            updates: FeedUpdatesReader.updates(in: channel, rss: rss))
    }

    static func item(_ element: XMLTreeElement) -> FeedItem {
        let guid = element.child("guid", in: rss)
        let summary = FeedValues.nonEmpty(element.child("description", in: rss).map { FeedText($0.text, format: .html) })
        let content = FeedValues.nonEmpty(element.child("encoded", in: [Namespace.content]).map { FeedText($0.text, format: .html) })
        let title = FeedValues.rssTitle((element.child("title", in: rss) ?? element.child("title", in: dc))?.text)
        let date = { (names: [(String, [String])]) -> Date? in
            names.lazy.compactMap { element.child($0.0, in: $0.1)?.trimmedText.flatMap(FeedDate.parse) }.first
        }
        return FeedItem(
            id: guid?.trimmedText ?? element.attributes["rdf:about"],
            title: FeedValues.itemTitle(title, summary: summary, content: content),
            link: link(element, guid: guid),
            author: FeedValues.author(element.child("author", in: rss)?.text ?? element.child("creator", in: dc)?.text
                ?? element.child("author", in: atom)?.child("name", in: atom)?.text),
            published: date([("pubDate", rss), ("date", dc), ("issued", dcterms), ("published", atom)]),
            updated: date([("modified", dcterms), ("updated", atom)]),
            summary: summary,
            content: content,
            enclosures: EnclosureValues.unique(element.children("enclosure", in: rss).compactMap(enclosure)))
    }

    /// `<link>`, else a permalink guid, else an Atom link.
    private static func link(_ element: XMLTreeElement, guid: XMLTreeElement?) -> String? {
        if let link = element.child("link", in: rss), let resolved = link.resolve(link.text) { return resolved }
        if let guid, guid.attributes["isPermaLink"]?.lowercased() != "false", let text = guid.trimmedText,
           text.lowercased().hasPrefix("http://") || text.lowercased().hasPrefix("https://") {
            return text
        }
        return AtomReader.bestLink(in: element, namespaces: atom)
    }

    private static func enclosure(_ element: XMLTreeElement) -> Enclosure? {
        guard let url = element.resolve(element.attributes["url"]) else { return nil }
        return EnclosureValues.make(url: url, type: element.attributes["type"], length: element.attributes["length"])
    }
}
