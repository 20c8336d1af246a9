import Foundation
import TestSupport
import Testing
@testable import TodoSync

@Suite("A real Radicale stopped in the middle of a sync", .serialized)
struct ServerStoppedTests {
    @Test("stopped while the uploads go: one sentence, nothing changed here; started again, the next sync ends with no duplicate")
    func stoppedMidUpload() async throws {
        let server = try CalDAVTestServer(.radicale)
        let calendar = try await server.withCalendar()
        let home = try SyncHome(server, calendar: calendar)
        let count = 150
        for number in 1...count { try home.add("To-do \(number)") }
        let before = try Data(contentsOf: home.folder.file("todos.json"))
        let stored = server.folder.file("storage/collection-root/alice/adder")
        // Stops the server once ten uploads have arrived, while the sync below is still sending.
        let stopper = Task { () -> Int in
            let deadline = ContinuousClock.now + .seconds(60)
            while Self.uploaded(to: stored) < 10, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(10)) }
            server.stop()
            return Self.uploaded(to: stored)
        }
        do {
            let report = try await home.sync()
            Issue.record("the sync went on: \(report)")
        } catch {
            let sentence = String(describing: error)
            #expect(sentence.hasSuffix("could not be reached (connection refused).") || sentence.hasSuffix("(the server closed the connection)."),
                    "\(sentence)")
        }
        let arrived = await stopper.value
        #expect((10..<count).contains(arrived), "the server was stopped mid-upload (\(arrived) of \(count) there)")
        #expect(try Data(contentsOf: home.folder.file("todos.json")) == before)
        #expect(!FileManager.default.fileExists(atPath: home.stateFile.path))

        try server.restart()
        _ = try await home.sync()
        #expect(Self.uploaded(to: stored) == count)
        let summaries = try await ServerCalendar(server: home.server, calendar: calendar).summaries()
        #expect(summaries.count == count && Set(summaries).count == count)
        #expect(home.store.todos.count == count)
        #expect(try await home.sync().requests == 1, "settled")
    }

    private static func uploaded(to folder: URL) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".ics") }.count
    }
}
