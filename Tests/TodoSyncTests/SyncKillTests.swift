import Foundation
import Glibc
import TestSupport
import Testing
@testable import TodoSync

/// `adder todo sync` killed (SIGKILL) at a random moment, then run again to the end: the server
/// and the list hold the same to-dos, none twice, no edit lost. ADDER_SYNC_KILL_TRIALS sets the
/// number of trials (20 by default).
@Suite("A sync killed at any moment, against a real Radicale", .serialized)
struct SyncKillTests {
    @Test("SIGKILL during a sync leaves no duplicate and no lost edit after the next one")
    func killedSyncs() async throws {
        let server = try CalDAVTestServer(.radicale)
        let calendar = try await server.withCalendar()
        let home = TemporaryDirectory("adder-sync-kill")
        try """
            [todos.sync]
            url = "\(server.root.absoluteString)"
            username = "\(server.username)"
            password-command = "echo \(server.password)"
            calendar = "Adder"
            """.write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        let trials = Int(ProcessInfo.processInfo.environment["ADDER_SYNC_KILL_TRIALS"] ?? "") ?? 20
        var generator = SplitMix(seed: 30)
        var killedMidway = 0
        let remote = ServerCalendar(server: CalDAVServer(url: server.root, credentials: .init(username: server.username, password: server.password)),
                                    calendar: calendar)
        for trial in 0..<trials {
            for index in 0..<3 { _ = try SyncCommandTests.adder(["todo", "add", "T\(trial)-\(index)"], home: home) }
            if trial > 0 { _ = try SyncCommandTests.adder(["todo", "edit", "1", "--title", "First, edit \(trial)"], home: home) }
            let process = try Self.start(["todo", "sync", "--force-delete"], home: home)
            usleep(UInt32(generator.next() % 400_000))
            if process.isRunning { kill(process.processIdentifier, SIGKILL); killedMidway += 1 }
            process.waitUntilExit()
            let finished = try SyncCommandTests.adder(["todo", "sync", "--force-delete"], home: home)
            #expect(finished.status == 0, "trial \(trial): \(finished.errors)")
            let local = try SyncCommandTests.adder(["todo", "list", "--json"], home: home).output
            let titles = try JSONDecoder().decode([Listed].self, from: Data(local.utf8)).map(\.title).sorted()
            #expect(titles.count == 3 * (trial + 1), "trial \(trial): \(titles)")
            #expect(titles.contains(trial == 0 ? "T0-0" : "First, edit \(trial)"), "trial \(trial): the edit is kept")
            let summaries = try await remote.summaries()
            #expect(summaries == titles.map { $0.replacingOccurrences(of: ",", with: "\\,") }.sorted(), "trial \(trial)")
            if summaries.count != titles.count { break }
        }
        #expect(killedMidway > trials / 10, "kills should land during the sync (\(killedMidway) of \(trials))")
    }

    struct Listed: Decodable { let title: String }

    static func start(_ arguments: [String], home: TemporaryDirectory) throws -> Process {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [binary, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()].map { $0.appendingPathComponent("adder") }
        let process = Process()
        // The first that exists; else the first, so that run() names the path it could not start.
        process.executableURL = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
        process.arguments = arguments
        process.environment = ["ADDER_HOME": home.url.path, "ADDER_NOW": "2026-01-02T09:00:00Z", "TZ": "UTC",
                               "HOME": home.url.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// A small seeded generator: the same kill times every run.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt32 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return UInt32(truncatingIfNeeded: z ^ (z >> 31))
        }
    }
}
