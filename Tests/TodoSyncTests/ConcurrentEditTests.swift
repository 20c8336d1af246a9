import Entities
import Foundation
import TestSupport
import Testing
import Todos
@testable import TodoSync

@Suite("An edit made by another process while a sync is on the network, against a real Radicale", .serialized)
struct ConcurrentEditTests {
    @Test("the edit is not hidden from later syncs: it reaches the server, merged with the server's change")
    func editDuringSync() async throws {
        let server = try CalDAVTestServer(.radicale)
        let calendar = try await server.withCalendar()
        let laptop = try SyncHome(server, calendar: calendar)
        let milk = try laptop.add("Milk")
        _ = try await laptop.sync()
        _ = try await laptop.sync()
        let desktop = try SyncHome(server, calendar: calendar)
        _ = try await desktop.sync()
        try desktop.edit(try #require(desktop.todo(titled: "Milk")).id, TodoPatch(title: "Oat milk"))
        _ = try await desktop.sync()

        // The TUI, another store on the same file, adds notes while the laptop's sync is on the network.
        let tui = TodoStore(file: TodoFile(url: laptop.folder.file("todos.json")), clock: Fixtures.clock)
        try tui.load()
        _ = try await laptop.sync(beforeApply: {
            _ = try? tui.apply(.update(milk, TodoPatch(notes: "from the TUI")))
        })
        _ = try await laptop.sync()
        let here = try #require(laptop.store.todos.first { $0.id == milk })
        #expect(here.title == "Oat milk" && here.notes == "from the TUI")
        _ = try await desktop.sync()
        let there = try #require(desktop.todo(titled: "Oat milk"))
        #expect(there.notes == "from the TUI", "the edit made during the sync reached the server")
    }
}
