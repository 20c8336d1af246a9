import Foundation
import TodoInterop

/// What changed in a calendar since a sync token (RFC 6578), or, from a full listing, all of it.
struct RemoteChanges: Sendable {
    /// Members added or changed, with their ETags.
    var changed: [String: String?] = [:]
    /// Members gone (sync-collection's 404s).
    var removed: Set<String> = []
    var token: String?
    /// True for a full listing: a member known before and not listed is gone.
    var isFullListing = false
    /// Requests it took.
    var requests = 0
}

/// One resource as the server holds it.
struct RemoteResource: Sendable {
    var href: String
    var etag: String?
    var data: Data
}

/// The requests a sync makes to one calendar: changes, downloads, conditional writes.
struct CalDAVCollection: Sendable {
    let server: CalDAVServer
    /// The calendar's path, ending in `/`.
    let path: String
    static let multigetBatch = 200

    /// Changes since `token` by sync-collection; without a token, a full listing by sync-collection
    /// (with a fresh token). A token the server refuses (403 valid-sync-token, an expired one) is
    /// dropped for a full listing with a fresh token, so later syncs are one request again; a server
    /// without the report gets a full ETag listing (calendar-query).
    func changes(since token: String?) async throws(SyncError) -> RemoteChanges {
        var requests = 0
        var report = try await syncCollection(token ?? "")
        requests += 1
        var isFullListing = token == nil
        if token != nil, [403, 409, 412].contains(report.status) {
            report = try await syncCollection("")
            requests += 1
            isFullListing = true
        }
        if report.status == 207 {
            var changes = try parseSyncCollection(report)
            changes.isFullListing = isFullListing
            changes.requests = requests
            return changes
        }
        if report.status == 404 || report.status == 410 {
            throw SyncError("The calendar \(server.url(path).absoluteString) is gone (\(report.status)); nothing was changed. Check `calendar` in [todos.sync], or make it again with `adder todo sync --create NAME`.")
        }
        guard [400, 403, 409, 412, 415, 501].contains(report.status) else { try CalDAVServer.check(report, "REPORT sync-collection"); return RemoteChanges() }
        var changes = try await fullListing()
        changes.requests += requests
        return changes
    }

    private func syncCollection(_ token: String) async throws(SyncError) -> DAVResponse {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <d:sync-collection xmlns:d="DAV:"><d:sync-token>\(DAVXML.escape(token))</d:sync-token>\
            <d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>
            """
        return try await server.client.send("REPORT", server.url(path), headers: ["Depth": "1"], body: Data(body.utf8))
    }

    private func parseSyncCollection(_ response: DAVResponse) throws(SyncError) -> RemoteChanges {
        let status = try DAVMultistatus(DAVXML.parse(response.body, from: response.url), from: response.url)
        var changes = RemoteChanges(token: status.syncToken)
        for entry in status.responses {
            let href = CalDAVServer.path(entry.href)
            guard isMember(href) else { continue }
            if entry.status == 404 {
                changes.removed.insert(href)
            } else {
                changes.changed[href] = entry.property("getetag")?.text
            }
        }
        return changes
    }

    /// Every VTODO's href and ETag (calendar-query), for servers without a usable sync token.
    func fullListing() async throws(SyncError) -> RemoteChanges {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop>\
            <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"/></c:comp-filter></c:filter></c:calendar-query>
            """
        let response = try await server.client.send("REPORT", server.url(path), headers: ["Depth": "1"], body: Data(body.utf8))
        if response.status == 404 || response.status == 410 {
            throw SyncError("The calendar \(server.url(path).absoluteString) is gone (\(response.status)); nothing was changed.")
        }
        try CalDAVServer.check(response, "REPORT calendar-query")
        let status = try DAVMultistatus(DAVXML.parse(response.body, from: response.url), from: response.url)
        var changes = RemoteChanges(isFullListing: true, requests: 1)
        for entry in status.responses where isMember(CalDAVServer.path(entry.href)) {
            changes.changed[CalDAVServer.path(entry.href)] = entry.property("getetag")?.text
        }
        return changes
    }

