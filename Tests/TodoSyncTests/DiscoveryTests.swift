import Foundation
import TestSupport
import Testing
@testable import TodoSync

@Suite("CalDAV discovery, against a real Radicale and Xandikos", .serialized)
struct DiscoveryTests {
    @Test("from the server root: create a to-do calendar, then list finds it through the principal and its calendar home",
          arguments: CalDAVTestServer.Kind.allCases)
    func createThenList(kind: CalDAVTestServer.Kind) async throws {
        let server = try CalDAVTestServer(kind)
        let caldav = CalDAVServer(url: server.root, credentials: .init(username: server.username, password: server.password))
        let home = kind == .radicale ? "/alice/" : "/user/calendars/"
        // Xandikos's --defaults makes a calendar of every kind, called "calendar".
        let before = try await caldav.calendars()
        #expect(before.map(\.displayName) == (kind == .radicale ? [] : ["calendar"]))
        let made = try await caldav.create("Adder to-dos")
        #expect(made.path == home + "adder-to-dos/")
        let listed = try await caldav.calendars()
        #expect(listed.contains(CalDAVCalendar(path: home + "adder-to-dos/", displayName: "Adder to-dos")) && listed.count == before.count + 1)
        #expect(try await caldav.calendar(named: "Adder to-dos").path == home + "adder-to-dos/")
        // A calendar's own URL is a calendar.
        let direct = CalDAVServer(url: server.root.appendingPathComponent(String(home.dropFirst()) + "adder-to-dos/"),
                                  credentials: .init(username: server.username, password: server.password))
        #expect(try await direct.calendars().map(\.path) == [home + "adder-to-dos/"])
    }

    // Radicale only: Xandikos 0.2.8 ignores the component set MKCALENDAR asks for (its answer's
    // propstat says 404 for it) and lists every kind on every calendar.
    @Test("an event-only calendar is not listed", arguments: [CalDAVTestServer.Kind.radicale])
    func eventCalendarsAreLeftOut(kind: CalDAVTestServer.Kind) async throws {
        let server = try CalDAVTestServer(kind)
        let caldav = CalDAVServer(url: server.root, credentials: .init(username: server.username, password: server.password))
        let home = kind == .radicale ? "/alice/" : "/user/calendars/"
        let body = #"<c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop><d:displayname>Events</d:displayname><c:supported-calendar-component-set><c:comp name="VEVENT"/></c:supported-calendar-component-set></d:prop></d:set></c:mkcalendar>"#
        let made = try await caldav.client.send("MKCALENDAR", caldav.url(home + "events/"), body: Data(body.utf8))
        #expect(made.status == 201)
        _ = try await caldav.create("Tasks")
        #expect(try await caldav.calendars().map(\.displayName).filter { $0 != "calendar" } == ["Tasks"])
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

    @Test("laid out as Nextcloud is: /.well-known/caldav redirects to the principal's server; a calendar naming no component set holds to-dos")
    func wellKnownAndNoComponentSet() async throws {
        let server = try HostileDAVServer(discovery: true)
        let caldav = CalDAVServer(url: server.root, credentials: .init(username: "alice", password: "secret"))
        #expect(try await caldav.calendars() == [CalDAVCalendar(path: "/dav/calendars/alice/everything/", displayName: "Everything"),
                                                 CalDAVCalendar(path: "/dav/calendars/alice/tasks/", displayName: "Tasks")])
        #expect(server.requests.map(\.path) == ["/", "/.well-known/caldav", "/dav/", "/dav/principals/alice/", "/dav/calendars/alice/"])
        #expect(server.requests.allSatisfy { $0.auth })
    }
}
