import Foundation

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
        var scanner = DAVXMLScanner(data)
        do {
            return try scanner.root()
        } catch {
            throw SyncError("\(url.absoluteString) answered with XML that cannot be read (line \(error.line)); nothing was changed.")
        }
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

/// A REPORT's answer as the sync reads it. Package access: the CalDAV fuzz target's way in.
package enum DAVAnswer {
    /// Each response's path, ETag and calendar-data in `data`; nil when it is not a multistatus.
    package static func members(of data: Data) -> [(path: String, etag: String?, calendarData: String?)]? {
        let url = URL(string: "http://127.0.0.1/")!
        guard let status = try? DAVMultistatus(DAVXML.parse(data, from: url), from: url) else { return nil }
        return status.responses.map {
            (CalDAVServer.path($0.href), $0.property("getetag")?.text, $0.property("calendar-data", DAVXML.caldav)?.text)
        }
    }
}
