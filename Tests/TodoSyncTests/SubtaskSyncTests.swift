import Entities
import Foundation
import TestSupport
import Testing
import Todos
@testable import TodoSync

@Suite("Subtasks travel as RELATED-TO;RELTYPE=PARENT both ways, against a real Radicale and Xandikos", .serialized)
struct SubtaskSyncTests {
    @Test("a subtask made here is one there, and one made there (by another client) is one here",
          arguments: CalDAVTestServer.Kind.allCases)
    func subtasksBothWays(kind: CalDAVTestServer.Kind) async throws {
        let server = try CalDAVTestServer(kind)
        let calendar = try await server.withCalendar()
        let laptop = try SyncHome(server, calendar: calendar)
        let trip = try laptop.add("Trip")
        try laptop.add("Book train", parent: trip)
        _ = try await laptop.sync()
        let remote = ServerCalendar(server: laptop.server, calendar: calendar)
        let texts = try await remote.resources().map { String(decoding: $0.data, as: UTF8.self) }
        let tripUID = try #require(try SyncState.load(from: laptop.stateFile)?.items.first { $0.todo == trip }?.uid)
        #expect(texts.contains { $0.contains("SUMMARY:Book train") && $0.contains("RELATED-TO;RELTYPE=PARENT:\(tripUID)") })

        let desktop = try SyncHome(server, calendar: calendar)
        _ = try await desktop.sync()
        let desktopTrip = try #require(desktop.todo(titled: "Trip"))
        #expect(desktop.todo(titled: "Book train")?.parent == desktopTrip.id)

        let written = try await remote.put("phone-1.ics", """
            BEGIN:VCALENDAR
            VERSION:2.0
            PRODID:-//tasks.org//EN
            BEGIN:VTODO
            UID:phone-1
            DTSTAMP:20260101T100000Z
            SUMMARY:Pack
            RELATED-TO;RELTYPE=PARENT:\(tripUID)
            END:VTODO
            END:VCALENDAR
            """)
        #expect(written == 201)
        _ = try await laptop.sync()
        #expect(laptop.todo(titled: "Pack")?.parent == trip)
        // Moved to the top level here: the link goes on the server too.
        try laptop.edit(try #require(laptop.todo(titled: "Pack")).id, TodoPatch(parent: .some(nil)))
        _ = try await laptop.sync()
        _ = try await desktop.sync()
        let pack = try #require(desktop.todo(titled: "Pack"))
        #expect(pack.parent == nil)
    }
}