    /// The resource whose VTODO has `uid` (calendar-query with a text-match on UID), if any.
    func find(uid: String) async throws(SyncError) -> (resource: RemoteResource?, requests: Int) {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop>\
            <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"><c:prop-filter name="UID">\
            <c:text-match collation="i;octet">\(DAVXML.escape(uid))</c:text-match></c:prop-filter></c:comp-filter></c:comp-filter></c:filter>\
            </c:calendar-query>
            """
        let response = try await server.client.send("REPORT", server.url(path), headers: ["Depth": "1"], body: Data(body.utf8))
        try CalDAVServer.check(response, "REPORT calendar-query")
        let status = try DAVMultistatus(DAVXML.parse(response.body, from: response.url), from: response.url)
        for entry in status.responses where isMember(CalDAVServer.path(entry.href)) {
            guard let text = entry.property("calendar-data", DAVXML.caldav)?.text,
                  ((try? ICalendarResource.read(Data(text.utf8), file: entry.href, timeZone: .gmt)) ?? nil)?.foreignID == uid else { continue }
            return (RemoteResource(href: CalDAVServer.path(entry.href), etag: entry.property("getetag")?.text, data: Data(text.utf8)), 1)
        }
        return (nil, 1)
    }

    /// The resources at `hrefs`, by calendar-multiget in batches.
    func download(_ hrefs: [String]) async throws(SyncError) -> (resources: [RemoteResource], requests: Int) {
        var resources: [RemoteResource] = []
        var requests = 0
        for start in stride(from: 0, to: hrefs.count, by: Self.multigetBatch) {
            let batch = hrefs[start..<min(start + Self.multigetBatch, hrefs.count)]
            let refs = batch.map { "<d:href>\(DAVXML.escape($0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0))</d:href>" }.joined()
            let body = """
                <?xml version="1.0" encoding="utf-8"?>
                <c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">\
                <d:prop><d:getetag/><c:calendar-data/></d:prop>\(refs)</c:calendar-multiget>
                """
            let response = try await server.client.send("REPORT", server.url(path), headers: ["Depth": "1"], body: Data(body.utf8))
            requests += 1
            try CalDAVServer.check(response, "REPORT calendar-multiget")
            let status = try DAVMultistatus(DAVXML.parse(response.body, from: response.url), from: response.url)
            for entry in status.responses {
                guard let text = entry.property("calendar-data", DAVXML.caldav)?.text else { continue }
                resources.append(RemoteResource(href: CalDAVServer.path(entry.href), etag: entry.property("getetag")?.text,
                                                data: Data(text.utf8)))
            }
        }
        return (resources, requests)
    }

    /// How a conditional write ended.
    enum WriteResult: Sendable {
        case written(etag: String?)
        /// 412: the server's copy changed (or, for a new one, exists).
        case changedOnServer
        /// 409 or 403 on a new resource: the UID is at another href, or the server refuses it.
        case refused(Int)
        /// 404 on an update or delete: gone from the server.
        case gone
    }

    /// PUT with `If-None-Match: *` (new) or `If-Match: etag` (update); never `If-Match: *`.
    func put(_ href: String, _ data: Data, ifMatch etag: String?) async throws(SyncError) -> WriteResult {
        var headers = ["Content-Type": "text/calendar; charset=utf-8"]
        if let etag { headers["If-Match"] = etag } else { headers["If-None-Match"] = "*" }
        let response = try await server.client.send("PUT", server.url(href), headers: headers, body: data)
        return try result(of: response, "PUT")
    }

    /// DELETE with `If-Match: etag`.
    func delete(_ href: String, ifMatch etag: String?) async throws(SyncError) -> WriteResult {
        let headers = etag.map { ["If-Match": $0] } ?? [:]
        let response = try await server.client.send("DELETE", server.url(href), headers: headers)
        return try result(of: response, "DELETE")
    }

    private func result(of response: DAVResponse, _ method: String) throws(SyncError) -> WriteResult {
        switch response.status {
        case 200..<300: return .written(etag: response.header("ETag"))
        case 412: return .changedOnServer
        case 404, 410: return .gone
        case 409: return .refused(response.status)
        case 403 where method == "PUT": return .refused(response.status)
        default:
            try CalDAVServer.check(response, method)
            return .refused(response.status)
        }
    }

    /// A resource in the calendar (not the calendar itself).
    private func isMember(_ href: String) -> Bool {
        href != path && href + "/" != path && href.hasPrefix(path)
    }
}
