import Foundation
import TestSupport
import Testing
@testable import TodoSync

/// A sync with nothing changed on either side is one request and writes nothing: at 10,000
/// to-dos, rewriting the kept state (every VTODO's text) and committing the store took most of its time.
@Suite(.serialized) struct QuietSyncTests {
    /// Each file's inode and modification time: a file replaced (a rename) or written gets others.
    static func identities(_ files: [URL]) throws -> [String] {
        try files.map { file in
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            return "\(file.lastPathComponent) \(attributes[.systemFileNumber] ?? "-") \(attributes[.modificationDate] ?? "-")"
        }
    }

    @Test func aSyncWithNothingChangedWritesNoFile() async throws {
        let server = try CalDAVTestServer(.radicale)
        let home = try SyncHome(server, calendar: try await server.withCalendar())
        try home.add("Milk")
        try home.add("Bread")
        _ = try await home.sync()
        let files = [home.folder.file("todos.json"), home.stateFile] + [home.history.file?.url].compactMap { $0 }
        #expect(files.count == 3)
        let before = try Self.identities(files)

        let quiet = try await home.sync()
        #expect(quiet.requests == 1)
        #expect(try Self.identities(files) == before)

        // A change on either side still goes through, and is written.
        try home.edit(try #require(home.todo(titled: "Milk")).id, .init(title: "Oat milk"))
        let sent = try await home.sync()
        #expect(sent.sentChanged == 1)
        #expect(try Self.identities([home.stateFile]) != [before[1]])
        #expect(try await ServerCalendar(server: home.server, calendar: home.calendar).summaries() == ["Bread", "Oat milk"])
    }
}

/// `adder todo sync` as a user runs it, counting every request the command makes.
@Suite(.serialized) struct QuietSyncCommandTests {
    static func home(for server: CalDAVTestServer, calendar: String?) throws -> TemporaryDirectory {
        let home = TemporaryDirectory("adder-quiet-sync")
        var config = """
            [todos.sync]
            url = "\(server.root.absoluteString)"
            username = "\(server.username)"
            password-command = "echo \(server.password)"

            """
        if let calendar { config += "calendar = \"\(calendar)\"\n" }
        try config.write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        return home
    }

    static func requests(_ home: TemporaryDirectory) throws -> Int {
        let outcome = try SyncCommandTests.adder(["todo", "sync", "--json"], home: home)
        #expect(outcome.status == 0, "\(outcome.errors)")
        return try JSONDecoder().decode(SyncReport.self, from: Data(outcome.output.utf8)).requests
    }

    /// The calendar the last sync used is not looked for again (current-user-principal,
    /// calendar-home-set, the home's listing): the sync is the one sync-collection report.
    @Test(arguments: ["Adder", "/alice/adder/", nil])
    func aSyncWithNothingChangedIsOneRequest(calendar: String?) async throws {
        let server = try CalDAVTestServer(.radicale)
        _ = try await server.withCalendar()
        let home = try Self.home(for: server, calendar: calendar)
        _ = try SyncCommandTests.adder(["todo", "add", "Milk"], home: home)
        #expect(try Self.requests(home) > 1)
        #expect(try Self.requests(home) == 1)
    }

    /// A calendar named in config.toml other than the one synced last is looked for: the kept one is not used.
    @Test func anotherCalendarNamedIsLookedFor() async throws {
        let server = try CalDAVTestServer(.radicale)
        _ = try await server.withCalendar()
        let home = try Self.home(for: server, calendar: "Adder")
        _ = try SyncCommandTests.adder(["todo", "add", "Milk"], home: home)
        _ = try Self.requests(home)
        let config = try String(contentsOf: home.file("config.toml"), encoding: .utf8)
        try config.replacingOccurrences(of: "\"Adder\"", with: "\"Elsewhere\"").write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        let outcome = try SyncCommandTests.adder(["todo", "sync"], home: home)
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("has no to-do calendar called \"Elsewhere\""), "\(outcome.errors)")
    }
}
