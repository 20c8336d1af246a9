import Entities
import Foundation
import TestSupport
import Testing
import Todos
@testable import TodoSync

/// Issue 30's item 4 at the sync's level: the fields other clients write (DUE in UTC, floating and
/// as a date; PRIORITY, CATEGORIES, DESCRIPTION, STATUS, COMPLETED, PERCENT-COMPLETE) come in as
/// Adder's, and a change of status here rewrites only the status's own properties.
@Suite("Fields other clients write, in and back out, against a real Radicale", .serialized)
struct FieldSyncTests {
    private func vtodo(_ uid: String, _ lines: String) -> String {
        "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//tasks.org//EN\nBEGIN:VTODO\nUID:\(uid)\nDTSTAMP:20260101T100000Z\n\(lines)\nEND:VTODO\nEND:VCALENDAR\n"
    }

    @Test("UTC, floating and date DUEs, priority, categories, a two-line description, in progress and done; a status changed here drops PERCENT-COMPLETE, keeps the rest")
    func fieldsBothWays() async throws {
        let server = try CalDAVTestServer(.radicale)
        let calendar = try await server.withCalendar()
        let home = try SyncHome(server, calendar: calendar)
        let remote = ServerCalendar(server: home.server, calendar: calendar)
        let written = [
            try await remote.put("a.ics", vtodo("a", """
                SUMMARY:In progress
                DUE:20260120T170000Z
                PRIORITY:2
                CATEGORIES:home,errands
                DESCRIPTION:first line\\nsecond line
                STATUS:IN-PROCESS
                PERCENT-COMPLETE:40
                """)),
            try await remote.put("b.ics", vtodo("b", "SUMMARY:Floating\nDUE:20260121T083000\nPRIORITY:9")),
            try await remote.put("c.ics", vtodo("c", """
                SUMMARY:Done
                DUE;VALUE=DATE:20260104
                STATUS:COMPLETED
                COMPLETED:20260105T120000Z
                PERCENT-COMPLETE:100
                """)),
        ]
        #expect(written == [201, 201, 201])
        #expect(try await home.sync().receivedNew == 3)
        let progress = try #require(home.todo(titled: "In progress"))
        #expect(progress.due == CalendarDay(year: 2026, month: 1, day: 20) && progress.dueTime == TimeOfDay(hour: 17, minute: 0))
        #expect(progress.priority == .high && Set(progress.tags) == ["home", "errands"] && progress.notes == "first line\nsecond line")
        #expect(!progress.done)
        let floating = try #require(home.todo(titled: "Floating"))
        #expect(floating.due == CalendarDay(year: 2026, month: 1, day: 21) && floating.dueTime == TimeOfDay(hour: 8, minute: 30))
        #expect(floating.priority == .low)
        let done = try #require(home.todo(titled: "Done"))
        #expect(done.done && done.completed == Date(timeIntervalSince1970: 1_767_614_400) && done.due == CalendarDay(year: 2026, month: 1, day: 4))
        #expect(done.dueTime == nil)

        let today = CalendarDay(year: 2026, month: 1, day: 6)
        _ = try home.history.perform(.marking(progress, done: true, today: today), description: "done")
        _ = try home.history.perform(.marking(done, done: false, today: today), description: "again")
        #expect(try await home.sync().sentChanged == 2)
        let texts = try await remote.resources().map { String(decoding: $0.data, as: UTF8.self) }
        let a = try #require(texts.first { $0.contains("UID:a") }), c = try #require(texts.first { $0.contains("UID:c") })
        for kept in ["DUE:20260120T170000Z", "PRIORITY:2", "CATEGORIES:home,errands", "DESCRIPTION:first line\\nsecond line", "STATUS:COMPLETED", "COMPLETED:"] {
            #expect(a.contains(kept), "\(kept) is missing from:\n\(a)")
        }
        #expect(!a.contains("PERCENT-COMPLETE:40"), "a done to-do is not 40% done:\n\(a)")
        #expect(c.contains("STATUS:NEEDS-ACTION") && c.contains("DUE;VALUE=DATE:20260104"), "\(c)")
        #expect(!c.contains("COMPLETED:") && !c.contains("PERCENT-COMPLETE"), "an open to-do is neither completed nor 100% done:\n\(c)")
    }
}
