import Foundation
import TestSupport
import Testing
import Todos
@testable import TodoSync

@Suite("Sync faults from a hostile loopback server: one sentence, nothing changed", .serialized)
struct SyncFaultTests {
    private func home(on server: HostileDAVServer, path: String, timeoutSeconds: Int64 = 30) throws -> (SyncHome, Data) {
        let radicaleStandIn = try CalDAVTestServer.placeholder(root: server.root)
        let home = try SyncHome(radicaleStandIn, calendar: CalDAVCalendar(path: path, displayName: "Adder"), timeoutSeconds: timeoutSeconds)
        try home.add("Milk")
        return (home, try Data(contentsOf: home.folder.file("todos.json")))
    }

    @Test("the login never follows a redirect to another host")
    func noCredentialsToAnotherHost() async throws {
        let other = try HostileDAVServer(host: "127.0.0.2")
        let first = try HostileDAVServer(host: "127.0.0.1", redirectTo: other.root)
        let caldav = CalDAVServer(url: first.root.appendingPathComponent("redirect/"), credentials: .init(username: "alice", password: "secret"))
        await #expect(throws: SyncError.self) { try await caldav.calendars() }
        #expect(first.requests.first == .init(method: "PROPFIND", path: "/redirect/", auth: true))
        #expect(other.requests.first?.path == "/redirect/")
        #expect(other.requests.allSatisfy { !$0.auth }, "\(other.requests)")
    }

    @Test("500 and 503 with Retry-After, XML cut short or nested 100,000 deep, the connection closed mid-sync, an answer a byte at a time", arguments: [
        ("/busy/", "answered REPORT sync-collection with 503 (retry after 120 s); nothing was changed."),
        ("/broken/", "answered REPORT sync-collection with 500 (retry after 60 s); nothing was changed."),
        ("/badxml/", "answered with XML that cannot be read"),
        ("/deepxml/", "answered with XML that cannot be read"),
        ("/dies/", "could not be reached"),
        ("/cut/", "could not be reached (the server closed the connection before its answer ended)."),
        ("/drip/", "sent its answer too slowly ("),
        ("/driphead/", "could not be reached (timed out)."),
    ])
    func faults(path: String, sentence: String) async throws {
        let server = try HostileDAVServer()
        // A 5 s timeout for the drips (a byte every 0.1 s, for 40 s): the sync must end within seconds.
        let drip = path.hasPrefix("/drip")
        let (home, before) = try home(on: server, path: path, timeoutSeconds: drip ? 5 : 30)
        let started = ContinuousClock.now
        defer { #expect(!drip || ContinuousClock.now - started < .seconds(20)) }
        do {
            _ = try await home.sync()
            Issue.record("the sync went on")
        } catch {
            #expect(String(describing: error).contains(sentence), "\(error)")
        }
        #expect(try Data(contentsOf: home.folder.file("todos.json")) == before)
        #expect(!FileManager.default.fileExists(atPath: home.stateFile.path))
        #expect(server.requests.allSatisfy { $0.method == "REPORT" }, "nothing was written: \(server.requests)")
    }

    @Test("a VTODO whose components nest 20,000 deep comes in, and an edit of it goes back, in bounded time")
    func deeplyNestedTodo() async throws {
        let server = try HostileDAVServer()
        let (home, _) = try home(on: server, path: "/deep/")
        let started = ContinuousClock.now
        #expect(try await home.sync().receivedNew == 1)
        let todo = try #require(home.todo(titled: "Deep"))
        try home.edit(todo.id, TodoPatch(title: "Deep, renamed"))
        #expect(try await home.sync().sentChanged == 1)
        #expect(server.requests.filter { $0.method == "PUT" && $0.path == "/deep/one.ics" }.count == 1, "\(server.requests)")
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    @Test("a server without sync-collection (501): a full ETag listing (calendar-query) finds the to-dos, and a quiet sync is two requests")
    func withoutSyncCollection() async throws {
        let server = try HostileDAVServer()
        let radicaleStandIn = try CalDAVTestServer.placeholder(root: server.root)
        let home = try SyncHome(radicaleStandIn, calendar: CalDAVCalendar(path: "/nosync/", displayName: "Adder"))
        let first = try await home.sync()
        #expect(first.receivedNew == 1 && first.requests == 3, "501, calendar-query, multiget: \(first)")
        #expect(home.titles == ["Listed"])
        let quiet = try await home.sync()
        #expect(quiet.receivedNew == 0 && quiet.receivedDeleted == 0 && quiet.requests == 2, "\(quiet)")
    }
}
