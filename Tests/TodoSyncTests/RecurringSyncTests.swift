import Entities
import Foundation
import TestSupport
import Testing
import Todos
@testable import TodoSync

@Suite("Completing a repeating to-do, synced, against a real Radicale", .serialized)
struct RecurringSyncTests {
    @Test("the done one goes as a finished one-off (no RRULE), the next one as a new repeating to-do; Python's icalendar reads both so")
    func completeRepeating() async throws {
        let server = try CalDAVTestServer(.radicale)
        let calendar = try await server.withCalendar()
        let home = try SyncHome(server, calendar: calendar)
        let id = try home.history.perform(.add(TodoDraft(title: "Water plants", due: CalendarDay(year: 2026, month: 1, day: 2),
                                                         recurrence: Recurrence("every week"))), description: "add").applied.todoID
        _ = try await home.sync()
        let plants = try #require(home.store.todos.first { $0.id == id })
        _ = try home.history.perform(.marking(plants, done: true, today: CalendarDay(year: 2026, month: 1, day: 2)), description: "done")
        let report = try await home.sync()
        #expect(report.sentChanged == 1 && report.sentNew == 1)
        #expect(try await home.sync() == { var quiet = SyncReport(); quiet.requests = 1; return quiet }(), "settled")

        let remote = ServerCalendar(server: home.server, calendar: calendar)
        let folder = TemporaryDirectory("adder-recurring")
        for (index, resource) in try await remote.resources().enumerated() {
            try resource.data.write(to: folder.file("\(index).ics"))
        }
        let script = """
            import glob, icalendar
            for path in sorted(glob.glob("\(folder.url.path)/*.ics")):
                for todo in icalendar.Calendar.from_ical(open(path, "rb").read()).walk("VTODO"):
                    print(todo["SUMMARY"], todo["STATUS"], todo.decoded("DUE").isoformat(), "RRULE" in todo)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Issue.record("Python's icalendar (apt-get install python3-icalendar; .ci/run installs it) could not read them: \(text)")
            return
        }
        #expect(Set(text.split(separator: "\n")) == [
            "Water plants COMPLETED 2026-01-02 False",
            "Water plants NEEDS-ACTION 2026-01-09 True",
        ], "\(text)")
    }
}
