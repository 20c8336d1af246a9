import Entities
import Foundation
import Basics
import Todos
import Testing
import TestSupport

/// `kill -9` at random moments: the file always parses and keeps every acknowledged edit.
@Suite(.onOwnThreads) struct CrashSafetyTests {
    @Test func killingAWriterAtRandomMomentsNeverLosesAnAcknowledgedEdit() throws {
        let folder = TemporaryDirectory("adder-kill")
        let url = folder.file("todos.json")
        // A few hundred to-dos to begin with, so that each save takes a while to write.
        let seed = (1...300).map { Fixtures.todo($0, "seed \($0) with a longer title to make the file bigger") }
        try TodoFile(url: url).write(TodoDocument(nextID: 301, todos: seed))

        var random = SeededRandom(seed: UInt64(Date().timeIntervalSince1970 * 1000))
        let note = Comment(rawValue: "random seed \(random.seed)")
        var acknowledgedSaves: Set<String> = []
        var acknowledgedDone: Set<String> = []
        var killsMidSave = 0
        let trials = 120
        for trial in 0..<trials {
            let writer = try WriterProcess(["add", url.path, "t\(trial)", "1000000", "3"])
            // The random delay starts once the writer has saved once: a slow start on a busy
            // machine must not turn a trial into a kill before anything was written.
            let first = try #require(writer.readLine(within: 60), "trial \(trial): the writer saved nothing in 60 s; \(note)")
            usleep(UInt32(random.next(upTo: 60_000)))
            writer.kill()
            let lines = [first] + writer.remainingLines(within: 10)
            try #require(writer.wasKilled, "trial \(trial): the writer ended before the kill; \(note)")
            for line in lines {
                let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
                try #require(parts.count == 2 && ["saved", "done"].contains(parts[0]), "odd line \(line)")
                if parts[0] == "saved" { acknowledgedSaves.insert(parts[1]) } else { acknowledgedDone.insert(parts[1]) }
            }

            // A kill between creating the temporary file and renaming it leaves that file behind
            // (the next writer removes it under the lock, so count it now).
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
                .filter { $0.hasPrefix(".todos.json.") && $0 != ".todos.json.lock" }
            if !leftovers.isEmpty { killsMidSave += 1 }

            let read = Result { () throws(TodoStoreError) in try TodoFile(url: url, isWritable: false).read() }
            let document = try #require(try read.get(), "trial \(trial): the file does not parse or is gone; \(note)")
            let titles = Set(document.todos.map(\.title))
            let lost = acknowledgedSaves.subtracting(titles)
            try #require(lost.isEmpty, "trial \(trial): acknowledged to-dos lost: \(lost.sorted().prefix(5)); \(note)")
            let doneTitles = Set(document.todos.filter(\.done).map(\.title))
            let undone = acknowledgedDone.subtracting(doneTitles)
            try #require(undone.isEmpty, "trial \(trial): acknowledged done marks lost: \(undone.sorted().prefix(5)); \(note)")
            #expect(Set(document.todos.map(\.id)).count == document.todos.count, "trial \(trial): ids repeat")
            #expect(document.nextID > document.todos.map(\.id).max() ?? 0, "trial \(trial): nextID would reuse an id")
        }
        // The test proves nothing unless the writer was saving when killed.
        #expect(killsMidSave >= 3, "only \(killsMidSave) of \(trials) kills landed in the middle of a save")
        #expect(acknowledgedSaves.count >= trials, "only \(acknowledgedSaves.count) saves were acknowledged in \(trials) trials")
    }
}

/// SplitMix64: random delays that a failing run's seed can reproduce.
struct SeededRandom {
    let seed: UInt64
    private var state: UInt64

    init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    mutating func next(upTo bound: UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return (value ^ (value >> 31)) % bound
    }
}
