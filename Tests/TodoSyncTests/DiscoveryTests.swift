import Foundation
import Testing
@testable import TodoSync

@Suite("CalDAV discovery, against a real Radicale", .serialized)
struct DiscoveryTests {
    @Test("from the server root: create a to-do calendar, then list finds it by /.well-known/caldav and the principal")
    func createThenList() async throws {
        let server = try CalDAVTestServer(.radicale)
        let caldav = CalDAVServer(url: server.root, credentials: .init(username: server.username, password: server.password))
        #expect(try await caldav.calendars().isEmpty)
        let made = try await caldav.create("Adder to-dos")
        #expect(made.path == "/alice/adder-to-dos/")
        let listed = try await caldav.calendars()
        #expect(listed == [CalDAVCalendar(path: "/alice/adder-to-dos/", displayName: "Adder to-dos")])
        #expect(try await caldav.calendar(named: "Adder to-dos").path == "/alice/adder-to-dos/")
        // A calendar's own URL is a calendar.
        let direct = CalDAVServer(url: server.root.appendingPathComponent("alice/adder-to-dos/"),
                                  credentials: .init(username: server.username, password: server.password))
        #expect(try await direct.calendars().map(\.path) == ["/alice/adder-to-dos/"])
    }

    @Test("an event-only calendar is not listed")
    func eventCalendarsAreLeftOut() async throws {
        let server = try CalDAVTestServer(.radicale)
        let caldav = CalDAVServer(url: server.root, credentials: .init(username: server.username, password: server.password))
        let body = #"<c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop><d:displayname>Events</d:displayname><c:supported-calendar-component-set><c:comp name="VEVENT"/></c:supported-calendar-component-set></d:prop></d:set></c:mkcalendar>"#
        let made = try await caldav.client.send("MKCALENDAR", caldav.url("/alice/events/"), body: Data(body.utf8))
        #expect(made.status == 201)
        _ = try await caldav.create("Tasks")
        #expect(try await caldav.calendars().map(\.displayName) == ["Tasks"])
    }

    @Test("a wrong password is one sentence")
    func wrongPassword() async throws {
        let server = try CalDAVTestServer(.radicale)
        let caldav = CalDAVServer(url: server.root, credentials: .init(username: server.username, password: "wrong"))
        await #expect(throws: SyncError.self) { try await caldav.calendars() }
        do { _ = try await caldav.calendars() } catch {
            #expect(error.description.contains("refused the username or password (401)"))
        }
    }
}
