import Entities
import Foundation
import TestSupport
import Testing
import Todos
@testable import TodoSync

@Suite("Conflicts and what other clients wrote, against a real Radicale and Xandikos", .serialized)
struct ConflictTests {
    @Test("different fields changed on both sides both survive; the same field: the server's wins, Adder's goes in the notes", arguments: CalDAVTestServer.Kind.allCases)
    func threeWayMerge(kind: CalDAVTestServer.Kind) async throws {
        let server = try CalDAVTestServer(kind)
        let calendar = try await server.withCalendar()
        let laptop = try SyncHome(server, calendar: calendar)
        let id = try laptop.add("Call Anna")
        _ = try await laptop.sync()
        let desktop = try SyncHome(server, calendar: calendar)
        _ = try await desktop.sync()
        let there = try #require(desktop.todo(titled: "Call Anna")).id
        try desktop.edit(there, TodoPatch(title: "Call Anna at 5", priority: .some(.high)))
        _ = try await desktop.sync()
        try laptop.edit(id, TodoPatch(title: "Call Anna today", tags: ["phone"]))
        let report = try await laptop.sync()
        #expect(report.merged == 1)
        #expect(report.conflicts.count == 1 && report.conflicts[0].contains("title"))
        let merged = try #require(laptop.store.todos.first { $0.id == id })
        #expect(merged.title == "Call Anna at 5")
        #expect(merged.priority == .high && merged.tags == ["phone"])
        #expect(merged.notes.contains("Call Anna today"), "the losing title is kept where the user sees it")
        _ = try await desktop.sync()
        let back = try #require(desktop.store.todos.first { $0.id == there })
        #expect(back.tags == ["phone"] && back.notes.contains("Call Anna today"))
    }

    @Test("a 412 on update (the ETag Adder holds is stale): fetch, merge, write again with the new ETag", arguments: CalDAVTestServer.Kind.allCases)
    func preconditionFailed(kind: CalDAVTestServer.Kind) async throws {
        let server = try CalDAVTestServer(kind)
        let calendar = try await server.withCalendar()
        let home = try SyncHome(server, calendar: calendar)
        let id = try home.add("Post the letter")
        _ = try await home.sync()
        // The second sync's token is past the upload, so the third hears of no change on the server.
        #expect(try await home.sync().requests == 1)
        var state = try #require(try SyncState.load(from: home.stateFile))
        state.items[0].etag = "\"stale\""
        try state.save(to: home.stateFile)
        try home.edit(id, TodoPatch(notes: "stamps in the drawer"))
        let report = try await home.sync()
        #expect(report.merged == 1 && report.sentChanged == 1 && report.refused.isEmpty)
        let text = try #require(try await ServerCalendar(server: home.server, calendar: calendar).resources().first).data
        #expect(String(decoding: text, as: UTF8.self).contains("stamps in the drawer"))
    }

    @Test("what another client wrote (VALARM, X- properties, a DUE with TZID) goes back unchanged after an edit here", arguments: CalDAVTestServer.Kind.allCases)
    func unknownPropertiesSurvive(kind: CalDAVTestServer.Kind) async throws {
        let server = try CalDAVTestServer(kind)
        let calendar = try await server.withCalendar()
        let remote = ServerCalendar(server: try SyncHome(server, calendar: calendar).server, calendar: calendar)
        let written = try await remote.put("thunderbird-1.ics", """
            BEGIN:VCALENDAR
            VERSION:2.0
            PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN
            BEGIN:VTODO
            UID:thunderbird-1
            DTSTAMP:20260101T100000Z
            SUMMARY:Dentist
            DUE;TZID=Europe/Berlin:20260110T150000
            X-MOZ-GENERATION:3
            X-ACME-COLOUR:teal
            BEGIN:VALARM
            ACTION:DISPLAY
            DESCRIPTION:Reminder
            TRIGGER:-PT15M
            END:VALARM
            END:VTODO
            END:VCALENDAR
            """)
        #expect(written == 201)
        let home = try SyncHome(server, calendar: calendar)
        _ = try await home.sync()
        let dentist = try #require(home.todo(titled: "Dentist"))
        #expect(dentist.due == CalendarDay(year: 2026, month: 1, day: 10) && dentist.dueTime == TimeOfDay(hour: 14, minute: 0))
        try home.edit(dentist.id, TodoPatch(title: "Dentist (Dr Weiss)"))
        #expect(try await home.sync().sentChanged == 1)
        let text = String(decoding: try #require(try await remote.resources().first).data, as: UTF8.self)
        for kept in ["X-MOZ-GENERATION:3", "X-ACME-COLOUR:teal", "BEGIN:VALARM", "TRIGGER:-PT15M", "DESCRIPTION:Reminder",
                     "DUE;TZID=Europe/Berlin:20260110T150000", "SUMMARY:Dentist (Dr Weiss)"] {
            #expect(text.contains(kept), "\(kept) is missing from:\n\(text)")
        }
    }
}
