import Entities
import Foundation
import Basics
@testable import Todos
import Testing
import TestSupport

/// `kill -9` at random moments while to-dos are added as `adder todo add` adds them: mostly
/// without reading the list (the tail patched in place, `TodoFile.addWithoutReading`), and by a
/// whole write after the full-screen app left an edit in the journal (`StoreTorture cli-adds`).
/// Every acknowledged add and mark is there, ids stay unique, and once an Adder that may write
/// has taken the lock, todos.json alone parses and holds every acknowledged add. `swift test`
/// runs 10 seeded trials; `Scripts/journal-crash-trials 200` runs 200 (`ADDER_CRASH_TRIALS`).
@Suite(.onOwnThreads) struct AddCrashTests {
    @Test func killingTheCommandsAddAtRandomMomentsLosesNothingAcknowledged() throws {
        var run = try KilledWriterTrials(folderPrefix: "adder-add-kill")
        let (trials, note, url) = (run.trials, run.note, run.url)

        var saved: Set<String> = [], done: Set<String> = []
        var quick = 0, read = 0, tornBeforeRecovery = 0, recordsLeft = 0
        for trial in 0..<trials {
            let lines = try run.linesOfKilledWriter("cli-adds", tag: "t\(trial)", trial: trial)
            for line in lines {
                let parts = line.split(separator: " ").map(String.init)
                switch (parts.first, parts.last) {
                case ("saved", "quick"): saved.insert(parts[1]); quick += 1
                case ("saved", "read"): saved.insert(parts[1]); read += 1
                case ("done", _): done.insert(parts[1])
                default: Issue.record("trial \(trial): odd line \(line)")
                }
            }
            if (try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) == nil { tornBeforeRecovery += 1 }
            if TodoFileStamp.isPatching(beside: url) { recordsLeft += 1 }

            // What `adder snapshot` sees: it never writes, so it finishes a killed add in memory.
            let document = try #require(try Result { () throws(TodoStoreError) in try TodoFile(url: url, isWritable: false).read() }.get(),
                                        "trial \(trial): the file or its journal does not read; \(note)")
            let lost = saved.subtracting(document.todos.map(\.title))
            try #require(lost.isEmpty, "trial \(trial): acknowledged to-dos lost: \(lost.sorted().prefix(5)); \(note)")
            let unmarked = done.subtracting(document.todos.filter(\.done).map(\.title))
            try #require(unmarked.isEmpty, "trial \(trial): acknowledged done marks lost: \(unmarked.sorted().prefix(5)); \(note)")
            try #require(Set(document.todos.map(\.id)).count == document.todos.count, "trial \(trial): ids repeat; \(note)")
            try #require(document.nextID > document.todos.map(\.id).max() ?? 0, "trial \(trial): nextID would reuse an id; \(note)")

            // What a script sees once any Adder that writes took the lock: todos.json alone.
            try TodoFile(url: url).withLock {}
            let alone = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
            let titles = Set((alone?["todos"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String })
            let missing = saved.subtracting(titles)
            try #require(missing.isEmpty, "trial \(trial): todos.json alone lacks acknowledged adds: \(missing.sorted().prefix(5)); \(note)")
            let history = TodoHistoryFile.beside(url)
            _ = history.readIfChanged()
            #expect(history.problem == nil, "trial \(trial): \(history.problem ?? ""); \(note)")
        }
        print("AddCrashTests: \(trials) trials, \(saved.count) adds acknowledged (\(quick) without reading the list, \(read) reading it), \(done.count) marks, \(recordsLeft) kills left a patch to finish, \(tornBeforeRecovery) left todos.json cut short until the next Adder; \(note)")
        #expect(quick >= trials, "only \(quick) adds went without reading the list in \(trials) trials")
        #expect(read > 0 || trials < 5, "no add read the list")
    }
}
