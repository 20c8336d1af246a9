import Entities
import Foundation
import TestSupport
import Todos
@testable import TodoSync

/// One Adder home (todos.json, its undo history, caldav-sync.json) syncing with a test server's calendar.
final class SyncHome {
    let folder = TemporaryDirectory("adder-sync-home")
    let store: TodoStore
    let history: TodoHistory
    let server: CalDAVServer
    let calendar: CalDAVCalendar

    init(_ testServer: CalDAVTestServer, calendar: CalDAVCalendar, todos: [Todo] = [], password: String? = nil,
         trust: TrustedCertificates? = nil, timeoutSeconds: Int64 = 30) throws {
        store = try Fixtures.store(in: folder, todos: todos)
        history = TodoHistory(store: store)
        history.keep(in: TodoHistoryFile.beside(folder.file("todos.json")))
        server = CalDAVServer(url: testServer.root, credentials: .init(username: testServer.username, password: password ?? testServer.password),
                              trust: trust, timeoutSeconds: timeoutSeconds)
        self.calendar = calendar
    }

    var stateFile: URL { TodoSyncEngine.stateFile(beside: folder.file("todos.json")) }

    func sync(_ options: TodoSyncEngine.Options = .init(), beforeApply: (() -> Void)? = nil) async throws -> SyncReport {
        let engine = TodoSyncEngine(server: server, calendar: calendar, history: history, stateFile: stateFile,
                                    now: Fixtures.now, timeZone: Fixtures.utc)
        engine.beforeApply = beforeApply
        return try await engine.sync(options)
    }

    @discardableResult
    func add(_ title: String, notes: String = "", parent: Todo.ID? = nil) throws -> Todo.ID {
        try history.perform(.add(TodoDraft(title: title, notes: notes, parent: parent)), description: "add").applied.todoID
    }

    func edit(_ id: Todo.ID, _ patch: TodoPatch) throws {
        _ = try history.perform(.update(id, patch), description: "edit")
    }

    func todo(titled title: String) -> Todo? { store.todos.first { $0.title == title } }
    var titles: [String] { store.todos.map(\.title).sorted() }
}

/// The server's side, read without Adder's sync: every resource's text.
struct ServerCalendar {
    let server: CalDAVServer
    let calendar: CalDAVCalendar

    func resources() async throws -> [RemoteResource] {
        let collection = CalDAVCollection(server: server, path: calendar.path)
        let listing = try await collection.fullListing()
        return try await collection.download(listing.changed.keys.sorted()).resources
    }

    func summaries() async throws -> [String] {
        try await resources().compactMap { resource in
            // Split on bytes: "\r\n" is one Character, which a split on "\n" never finds.
            resource.data.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
                .first { $0.hasPrefix("SUMMARY:") }.map { String($0.dropFirst(8)).trimmingCharacters(in: .whitespacesAndNewlines) }
        }.sorted()
    }

    func put(_ name: String, _ ics: String) async throws -> Int {
        try await server.client.send("PUT", server.url(calendar.path + name), headers: ["Content-Type": "text/calendar"],
                                     body: Data(ics.replacingOccurrences(of: "\n", with: "\r\n").utf8)).status
    }

    func delete(_ href: String) async throws -> Int {
        try await server.client.send("DELETE", server.url(href)).status
    }
}

extension CalDAVTestServer {
    /// The server with one fresh to-do calendar, "Adder".
    func withCalendar(trust: TrustedCertificates? = nil) async throws -> CalDAVCalendar {
        try await CalDAVServer(url: root, credentials: .init(username: username, password: password), trust: trust).create("Adder")
    }
}
