import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element of a WebDAV answer: namespace, local name, text and children.
struct DAVElement: Sendable {
    var namespace: String
    var name: String
    var attributes: [String: String] = [:]
    var text = ""
    var children: [DAVElement] = []

    /// The first child called `name` (in the DAV: namespace unless `namespace` says otherwise).
    func child(_ name: String, _ namespace: String = DAVXML.dav) -> DAVElement? {
        children.first { $0.name == name && $0.namespace == namespace }
    }

    func all(_ name: String, _ namespace: String = DAVXML.dav) -> [DAVElement] {
        children.filter { $0.name == name && $0.namespace == namespace }
    }

    /// The element at the end of a path of DAV: names.
    func path(_ names: String...) -> DAVElement? {
        var element: DAVElement? = self
        for name in names { element = element?.child(name) }
        return element
    }
}

/// Reading and writing the XML bodies of WebDAV and CalDAV.
enum DAVXML {
    static let dav = "DAV:"
    static let caldav = "urn:ietf:params:xml:ns:caldav"

    /// The root element of `data`; one sentence naming `url` when it is not well-formed XML.
    static func parse(_ data: Data, from url: URL) throws(SyncError) -> DAVElement {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            let line = parser.lineNumber
            throw SyncError("\(url.absoluteString) answered with XML that cannot be read (line \(line)); nothing was changed.")
        }
        return root
    }

    /// `text` with `&`, `<`, `>` and quotes escaped.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [DAVElement] = []
        var root: DAVElement?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            guard stack.count < 64 else { parser.abortParsing(); return }
            stack.append(DAVElement(namespace: namespaceURI ?? "", name: name, attributes: attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard var element = stack.popLast() else { return }
            if !element.children.isEmpty { element.text = element.text.trimmingCharacters(in: .whitespacesAndNewlines) }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }
    }
}

/// One `<response>` of a multistatus: its href, status and the properties found (200 propstat).
struct DAVResponseEntry: Sendable {
    var href: String
    /// The response's own status (sync-collection reports a removed member as 404 here).
    var status: Int?
    var properties: [DAVElement]

    func property(_ name: String, _ namespace: String = DAVXML.dav) -> DAVElement? {
        properties.first { $0.name == name && $0.namespace == namespace }
    }
}

/// A multistatus answer (RFC 4918 §13): its responses and, for sync-collection, the new token.
struct DAVMultistatus: Sendable {
    var responses: [DAVResponseEntry] = []
    var syncToken: String?

    init(_ root: DAVElement, from url: URL) throws(SyncError) {
        guard root.name == "multistatus", root.namespace == DAVXML.dav else {
            throw SyncError("\(url.absoluteString) did not answer with a WebDAV multistatus; nothing was changed.")
        }
        syncToken = root.child("sync-token")?.text
        for response in root.all("response") {
            guard let href = response.child("href")?.text, !href.isEmpty else { continue }
            var entry = DAVResponseEntry(href: href.removingPercentEncoding ?? href,
                                         status: response.child("status").flatMap { Self.code($0.text) }, properties: [])
            for propstat in response.all("propstat") where (propstat.child("status").flatMap { Self.code($0.text) } ?? 200) == 200 {
                entry.properties += propstat.child("prop")?.children ?? []
            }
            responses.append(entry)
        }
    }

    /// 404 from "HTTP/1.1 404 Not Found".
    static func code(_ statusLine: String) -> Int? {
        let parts = statusLine.split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }
}
