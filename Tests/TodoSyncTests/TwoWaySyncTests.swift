import Entities
import Foundation
import TestSupport
import Testing
import Todos
@testable import TodoSync

@Suite("Two-way sync against a real Radicale and Xandikos", .serialized)
struct TwoWaySyncTests {
    @Test("to-dos go up, come down to a second home, edits travel both ways; nothing changed is one request", arguments: CalDAVTestServer.Kind.allCases)
    func twoWay(kind: CalDAVTestServer.Kind) async throws {
        let server = try CalDAVTestServer(kind)
        let calendar = try await server.withCalendar()
        let laptop = try SyncHome(server, calendar: calendar)
        let milk = try laptop.add("Milk")
        try laptop.add("Bread", notes: "wholemeal")
        let first = try await laptop.sync()
        #expect(first.sentNew == 2)
        let remote = ServerCalendar(server: laptop.server, calendar: calendar)
        #expect(try await remote.summaries() == ["Bread", "Milk"])

        let desktop = try SyncHome(server, calendar: calendar)
        let down = try await desktop.sync()
        #expect(down.receivedNew == 2 && down.sentNew == 0)
        #expect(desktop.titles == ["Bread", "Milk"])
        #expect(desktop.todo(titled: "Bread")?.notes == "wholemeal")

        try desktop.edit(try #require(desktop.todo(titled: "Bread")).id, TodoPatch(title: "Rye bread"))
        #expect(try await desktop.sync().sentChanged == 1)
        try laptop.edit(milk, TodoPatch(priority: .some(.high)))
        let both = try await laptop.sync()
        #expect(both.receivedChanged == 1 && both.sentChanged == 1)
        #expect(laptop.titles == ["Milk", "Rye bread"])
        #expect(try await desktop.sync().receivedChanged == 1)
        #expect(desktop.todo(titled: "Milk")?.priority == .high)

        let quiet = try await laptop.sync()
        #expect(quiet.requests == 1, "nothing changed on either side: one sync-collection REPORT")
        #expect(quiet == { var report = SyncReport(); report.requests = 1; return report }())
    }

    @Test("a first sync of two homes holding the same to-dos merges them by UID: no duplicates", arguments: CalDAVTestServer.Kind.allCases)
    func firstSyncMergesByUID(kind: CalDAVTestServer.Kind) async throws {
        let server = try CalDAVTestServer(kind)
        let calendar = try await server.withCalendar()
        let todos = [Fixtures.todo(1, "Milk"), Fixtures.todo(2, "Bread")]
        let laptop = try SyncHome(server, calendar: calendar, todos: todos)
        _ = try await laptop.sync()
        let desktop = try SyncHome(server, calendar: calendar, todos: todos + [Fixtures.todo(3, "Eggs")])
        let report = try await desktop.sync()
        #expect(report.receivedNew == 0 && report.sentNew == 1)
        #expect(desktop.titles == ["Bread", "Eggs", "Milk"])
        #expect(try await ServerCalendar(server: desktop.server, calendar: calendar).summaries() == ["Bread", "Eggs", "Milk"])
    }

    @Test("deletes travel both ways; the server's changes are one undo step", arguments: CalDAVTestServer.Kind.allCases)
    func deletesAndUndo(kind: CalDAVTestServer.Kind) async throws {
        let server = try CalDAVTestServer(kind)
        let calendar = try await server.withCalendar()
        let laptop = try SyncHome(server, calendar: calendar)
        for title in ["A", "B", "C", "D", "E"] { try laptop.add(title) }
        _ = try await laptop.sync()
        let desktop = try SyncHome(server, calendar: calendar)
        _ = try await desktop.sync()
        _ = try desktop.history.perform(.delete(try #require(desktop.todo(titled: "A")).id), description: "delete")
        try desktop.edit(try #require(desktop.todo(titled: "B")).id, TodoPatch(title: "B2"))
        #expect(try await desktop.sync().sentDeleted == 1)
        let report = try await laptop.sync()
        #expect(report.receivedDeleted == 1 && report.receivedChanged == 1)
        #expect(laptop.titles == ["B2", "C", "D", "E"])
        let undone = try #require(try laptop.history.undo())
        #expect(undone.description == "sync with Adder")
        #expect(laptop.titles == ["A", "B", "C", "D", "E"], "one undo takes the whole sync back")
    }
}
