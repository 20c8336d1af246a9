import Entities
import Foundation
import Testing
import TestSupport
@testable import Todos

/// What each kill-at-random-moments test shares: how many trials and which seed
/// (`ADDER_CRASH_TRIALS`, `ADDER_CRASH_SEED`; 10 trials at seed 28 in `swift test`), a todos.json of
/// 300 to-dos to write to, and a `StoreTorture` writer killed at a random moment after its first
/// saved line.
struct KilledWriterTrials {
    let trials: Int
    private var random: SeededRandom
    let note: Comment
    let folder: TemporaryDirectory
    var url: URL { folder.file("todos.json") }

    init(folderPrefix: String) throws {
        let environment = ProcessInfo.processInfo.environment
        trials = environment["ADDER_CRASH_TRIALS"].flatMap(Int.init) ?? 10
        random = SeededRandom(seed: environment["ADDER_CRASH_SEED"].flatMap(UInt64.init) ?? 28)
        note = Comment(rawValue: "seed \(random.seed)")
        folder = TemporaryDirectory(folderPrefix)
        let seed = (1...300).map { Fixtures.todo($0, "seed \($0) with a longer title to make the file bigger") }
        try TodoFile(url: folder.file("todos.json")).write(TodoDocument(nextID: 301, todos: seed))
    }

    /// Every line `StoreTorture mode url tag` printed before a SIGKILL up to 0.3 s after its first.
    mutating func linesOfKilledWriter(_ mode: String, tag: String, trial: Int) throws -> [String] {
        let writer = try WriterProcess([mode, url.path, tag, "1000000"])
        let first = try #require(writer.readLine(within: 60), "trial \(trial): the writer saved nothing in 60 s; \(note)")
        usleep(UInt32(random.next(upTo: 300_000)))
        writer.kill()
        let lines = [first] + writer.remainingLines(within: 10)
        try #require(writer.wasKilled, "trial \(trial): the writer ended before the kill; \(note)")
        return lines
    }
}
