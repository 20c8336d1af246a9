import Basics
import Foundation
import Glibc
import Testing
import TestSupport

/// SIGKILL during `adder todo import` (issue 33, item 2b): whatever the moment, the next command
/// finds the imported to-dos, their links and their undo step all saved, or none of them. 20
/// trials of 3,000 to-dos here; `ADDER_IMPORT_KILL_TRIALS=100` runs that many of 20,000, as the
/// issue did (`ADDER_IMPORT_KILL_SEED` repeats a run's kill times).
@Suite(.onOwnThreads) struct TodoImportKillTests {
    typealias Run = TodoCommandTests
    typealias Commit = TodoImportCommitTests

    @Test func aKilledImportLeavesItsToDosLinksAndUndoStepAllOrNone() async throws {
        let environment = ProcessInfo.processInfo.environment
        let long = environment["ADDER_IMPORT_KILL_TRIALS"].flatMap { Int($0) }
        let trials = long ?? 20, count = long == nil ? 3_000 : 20_000
        let seed = environment["ADDER_IMPORT_KILL_SEED"].flatMap { UInt64($0) } ?? 33
        var random = SplitMix64(seed: seed)
        let note = Comment(rawValue: "seed \(seed), \(count) to-dos")
        let source = TemporaryDirectory("adder-import-kill-source")
        let file = try Commit.icsFile(count, batch: "k", in: source)

        // One import to its end first: how long it takes here, and how long after it first replaces
        // todos.json (the saves of the to-dos, the undo step and the links), so the kills spread over both.
        let timing = TemporaryDirectory("adder-import-kill")
        _ = try await Run.succeed(["todo", "add", "mine"], home: timing)
        let began = Date()
        let timed = try Commit.Started(["todo", "import", file.path, "--from", "ics"], home: timing)
        let saved = Self.waitForANewFile(timing.file("todos.json"), while: timed.process)
        let whole = timed.finish()
        let duration = Date().timeIntervalSince(began), tail = Date().timeIntervalSince(saved)
        try #require(whole.status == 0, "\(whole)")

        var outcomes: [String: Int] = [:]
        for trial in 0..<trials {
            let home = TemporaryDirectory("adder-import-kill")
            _ = try await Run.succeed(["todo", "add", "mine"], home: home)
            let started = try Commit.Started(["todo", "import", file.path, "--from", "ics"], home: home)
            if trial % 2 == 0 {
                usleep(UInt32(random.next() % max(UInt64(duration * 1.1 * 1_000_000), 1)))
            } else {  // while the files are being saved
                _ = Self.waitForANewFile(home.file("todos.json"), while: started.process)
                usleep(UInt32(random.next() % max(UInt64(tail * 1.1 * 1_000_000), 1)))
            }
            if started.process.isRunning { kill(started.process.processIdentifier, SIGKILL) }
            let ended = started.finish()
            let midCommit = FileManager.default.fileExists(atPath: home.file(".todos.json.journal").path)

            // The next command (a list here) finishes what the kill left, before it reads.
            let titles = try await Run.listJSON(["--all"], home: home).compactMap { $0["title"] }
            let imported = titles.count - 1
            let links = try Commit.linkCount(in: home)
            let steps = try Commit.undoSteps(in: home)
            let context = "trial \(trial): \(imported) to-dos, \(links) links, undo steps \(steps); \(note)"
            #expect(titles.first == "mine", "\(context)")
            #expect(imported == 0 || imported == count, "\(context)")
            #expect(links == imported, "\(context)")
            #expect(steps.count == (imported == 0 ? 1 : 2) && steps.first == "add “mine”", "\(context)")
            #expect(!FileManager.default.fileExists(atPath: home.file(".todos.json.journal").path), "\(context)")
            let kind = ended.status == 0 && started.process.terminationReason == .exit ? "finished"
                : midCommit ? "killed mid-commit" : imported == 0 ? "killed before" : "killed after"
            outcomes[kind, default: 0] += 1
        }
        print("import kill trials (\(count) to-dos, \(String(format: "%.2f", duration)) s each, saving the last \(String(format: "%.2f", tail)) s): \(outcomes.sorted { $0.key < $1.key }); \(note)")
    }
}

extension TodoImportKillTests {
    /// When `file` became another file than it was (polled each millisecond), or `process` ended.
    static func waitForANewFile(_ file: URL, while process: Process) -> Date {
        func identity() -> [Int] {
            var info = stat()
            guard stat(file.path, &info) == 0 else { return [] }
            return [Int(info.st_ino), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
        }
        let before = identity()
        while process.isRunning && identity() == before { usleep(1_000) }
        return Date()
    }
}
