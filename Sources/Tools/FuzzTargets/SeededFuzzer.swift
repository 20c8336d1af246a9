import Basics
import Foundation

/// The fuzzer that needs no compiler support: inputs made from a target's seeds by random
/// mutations (bit flips, bytes inserted, removed, repeated, format words spliced in, parts of
/// two seeds crossed), from a fixed seed so that any run can be repeated input by input.
public struct SeededFuzzer {
    public let target: FuzzTarget
    public let seed: UInt64
    /// The largest input made, in bytes.
    public var largestInput = 64 * 1024

    public init(target: FuzzTarget, seed: UInt64) {
        self.target = target
        self.seed = seed
    }

    /// The input of trial `trial`: the same for the same target, seed and trial.
    public func input(_ trial: Int) -> [UInt8] {
        var random = SplitMix64(seed: seed &+ UInt64(trial) &* 0x9E37_79B9_7F4A_7C15)
        let seeds = target.seeds
        var bytes = seeds[Int(random.next() % UInt64(seeds.count))]
        if random.next() % 16 == 0 { bytes = [] }  // from nothing, now and then
        let mutations = 1 + Int(random.next() % 8)
        for _ in 0..<mutations { mutate(&bytes, &random, seeds: seeds) }
        return Array(bytes.prefix(largestInput))
    }

    /// Runs trials `range`, stopping early when `deadline` passes; `before` hears of each trial
    /// first (so a crash can be traced to it). Returns the trials run.
    @discardableResult
    public func run(_ range: Range<Int>, until deadline: Date = .distantFuture, before: (Int) -> Void = { _ in }) -> Int {
        var done = 0
        for trial in range {
            if done % 64 == 0, Date() >= deadline { break }
            before(trial)
            target.run(input(trial))
            done += 1
        }
        return done
    }

    private func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64, seeds: [[UInt8]]) {
        let tokens = target.tokens
        func position(_ count: Int) -> Int { Int(random.next() % UInt64(count + 1)) }
        switch random.next() % 9 {
        case 0 where !bytes.isEmpty:  // flip a bit
            let index = Int(random.next() % UInt64(bytes.count))
            bytes[index] ^= 1 << UInt8(random.next() % 8)
        case 1:  // insert random bytes
            let count = 1 + Int(random.next() % 8)
            bytes.insert(contentsOf: (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: position(bytes.count))
        case 2 where !bytes.isEmpty:  // remove a run
            let start = Int(random.next() % UInt64(bytes.count))
            bytes.removeSubrange(start..<min(bytes.count, start + 1 + Int(random.next() % 32)))
        case 3, 4:  // splice in a format word
            bytes.insert(contentsOf: tokens[Int(random.next() % UInt64(tokens.count))], at: position(bytes.count))
        case 5 where !bytes.isEmpty:  // repeat a run many times: deep nesting, long lists
            let start = Int(random.next() % UInt64(bytes.count))
            let run = Array(bytes[start..<min(bytes.count, start + 1 + Int(random.next() % 16))])
            let times = 2 + Int(random.next() % 2000)
            bytes.insert(contentsOf: Array(repeating: run, count: times).joined().prefix(largestInput), at: start)
        case 6:  // cross with another seed
            let other = seeds[Int(random.next() % UInt64(seeds.count))]
            let cut = position(bytes.count), otherCut = position(other.count)
            bytes = Array(bytes[..<cut]) + other[min(otherCut, other.count)...]
        case 7 where !bytes.isEmpty:  // an interesting byte
            let index = Int(random.next() % UInt64(bytes.count))
            bytes[index] = [0x00, 0xFF, 0x7F, 0x80, 0xC0, 0xED, 0x3C, 0x26, 0x22, 0x5C, 0x0A][Int(random.next() % 11)]
        default:  // truncate
            bytes = Array(bytes.prefix(position(bytes.count)))
        }
    }
}
