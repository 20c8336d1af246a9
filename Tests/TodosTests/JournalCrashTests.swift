import Entities
import Foundation
import Basics
@testable import Todos
import Testing
import TestSupport

/// `kill -9` at random moments while edits go as the full-screen app makes them: appended to the
/// edit journal, with the undo history kept on disk, and the journal folded into todos.json now
/// and then (`StoreTorture tui-edits`). Every acknowledged edit is there, nothing is corrupt, ids
/// stay unique, and an acknowledged undo stays undone. `swift test` runs 10 seeded trials;
/// `ADDER_CRASH_TRIALS=200` (`Scripts/journal-crash-trials`) runs more, `ADDER_CRASH_SEED` picks the seed.
@Suite(.onOwnThreads) struct JournalCrashTests {
    @Test func killingTheTUIsWritesAtRandomMomentsLosesNothingAcknowledged() throws {
        var run = try KilledWriterTrials(folderPrefix: "adder-journal-kill")
        let (trials, note, folder, url) = (run.trials, run.note, run.folder, run.url)

        var saved: Set<String> = [], done: Set<String> = [], undone: Set<String> = []
        var killsWithJournal = 0, folds = 0
        for trial in 0..<trials {
            let lines = try run.linesOfKilledWriter("tui-edits", tag: "t\(trial)", trial: trial)
            for line in lines {
                let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
                switch parts.first {
                case "saved": saved.insert(parts[1])
                case "done": done.insert(parts[1])
                case "undone": undone.insert(parts[1])
                case "folded": folds += 1
                default: Issue.record("trial \(trial): odd line \(line)")
                }
            }
            if FileManager.default.fileExists(atPath: folder.file("todos.edits.jsonl").path) { killsWithJournal += 1 }

            let file = TodoFile(url: url, isWritable: false)
            let read = Result { () throws(TodoStoreError) in try file.read() }
            let document = try #require(try read.get(), "trial \(trial): the file or its journal does not read; \(note)")
            let titles = Set(document.todos.map(\.title))
            let lost = saved.subtracting(titles)
            try #require(lost.isEmpty, "trial \(trial): acknowledged to-dos lost: \(lost.sorted().prefix(5)); \(note)")
            let unmarked = done.subtracting(document.todos.filter(\.done).map(\.title))
            try #require(unmarked.isEmpty, "trial \(trial): acknowledged done marks lost: \(unmarked.sorted().prefix(5)); \(note)")
            let back = undone.intersection(titles)
            try #require(back.isEmpty, "trial \(trial): acknowledged undos lost: \(back.sorted().prefix(5)); \(note)")
            try #require(Set(document.todos.map(\.id)).count == document.todos.count, "trial \(trial): ids repeat; \(note)")
            try #require(document.nextID > document.todos.map(\.id).max() ?? 0, "trial \(trial): nextID would reuse an id; \(note)")
            // A torn last line is the only loss a kill may cause, and only of an edit never acknowledged.
            for notice in file.takeJournalNotices() { #expect(notice.contains("was cut short"), "trial \(trial): \(notice)") }
            let history = TodoHistoryFile.beside(url)
            _ = history.readIfChanged()
            #expect(history.problem == nil, "trial \(trial): \(history.problem ?? ""); \(note)")
        }
        print("JournalCrashTests: \(trials) trials, \(saved.count) adds, \(done.count) marks and \(undone.count) undos acknowledged, \(folds) folds, \(killsWithJournal) kills left a journal; \(note)")
        #expect(killsWithJournal >= min(trials, 3) / 3, "only \(killsWithJournal) of \(trials) kills left a journal")
        #expect(saved.count >= trials, "only \(saved.count) edits were acknowledged in \(trials) trials")
        #expect(folds > 0 || trials < 5, "no trial folded the journal")
    }
}
