import Foundation

/// A calendar on the server that can hold to-dos.
public struct CalDAVCalendar: Sendable, Hashable, Codable {
    /// The collection's path on the server, ending in `/`.
    public var path: String
    /// Its displayname, or its path when it has none.
    public var displayName: String
}

/// Discovery (RFC 6764 and RFC 4791 §6): from a server root or a calendar's URL to the to-do
/// calendars of the logged-in user, and making a new one.
public struct CalDAVServer: Sendable {
    /// The configured URL: the server's root or one calendar's.
    public let base: URL
    let client: DAVClient

    /// A server at `url`, logged in with `credentials` (Basic auth; nil: none), its TLS certificate
    /// checked against the system's CAs and `trust`'s; a request whose answer does not start, or
    /// stops, for `timeoutSeconds`, or trickles in slower than 1 KB a second, fails.
    public init(url: URL, credentials: DAVCredentials?, trust: TrustedCertificates? = nil, timeoutSeconds: Int64 = 30) {
        base = url
        client = DAVClient(base: url, credentials: credentials, trust: trust, timeoutSeconds: timeoutSeconds)
    }

    /// Requests made to the server so far (discovery included).
    public var requestsSent: Int { client.requestsSent }

    /// The configured URL's path, its trailing `/` kept (a collection's).
    var basePath: String {
        let path = base.path(percentEncoded: false)
        return path.isEmpty ? "/" : path
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL {
        var parts = URLComponents(url: base, resolvingAgainstBaseURL: true)!
        parts.percentEncodedPath = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        parts.query = nil
        return parts.url!
    }

    /// PROPFIND of `properties` (`<d:x/>` and `<c:x/>` elements) at `path`, as a multistatus.
    func propfind(_ path: String, depth: Int, _ properties: String) async throws(SyncError) -> DAVMultistatus {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop>\(properties)</d:prop></d:propfind>
            """
        let response = try await client.send("PROPFIND", url(path), headers: ["Depth": String(depth)], body: Data(body.utf8))
        try Self.check(response, "PROPFIND")
        return try DAVMultistatus(DAVXML.parse(response.body, from: response.url), from: response.url)
    }

    /// Throws one sentence unless the answer is a success (207 included).
    static func check(_ response: DAVResponse, _ what: String) throws(SyncError) {
        switch response.status {
        case 200..<300: return
        case 401: throw SyncError("\(response.url.absoluteString) refused the username or password (401); nothing was changed.")
        case 403: throw SyncError("\(response.url.absoluteString) forbids \(what) (403); nothing was changed.")
        case 404: throw SyncError("\(response.url.absoluteString) does not exist (404); nothing was changed.")
        default:
            let retry = response.header("Retry-After").map { " (retry after \($0) s)" } ?? ""
            throw SyncError("\(response.url.absoluteString) answered \(what) with \(response.status)\(retry); nothing was changed.")
        }
    }

    /// The to-do calendars: `base` itself when it is one, else those in the user's calendar home
    /// (found through /.well-known/caldav, current-user-principal and calendar-home-set).
    public func calendars() async throws(SyncError) -> [CalDAVCalendar] {
        let start = basePath
        let here = try await propfind(start, depth: 0, "<d:resourcetype/><d:displayname/><d:current-user-principal/><c:supported-calendar-component-set/>")
        if let own = here.responses.first, let calendar = Self.todoCalendar(own) { return [calendar] }
        var principal = here.responses.first?.property("current-user-principal")?.child("href")?.text
        if principal == nil, start == "/" {
            let known = try await client.send("PROPFIND", url("/.well-known/caldav"), headers: ["Depth": "0"],
                                              body: Data(#"<d:propfind xmlns:d="DAV:"><d:prop><d:current-user-principal/></d:prop></d:propfind>"#.utf8))
            if known.status == 207 {
                let status = try DAVMultistatus(DAVXML.parse(known.body, from: known.url), from: known.url)
                principal = status.responses.first?.property("current-user-principal")?.child("href")?.text
            }
        }
        guard let principal else { throw SyncError("\(base.absoluteString) names no current-user-principal: is it a CalDAV server?") }
        let homes = try await propfind(Self.path(principal), depth: 0, "<c:calendar-home-set/>")
        guard let home = homes.responses.first?.property("calendar-home-set", DAVXML.caldav)?.child("href")?.text else {
            throw SyncError("\(base.absoluteString) names no calendar-home-set for \(principal).")
        }
        let members = try await propfind(Self.path(home), depth: 1, "<d:resourcetype/><d:displayname/><c:supported-calendar-component-set/>")
        return members.responses.compactMap(Self.todoCalendar).sorted { $0.path < $1.path }
    }

    /// The calendar `nameOrPath` names (a display name or a path), among `calendars()`; nil: the only one.
    public func calendar(named nameOrPath: String?) async throws(SyncError) -> CalDAVCalendar {
        let all = try await calendars()
        guard let nameOrPath else {
            guard all.count == 1 else {
                throw SyncError(all.isEmpty ? "The server has no to-do calendar: make one with `adder todo sync --create NAME`."
                    : "The server has \(all.count) to-do calendars: name one as calendar in [todos.sync] (`adder todo sync --list` shows them).")
            }
            return all[0]
        }
        if let match = all.first(where: { $0.displayName == nameOrPath || $0.path == nameOrPath || $0.path == nameOrPath + "/" }) {
            return match
        }
        let names = all.map { "\"\($0.displayName)\"" }.joined(separator: ", ")
        throw SyncError("\(base.absoluteString) has no to-do calendar called \"\(nameOrPath)\" (it has \(names.isEmpty ? "none" : names)).")
    }

    /// Makes a to-do calendar called `name` in the user's calendar home (MKCALENDAR with VTODO).
    public func create(_ name: String) async throws(SyncError) -> CalDAVCalendar {
        let here = try await propfind(basePath, depth: 0, "<d:current-user-principal/>")
        guard let principal = here.responses.first?.property("current-user-principal")?.child("href")?.text else {
            throw SyncError("\(base.absoluteString) names no current-user-principal: is it a CalDAV server?")
        }
        let homes = try await propfind(Self.path(principal), depth: 0, "<c:calendar-home-set/>")
        guard let home = homes.responses.first?.property("calendar-home-set", DAVXML.caldav)?.child("href")?.text else {
            throw SyncError("\(base.absoluteString) names no calendar-home-set for \(principal).")
        }
        let slug = String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }.prefix(60))
        let path = Self.path(home) + (slug.isEmpty ? "todos" : slug) + "/"
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop>\
            <d:displayname>\(DAVXML.escape(name))</d:displayname>\
            <c:supported-calendar-component-set><c:comp name="VTODO"/></c:supported-calendar-component-set>\
            </d:prop></d:set></c:mkcalendar>
            """
        let response = try await client.send("MKCALENDAR", url(path), body: Data(body.utf8))
        if response.status == 405 { throw SyncError("\(url(path).absoluteString) exists already; nothing was created.") }
        try Self.check(response, "MKCALENDAR")
        return CalDAVCalendar(path: path, displayName: name)
    }

    /// A calendar entry that can hold VTODOs (no component set named: all can).
    private static func todoCalendar(_ entry: DAVResponseEntry) -> CalDAVCalendar? {
        guard entry.property("resourcetype")?.child("calendar", DAVXML.caldav) != nil else { return nil }
        if let set = entry.property("supported-calendar-component-set", DAVXML.caldav), !set.children.isEmpty {
            guard set.children.contains(where: { $0.attributes["name"]?.uppercased() == "VTODO" }) else { return nil }
        }
        let path = Self.path(entry.href)
        let name = entry.property("displayname")?.text ?? ""
        return CalDAVCalendar(path: path.hasSuffix("/") ? path : path + "/", displayName: name.isEmpty ? path : name)
    }

    /// The path of an href that may be a full URL.
    static func path(_ href: String) -> String {
        if let url = URL(string: href), url.scheme != nil { return url.path.isEmpty ? "/" : url.path }
        return href
    }
}
