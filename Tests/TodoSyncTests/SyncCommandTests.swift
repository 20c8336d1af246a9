import Foundation
import TestSupport
import Testing
@testable import TodoSync

/// `adder todo sync` as a user runs it: config.toml's [todos.sync], a password command, a real Radicale.
@Suite("adder todo sync, end to end against a real Radicale", .serialized)
struct SyncCommandTests {
    struct Outcome { let status: Int32; let output: String; let errors: String }

    static func adder(_ arguments: [String], home: TemporaryDirectory) throws -> Outcome {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [binary, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()].map { $0.appendingPathComponent("adder") }
        guard let adder = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw CalDAVTestServer.StartFailure(description: "no built adder in \(candidates.map(\.path))")
        }
        let process = Process()
        process.executableURL = adder
        process.arguments = arguments
        process.environment = ["ADDER_HOME": home.url.path, "ADDER_NOW": "2026-01-02T09:00:00Z", "TZ": "UTC",
                               "HOME": home.url.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let output = home.file("stdout"), errors = home.file("stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: try String(contentsOf: output, encoding: .utf8),
                       errors: try String(contentsOf: errors, encoding: .utf8))
    }

    private func home(for server: CalDAVTestServer, calendar: String? = "Adder") throws -> TemporaryDirectory {
        let home = TemporaryDirectory("adder-sync-cli")
        var config = """
            [todos.sync]
            url = "\(server.root.absoluteString)"
            username = "\(server.username)"
            password-command = "printf '\(server.password)\\\\nnot this line\\\\n'"
            interval = "0"

            """
        if let calendar { config += "calendar = \"\(calendar)\"\n" }
        try config.write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        return home
    }

    @Test("--create, --list, a sync with --json, --dry-run changing nothing, and undo of what a sync brought in")
    func commands() async throws {
        let server = try CalDAVTestServer(.radicale)
        let laptop = try home(for: server)
        let made = try Self.adder(["todo", "sync", "--create", "Adder"], home: laptop)
        #expect(made.status == 0 && made.output == "Made the to-do calendar “Adder” at /alice/adder/.\n", "\(made.errors)")
        #expect(try Self.adder(["todo", "sync", "--list"], home: laptop).output == "Adder\t/alice/adder/\n")
        _ = try Self.adder(["todo", "add", "Milk"], home: laptop)
        let sent = try Self.adder(["todo", "sync", "--json"], home: laptop)
        #expect(sent.status == 0, "\(sent.errors)")
        let report = try JSONDecoder().decode(SyncReport.self, from: Data(sent.output.utf8))
        #expect(report.sentNew == 1 && report.receivedNew == 0)

        let desktop = try home(for: server)
        let dry = try Self.adder(["todo", "sync", "--dry-run"], home: desktop)
        #expect(dry.output.hasPrefix("Would send 0 new, 0 changed, 0 deleted; would receive 1 new"), "\(dry.output)\(dry.errors)")
        #expect(try Self.adder(["todo", "list"], home: desktop).output.isEmpty, "a dry run changes nothing")
        #expect(!FileManager.default.fileExists(atPath: desktop.file(SyncState.fileName).path))
        let received = try Self.adder(["todo", "sync"], home: desktop)
        #expect(received.output.contains("received 1 new"), "\(received.output)\(received.errors)")
        #expect(try Self.adder(["todo", "list"], home: desktop).output.contains("Milk"))
        let undo = try Self.adder(["todo", "undo"], home: desktop)
        #expect(undo.output.contains("sync with Adder"), "\(undo.output)\(undo.errors)")
        #expect(try Self.adder(["todo", "list"], home: desktop).output.isEmpty)
        let state = try String(contentsOf: laptop.file(SyncState.fileName), encoding: .utf8)
        #expect(!state.contains(server.password), "the password is never stored")
    }

    @Test("without a calendar named and with several on the server: one sentence naming what to do")
    func whichCalendar() async throws {
        let server = try CalDAVTestServer(.radicale)
        let home = try home(for: server, calendar: nil)
        _ = try Self.adder(["todo", "sync", "--create", "One"], home: home)
        _ = try Self.adder(["todo", "sync", "--create", "Two"], home: home)
        let outcome = try Self.adder(["todo", "sync"], home: home)
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("The server has 2 to-do calendars: name one as calendar in [todos.sync]"), "\(outcome.errors)")
    }
}
