import Foundation
import TestSupport
import Testing
@testable import TodoSync

@Suite("Sync faults from a hostile loopback server: one sentence, nothing changed", .serialized)
struct SyncFaultTests {
    private func home(on server: HostileDAVServer, path: String) throws -> (SyncHome, Data) {
        let radicaleStandIn = try CalDAVTestServer.placeholder(root: server.root)
        let home = try SyncHome(radicaleStandIn, calendar: CalDAVCalendar(path: path, displayName: "Adder"))
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

    @Test("503 with Retry-After, XML cut short, the connection closed mid-sync", arguments: [
        ("/busy/", "answered REPORT sync-collection with 503 (retry after 120 s); nothing was changed."),
        ("/badxml/", "answered with XML that cannot be read"),
        ("/dies/", "could not be reached"),
    ])
    func faults(path: String, sentence: String) async throws {
        let server = try HostileDAVServer()
        let (home, before) = try home(on: server, path: path)
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
}
