import Entities
import Foundation
import TestSupport
import Testing
import Todos
@testable import TodoSync

/// vdirsyncer and todoman (Debian's) as another client on the same Radicale calendar.
@Suite("todoman through vdirsyncer and Adder on the same calendar", .serialized)
struct TodomanInteropTests {
    struct ToolFailure: Error, CustomStringConvertible { let description: String }

    /// vdirsyncer syncing a vdir with the calendar, and todoman reading that vdir.
    final class OtherClient {
        let folder = TemporaryDirectory("adder-todoman")

        init(_ server: CalDAVTestServer, calendar: CalDAVCalendar) throws {
            try FileManager.default.createDirectory(at: folder.file("vdir/adder"), withIntermediateDirectories: true)
            try """
                [general]
                status_path = "\(folder.file("status").path)/"

                [pair adder]
                a = "local"
                b = "remote"
                collections = null
                conflict_resolution = "b wins"

                [storage local]
                type = "filesystem"
                path = "\(folder.file("vdir/adder").path)/"
                fileext = ".ics"

                [storage remote]
                type = "caldav"
                url = "\(server.root.absoluteString)\(calendar.path.dropFirst())"
                username = "\(server.username)"
                password = "\(server.password)"
                """.write(to: folder.file("vdirsyncer"), atomically: true, encoding: .utf8)
            try """
                path = "\(folder.file("vdir").path)/*"
                date_format = "%Y-%m-%d"
                time_format = "%H:%M"
                default_list = "adder"
                default_due = 0
                cache_path = "\(folder.file("cache.sqlite3").path)"
                """.write(to: folder.file("todoman.py"), atomically: true, encoding: .utf8)
            _ = try run("vdirsyncer", ["discover", "adder"])
        }

        @discardableResult
        func run(_ tool: String, _ arguments: [String]) throws -> String {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/\(tool)") else {
                throw ToolFailure(description: "\(tool) is not installed (apt-get install -y vdirsyncer todoman); .ci/install-caldav installs it.")
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
            process.arguments = tool == "todoman" ? ["--config", folder.file("todoman.py").path] + arguments : arguments
            process.environment = ["VDIRSYNCER_CONFIG": folder.file("vdirsyncer").path, "HOME": folder.url.path,
                                   "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw ToolFailure(description: "\(tool) \(arguments.joined(separator: " ")) failed: \(text.suffix(400))")
            }
            return text
        }

        struct Task: Decodable {
            let id: Int; let summary: String; let completed: Bool; let priority: Int; let location: String; let due: Int?
        }

        func tasks() throws -> [Task] {
            try JSONDecoder().decode([Task].self, from: Data(run("todoman", ["--porcelain", "list", "--status", "ANY"]).utf8))
        }
    }

    @Test("an edit made in todoman reaches Adder, one made in Adder reaches todoman, and todoman's LOCATION survives Adder's edit")
    func bothWays() async throws {
        let server = try CalDAVTestServer(.radicale)
        let calendar = try await server.withCalendar()
        let todoman = try OtherClient(server, calendar: calendar)
        let adder = try SyncHome(server, calendar: calendar)

        try todoman.run("todoman", ["new", "-l", "adder", "--location", "Office", "Call Bob"])
        try todoman.run("vdirsyncer", ["sync"])
        #expect(try await adder.sync().receivedNew == 1)
        let bob = try #require(adder.todo(titled: "Call Bob"))

        try adder.edit(bob.id, TodoPatch(title: "Call Bob at six"))
        try adder.add("Buy milk")
        let sent = try await adder.sync()
        #expect(sent.sentChanged == 1 && sent.sentNew == 1)
        try todoman.run("vdirsyncer", ["sync"])
        let seen = try todoman.tasks()
        #expect(seen.map(\.summary).sorted() == ["Buy milk", "Call Bob at six"])
        #expect(seen.first { $0.summary == "Call Bob at six" }?.location == "Office", "todoman's LOCATION went back unchanged")

        let id = try #require(seen.first { $0.summary == "Call Bob at six" }?.id)
        try todoman.run("todoman", ["edit", String(id), "--priority", "high"])
        try todoman.run("todoman", ["done", String(id)])
        try todoman.run("vdirsyncer", ["sync"])
        #expect(try await adder.sync().receivedChanged == 1)
        let done = try #require(adder.todo(titled: "Call Bob at six"))
        #expect(done.done && done.priority == .high)
    }

    @Test("a repeating to-do completed in Adder: todoman reads the done one as done, without a rule, and the next one as to come, with it")
    func completedRepeating() async throws {
        let server = try CalDAVTestServer(.radicale)
        let calendar = try await server.withCalendar()
        let todoman = try OtherClient(server, calendar: calendar)
        let adder = try SyncHome(server, calendar: calendar)
        let id = try adder.history.perform(.add(TodoDraft(title: "Water plants", due: CalendarDay(year: 2026, month: 1, day: 2),
                                                          recurrence: Recurrence("every week"))), description: "add").applied.todoID
        _ = try await adder.sync()
        let plants = try #require(adder.store.todos.first { $0.id == id })
        _ = try adder.history.perform(.marking(plants, done: true, today: CalendarDay(year: 2026, month: 1, day: 2)), description: "done")
        #expect(try await adder.sync().sentNew == 1)
        try todoman.run("vdirsyncer", ["sync"])
        let seen = try todoman.tasks().sorted { ($0.due ?? 0) < ($1.due ?? 0) }
        // 2026-01-02 and 2026-01-09, midnight UTC.
        let described: [String] = seen.map { task in "\(task.summary) \(task.completed) \(task.due ?? 0)" }
        #expect(described == ["Water plants true 1767312000", "Water plants false 1767916800"])
        // todoman's cache holds what it read of each RRULE.
        let rules = try todoman.run("python3", ["-c", """
            import sqlite3
            for row in sqlite3.connect("\(todoman.folder.file("cache.sqlite3").path)").execute("SELECT due, rrule FROM todos ORDER BY due"):
                print(row[0], row[1] or "none")
            """])
        let ruleByDue: [String] = rules.split(separator: "\n").map { line in String(line.split(separator: " ").last ?? "") }
        #expect(ruleByDue == ["none", "FREQ=WEEKLY"], "\(rules)")
    }
}
