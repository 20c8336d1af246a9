import Foundation
import FuzzTargets
import Testing

/// A short run of the seeded mutation fuzzer on every target (Scripts/fuzz runs it for long):
/// each reader must come back from every input, without crashing or hanging.
@Suite("Seeded fuzzing")
struct SeededFuzzTests {
    @Test("every reader survives mutated inputs", arguments: FuzzTarget.allCases)
    func survives(_ target: FuzzTarget) {
        var fuzzer = SeededFuzzer(target: target, seed: 17)
        fuzzer.largestInput = 16 * 1024
        // A fixed number of trials, so that every run tries the same inputs; the deadline only
        // keeps a slow machine from taking long (the targets run in parallel).
        let done = fuzzer.run(0..<300, until: Date().addingTimeInterval(1.5))
        #expect(done > 0)
    }

    @Test("a trial's input depends only on the target, the seed and the trial")
    func repeatable() {
        let one = SeededFuzzer(target: .date, seed: 5), two = SeededFuzzer(target: .date, seed: 5)
        #expect((0..<20).allSatisfy { one.input($0) == two.input($0) })
        #expect((0..<20).contains { one.input($0) != SeededFuzzer(target: .date, seed: 6).input($0) })
    }
}

@Suite("Import fuzz targets")
struct ImportFuzzSeedTests {
    @Test("the import targets start from the files the real tools wrote, not only the hand-made seeds")
    func seededWithTheFixtures() {
        let fixtures: [(FuzzTarget, [String])] = [(.todotxt, ["Water plants rec:1w"]), (.taskwarrior, ["1125e5ce-91f8-44db-b5a5-f35675baeb55"]),
                                                  (.ics, ["UID:parent-1@example.com", "UID:c779a5b0ca684b608d47971c62caede3@vm"])]
        for (target, marks) in fixtures {
            let seeds = target.seeds.map { String(decoding: $0, as: UTF8.self) }
            #expect(seeds.count == marks.count + 1, "\(target)")
            for mark in marks { #expect(seeds.contains { $0.contains(mark) }, "\(target): \(mark)") }
        }
    }
}
