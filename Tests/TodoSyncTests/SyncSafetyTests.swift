import Entities
import Foundation
import TestSupport
import Testing
import Todos
@testable import TodoSync

@Suite("Sync safety against a real Radicale and Xandikos: mass deletes, a calendar gone, a wrong password", .serialized)
struct SyncSafetyTests {
    @Test("an emptied calendar stops the sync, changing nothing, unless --force-delete", arguments: CalDAVTestServer.Kind.allCases)
    func emptiedCalendar(kind: CalDAVTestServer.Kind) async throws {
        let server = try CalDAVTestServer(kind)
        let calendar = try await server.withCalendar()
        let home = try SyncHome(server, calendar: calendar)
        for title in ["A", "B", "C"] { try home.add(title) }
        _ = try await home.sync()
        let remote = ServerCalendar(server: home.server, calendar: calendar)
        for resource in try await remote.resources() { #expect((200..<300).contains(try await remote.delete(resource.href))) }
        let stateBefore = try Data(contentsOf: home.stateFile)
        await #expect(throws: SyncError.self) { try await home.sync() }
        do { _ = try await home.sync() } catch {
            #expect(String(describing: error).contains("would delete 3 of Adder's 3 to-dos"))
        }
        #expect(home.titles == ["A", "B", "C"])
        #expect(try Data(contentsOf: home.stateFile) == stateBefore)
        let forced = try await home.sync(.init(forceDelete: true))
        #expect(forced.receivedDeleted == 3 && home.titles.isEmpty)
    }

    @Test("deleting most of Adder's list stops before the server loses them", arguments: CalDAVTestServer.Kind.allCases)
    func massDeleteHere(kind: CalDAVTestServer.Kind) async throws {
        let server = try CalDAVTestServer(kind)
        let calendar = try await server.withCalendar()
        let home = try SyncHome(server, calendar: calendar)
        for title in ["A", "B", "C", "D"] { try home.add(title) }
        _ = try await home.sync()
        for todo in home.store.todos.prefix(3) { _ = try home.history.perform(.delete(todo.id), description: "delete") }
        await #expect(throws: SyncError.self) { try await home.sync() }
        #expect(try await ServerCalendar(server: home.server, calendar: calendar).summaries() == ["A", "B", "C", "D"])
    }

    @Test("a calendar that is gone is an error, not a mass delete", arguments: CalDAVTestServer.Kind.allCases)
    func calendarGone(kind: CalDAVTestServer.Kind) async throws {
        let server = try CalDAVTestServer(kind)
        let calendar = try await server.withCalendar()
        let home = try SyncHome(server, calendar: calendar)
        try home.add("A")
        _ = try await home.sync()
        #expect((200..<300).contains(try await ServerCalendar(server: home.server, calendar: calendar).delete(calendar.path)))
        do {
            _ = try await home.sync(.init(forceDelete: true))
            Issue.record("a sync to a calendar that is gone went on")
        } catch {
            #expect(String(describing: error).contains("is gone"))
        }
        #expect(home.titles == ["A"])
    }

    @Test("a wrong password: one sentence, nothing changed here or there")
    func wrongPassword() async throws {
        let server = try CalDAVTestServer(.radicale)
        let calendar = try await server.withCalendar()
        let home = try SyncHome(server, calendar: calendar, password: "wrong")
        try home.add("A")
        do {
            _ = try await home.sync()
            Issue.record("synced with a wrong password")
        } catch {
            #expect(String(describing: error).contains("refused the username or password (401)"))
        }
        #expect(!FileManager.default.fileExists(atPath: home.stateFile.path))
        #expect(try await ServerCalendar(server: SyncHome(server, calendar: calendar).server, calendar: calendar).summaries().isEmpty)
    }
}
