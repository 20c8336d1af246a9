@testable import FeedParsing
import Foundation
import Testing

/// `FeedDate.parse` reads the two common shapes at fixed places (`CommonDateShapes`) and the rest
/// with the general readers; on every date either can read, the two give the same instant.
@Suite("Feed dates: the common shapes' shortcut")
struct FeedDateShortcutTests {
    private static func commonShape(using generator: inout SeededGenerator) -> String {
        let two = { (range: ClosedRange<Int>, generator: inout SeededGenerator) in
            String(format: "%02d", Int.random(in: range, using: &generator))
        }
        let day = two(0...32, &generator), hour = two(0...25, &generator), minute = two(0...61, &generator)
        let second = two(0...61, &generator), year = String(format: "%04d", Int.random(in: 0...9_999, using: &generator))
        let sign = Bool.random(using: &generator) ? "+" : "-"
        let zoneHours = two(0...14, &generator), zoneMinutes = ["00", "30", "45", "99"].randomElement(using: &generator)!
        if Bool.random(using: &generator) {
            let weekday = ["Mon", "Tue", "sun", "Jan", "Xyz"].randomElement(using: &generator)!
            let month = ["Jan", "feb", "MAR", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Foo"].randomElement(using: &generator)!
            let zone = ["GMT", "gmt", "UTC", "EST", "ABC", sign + zoneHours + zoneMinutes].randomElement(using: &generator)!
            return "\(weekday), \(day) \(month) \(year) \(hour):\(minute):\(second) \(zone)"
        }
        let month = two(0...13, &generator)
        let zone = ["Z", "z", "X", sign + zoneHours + ":" + zoneMinutes].randomElement(using: &generator)!
        let separator = ["T", "t", " "].randomElement(using: &generator)!
        return "\(year)-\(month)-\(day)\(separator)\(hour):\(minute):\(second)\(zone)"
    }

    @Test func theShortcutReadsWhatTheGeneralReadersRead() {
        var generator = SeededGenerator(seed: 1_128)
        let pieces = ["0", "9", "1", ":", "-", "+", " ", ",", ".", "T", "Z", "a", "\t"].map { Array($0.utf8) }
        var shortcut = 0, general = 0
        for round in 0..<20_000 {
            var bytes = Array(Self.commonShape(using: &generator).utf8)
            if round % 2 == 1 { bytes = mutated(bytes, inserting: pieces, using: &generator) }
            let text = String(decoding: bytes, as: UTF8.self)
            let fast = FeedDate.parse(text), reference = FeedDate.parseAnyShape(text)
            #expect(fast == reference, "\(text)")
            if bytes.withUnsafeBufferPointer(CommonDateShapes.read) != nil { shortcut += 1 } else if reference != nil { general += 1 }
        }
        // Both paths were taken, many times each.
        #expect(shortcut > 2_000, "\(shortcut)")
        #expect(general > 1_000, "\(general)")
    }

    @Test(arguments: ["Mon, 24 Nov 2025 16:00:00 GMT", "Mon, 24 Nov 2025 17:30:00 +0130", "2025-11-24T16:00:00Z",
                      "2025-11-24T11:00:00-05:00"])
    func theBenchmarksShapesTakeTheShortcut(_ text: String) {
        let date = Array(text.utf8).withUnsafeBufferPointer(CommonDateShapes.read)
        #expect(date == Date(timeIntervalSince1970: 1_764_000_000))
        #expect(FeedDate.parseAnyShape(text) == date)
    }
}
