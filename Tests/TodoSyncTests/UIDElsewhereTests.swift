import Foundation
import TestSupport
import Testing
import TodoInterop
@testable import TodoSync

@Suite("A new to-do whose UID the server holds at another href, against a real Radicale", .serialized)
struct UIDElsewhereTests {
    @Test("409 on the upload: the resource holding the UID becomes the to-do's copy; no duplicate, nothing refused")
    func conflictOnUpload() async throws {
        let server = try CalDAVTestServer(.radicale)
        let calendar = try await server.withCalendar()
        let home = try SyncHome(server, calendar: calendar)
        _ = try await home.sync()
        try home.add("Water plants")
        let uid = ICalendarResource.newUID(for: try #require(home.store.todos.first))
        let remote = ServerCalendar(server: home.server, calendar: calendar)
        let written = try await remote.put("other-client.ics", """
            BEGIN:VCALENDAR
            VERSION:2.0
            PRODID:-//other//EN
            BEGIN:VTODO
            UID:\(uid)
            DTSTAMP:20260101T100000Z
            SUMMARY:Water plants
            X-OTHER-CLIENT:kept
            END:VTODO
            END:VCALENDAR
            """)
        #expect(written == 201)
        // A listing that missed it: the stored token is moved past that PUT.
        var state = try #require(try SyncState.load(from: home.stateFile))
        state.syncToken = try await CalDAVCollection(server: home.server, path: calendar.path).changes(since: state.syncToken).token
        try state.save(to: home.stateFile)

        let report = try await home.sync()
        #expect(report.refused.isEmpty, "\(report.refused)")
        let resources = try await remote.resources()
        #expect(resources.map(\.href) == [calendar.path + "other-client.ics"])
        #expect(String(decoding: try #require(resources.first).data, as: UTF8.self).contains("X-OTHER-CLIENT:kept"))
        #expect(try SyncState.load(from: home.stateFile)?.items.map(\.href) == [calendar.path + "other-client.ics"])
        #expect(try await home.sync().requests == 1, "settled: the next sync is one request")
    }
}
