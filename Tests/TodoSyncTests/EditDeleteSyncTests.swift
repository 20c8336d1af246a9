import Entities
import Foundation
import TestSupport
import Testing
import Todos
@testable import TodoSync

/// Issue 30's items 2 and 3 that need two homes: an edit against a delete, a refused sync token,
/// more to-dos than one calendar-multiget asks for.
@Suite("Edits against deletes, refused sync tokens, batched downloads, against a real Radicale and Xandikos", .serialized)
struct EditDeleteSyncTests {
    /// A laptop and a desktop holding the same `titles`, synced; the server stops when released.
    private func twoHomes(_ kind: CalDAVTestServer.Kind, _ titles: [String]) async throws -> (CalDAVTestServer, SyncHome, SyncHome) {
        let server = try CalDAVTestServer(kind)
        let calendar = try await server.withCalendar()
        let laptop = try SyncHome(server, calendar: calendar)
        for title in titles { try laptop.add(title) }
        _ = try await laptop.sync()
        let desktop = try SyncHome(server, calendar: calendar)
        _ = try await desktop.sync()
        return (server, laptop, desktop)
    }

    private func delete(_ title: String, in home: SyncHome) throws {
        _ = try home.history.perform(.delete(try #require(home.todo(titled: title)).id), description: "delete")
    }

    @Test("edited here, deleted there, and deleted here, edited there: the edit wins both ways, with no duplicate",
          arguments: CalDAVTestServer.Kind.allCases)
    func editBeatsDelete(kind: CalDAVTestServer.Kind) async throws {
        let (server, laptop, desktop) = try await twoHomes(kind, ["A", "B", "C", "D"])
        defer { withExtendedLifetime(server) {} }
        let remote = ServerCalendar(server: laptop.server, calendar: laptop.calendar)
        // A: deleted on the desktop (and so on the server), edited on the laptop meanwhile.
        try delete("A", in: desktop)
        #expect(try await desktop.sync().sentDeleted == 1)
        try laptop.edit(try #require(laptop.todo(titled: "A")).id, TodoPatch(title: "A, edited"))
        let back = try await laptop.sync()
        #expect(back.receivedDeleted == 0 && back.sentNew + back.sentChanged == 1, "\(back)")
        #expect(laptop.titles == ["A, edited", "B", "C", "D"])
        // B: edited on the desktop (and so on the server), deleted on the laptop meanwhile.
        try desktop.edit(try #require(desktop.todo(titled: "B")).id, TodoPatch(title: "B, edited"))
        #expect(try await desktop.sync().sentChanged == 1)
        try delete("B", in: laptop)
        let returned = try await laptop.sync()
        #expect(returned.sentDeleted == 0, "\(returned)")
        #expect(laptop.titles == ["A, edited", "B, edited", "C", "D"])
        #expect(try await remote.summaries() == ["A\\, edited", "B\\, edited", "C", "D"])
        _ = try await desktop.sync()
        #expect(desktop.titles == laptop.titles)
    }

    @Test("a sync token the server refuses (403 valid-sync-token): a full listing finds what changed, and the next quiet sync is one request again")
    func refusedToken() async throws {
        let (server, laptop, desktop) = try await twoHomes(.radicale, ["A", "B", "C"])
        defer { withExtendedLifetime(server) {} }
        try delete("A", in: desktop)
        try desktop.add("D")
        _ = try await desktop.sync()
        func refuseToken() throws {
            var state = try #require(try SyncState.load(from: laptop.stateFile))
            state.syncToken = "http://radicale.org/ns/sync/0123456789abcdef0123456789abcdef"
            try state.save(to: laptop.stateFile)
        }
        try refuseToken()
        let report = try await laptop.sync()
        #expect(report.receivedDeleted == 1 && report.receivedNew == 1 && report.requests == 3, "403, a full sync-collection, a multiget: \(report)")
        #expect(laptop.titles == ["B", "C", "D"])
        #expect(try await laptop.sync().requests == 1, "a fresh token was kept")
        // Refused again with nothing changed on either side: the fresh token is still kept.
        try refuseToken()
        #expect(try await laptop.sync().requests == 2)
        #expect(try await laptop.sync().requests == 1)
    }

    @Test("more to-dos than one calendar-multiget asks for come down in batches: 1 listing and 2 multigets for 201")
    func batchedMultiget() async throws {
        let count = CalDAVCollection.multigetBatch + 1
        let server = try CalDAVTestServer(.radicale)
        let calendar = try await server.withCalendar()
        let laptop = try SyncHome(server, calendar: calendar)
        for number in 1...count { try laptop.add("To-do \(number)") }
        #expect(try await laptop.sync().sentNew == count)
        let report = try await SyncHome(server, calendar: calendar).sync()
        #expect(report.receivedNew == count && report.requests == 3, "\(report)")
    }
}
