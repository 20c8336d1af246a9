import Foundation
import TestSupport
import Testing
import Todos
@testable import TodoSync

@Suite("Hostile VTODOs from the server, against a real Radicale", .serialized)
struct HostileVTodoTests {
    @Test("escape sequences and bidi overrides are cleaned; a 10 MB DESCRIPTION comes in and goes back untouched")
    func hostileAndHuge() async throws {
        let server = try CalDAVTestServer(.radicale)
        let calendar = try await server.withCalendar()
        // Radicale takes its time over 10 MB (30 s and more on a loaded machine): not what is tested here.
        let home = try SyncHome(server, calendar: calendar, timeoutSeconds: 180)
        let remote = ServerCalendar(server: home.server, calendar: calendar)
        let huge = String(repeating: "0123456789abcdef\\n", count: 600_000)
        #expect(try await remote.put("hostile.ics", """
            BEGIN:VCALENDAR
            VERSION:2.0
            PRODID:-//hostile//EN
            BEGIN:VTODO
            UID:hostile-1
            DTSTAMP:20260101T100000Z
            SUMMARY:Pay \u{1B}[31mrent\u{1B}[0m \u{202E}now\\, please
            DESCRIPTION:\(huge)
            END:VTODO
            END:VCALENDAR
            """) == 201)
        let started = ContinuousClock.now
        #expect(try await home.sync().receivedNew == 1)
        let todo = try #require(home.store.todos.first)
        #expect(todo.title.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x202A...0x202E).contains($0.value) }, "\(todo.title.debugDescription)")
        #expect(todo.title.contains("rent") && todo.title.contains("now, please"))
        #expect(todo.notes.utf8.count >= 10_000_000)
        try home.edit(todo.id, TodoPatch(title: "Pay rent"))
        #expect(try await home.sync().sentChanged == 1)
        let back = String(decoding: try #require(try await remote.resources().first).data, as: UTF8.self)
        #expect(back.contains("SUMMARY:Pay rent"))
        #expect(back.utf8.count >= 10_000_000, "the description went back")
        // A bound against a quadratic turn, not a speed goal: 82 s in the debug build with another test running.
        #expect(ContinuousClock.now - started < .seconds(240))
    }
}
