import CFuzzDriver
import Foundation
import FuzzTargets
import Synchronization

/// `AdderFuzz TARGET [--seconds S] [--seed N] [--trials N]`: the seeded mutation fuzzer on one
/// target; `AdderFuzz TARGET --seed N --replay TRIAL` prints that trial's input (to make a
/// regression test of it); `AdderFuzz TARGET --run FILE` reads one input (a libFuzzer artifact); `AdderFuzz --write-seeds DIR TARGET` writes the target's seeds as files
/// (libFuzzer's starting corpus). Built by Scripts/fuzz with `-sanitize=fuzzer -DLIBFUZZER`, it is
/// libFuzzer's driver instead, on the target named by $ADDER_FUZZ_TARGET, with libFuzzer's options.
@main struct AdderFuzz {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--write-seeds", arguments.count == 3, let target = FuzzTarget(rawValue: arguments[2]) {
            for (index, seed) in target.seeds.enumerated() {
                _ = FileManager.default.createFile(atPath: "\(arguments[1])/seed-\(index)", contents: Data(seed))
            }
            return
        }
        #if LIBFUZZER
        guard let name = ProcessInfo.processInfo.environment["ADDER_FUZZ_TARGET"], let target = FuzzTarget(rawValue: name) else {
            fail("set ADDER_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        LibFuzzerTarget.current = target
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzTestOneInput($0, $1) })
        #else
        seeded(arguments)
        #endif
    }

    private static func seeded(_ arguments: [String]) {
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            fail("usage: AdderFuzz TARGET [--seconds S] [--seed N] [--trials N] [--replay TRIAL]; targets: "
                + FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))
        }
        func option(_ flag: String) -> Double? {
            arguments.firstIndex(of: flag).flatMap { arguments.indices.contains($0 + 1) ? Double(arguments[$0 + 1]) : nil }
        }
        let seed = UInt64(option("--seed") ?? 1)
        let fuzzer = SeededFuzzer(target: target, seed: seed)
        if let index = arguments.firstIndex(of: "--run"), arguments.indices.contains(index + 1) {
            guard let data = FileManager.default.contents(atPath: arguments[index + 1]) else { fail("cannot read \(arguments[index + 1])") }
            target.run(Array(data))
            print("\(name): \(arguments[index + 1]) read without a crash")
            return
        }
        if let trial = option("--replay") {
            FileHandle.standardOutput.write(Data(fuzzer.input(Int(trial))))
            return
        }
        let trials = option("--trials").map { Int($0) } ?? Int.max
        let seconds = option("--seconds") ?? 10
        TrialWatch.start(target: name, seed: seed, hangSeconds: option("--hang-seconds") ?? 10)
        let started = Date()
        let done = fuzzer.run(0..<trials, until: started.addingTimeInterval(seconds)) { TrialWatch.trial.store($0, ordering: .relaxed) }
        print("\(name): \(done) trials in \(String(format: "%.1f", Date().timeIntervalSince(started))) s (seed \(seed)), no crash, no hang")
    }
}

#if LIBFUZZER
/// libFuzzer's entry: its archive's own `main` refers to it, though `main` above drives it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    LibFuzzerTarget.current?.run(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
}
#endif

/// The target libFuzzer's callback runs (set once, before the driver starts).
enum LibFuzzerTarget {
    nonisolated(unsafe) static var current: FuzzTarget?
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("AdderFuzz: \(message)\n".utf8))
    exit(2)
}
