import FeedParsing
import Foundation
import Testing

@Suite("Lenient feed dates")
struct FeedDateTests {
    static let nineUTC = Date(timeIntervalSince1970: 1_767_344_400)  // 2026-01-02T09:00:00Z

    @Test(arguments: [
        "Fri, 02 Jan 2026 09:00:00 GMT", "Fri, 02 Jan 2026 09:00:00 UT", "Fri, 02 Jan 2026 09:00:00 UTC",
        "Fri, 02 Jan 2026 09:00:00 Z", "Fri, 02 Jan 2026 09:00:00 +0000", "02 Jan 2026 09:00:00 GMT",
        "Fri, 2 Jan 2026 09:00 GMT", "Fri,  02   Jan  2026  09:00:00   GMT ", "Fri, 02 Jan 26 09:00:00 GMT",
        "Fri, 02 Jan 2026 04:00:00 EST", "Fri, 02 Jan 2026 05:00:00 EDT", "Fri, 02 Jan 2026 03:00:00 CST",
        "Fri, 02 Jan 2026 04:00:00 CDT", "Fri, 02 Jan 2026 02:00:00 MST", "Fri, 02 Jan 2026 03:00:00 MDT",
        "Fri, 02 Jan 2026 01:00:00 PST", "Fri, 02 Jan 2026 02:00:00 PDT", "Fri, 02 Jan 2026 14:30:00 +0530",
        "Fri, 02 Jan 2026 04:00:00 -0500", "Fri, 02 Jan 2026 04:00:00 R", "Fri, 02 Jan 2026 10:00:00 A",
        "Friday, 02-Jan-2026 09:00:00 GMT", "fri, 02 jan 2026 09:00:00 gmt", "Fri, 02 January 2026 09:00:00 GMT",
        "Jan 2 2026 09:00:00 GMT", "Fri, 02 Jan 2026 09:00:00",
        "2026-01-02T09:00:00Z", "2026-01-02t09:00:00z", "2026-01-02T09:00:00.000Z", "2026-01-02T10:00:00+01:00",
        "2026-01-02T04:00:00-05:00", "2026-01-02T14:30:00+0530", "2026-01-02 09:00:00", "2026-01-02T09:00Z",
        "  2026-01-02T09:00:00Z\n",
    ])
    func readsTheSameInstant(text: String) {
        #expect(FeedDate.parse(text) == Self.nineUTC, "\(text)")
    }

    @Test func fractionsAndDatesWithoutTime() {
        #expect(FeedDate.parse("2026-01-02T09:00:00.5Z") == Self.nineUTC.addingTimeInterval(0.5))
        #expect(FeedDate.parse("2026-01-02") == Self.nineUTC.addingTimeInterval(-9 * 3_600))
        #expect(FeedDate.parse("02 Jan 2026") == Self.nineUTC.addingTimeInterval(-9 * 3_600))
        #expect(FeedDate.parse("Thu, 01 Jan 99 00:00:00 GMT") == Date(timeIntervalSince1970: 915_148_800))
    }

    @Test(arguments: ["", "yesterday", "2026-13-02T09:00:00Z", "Fri, 32 Jan 2026 09:00:00 GMT", "2026-01-02T25:61:00Z",
                      "Fri, 02 Foo 2026 09:00:00 GMT", "12345", "2026-01-02T09:00:00 nonsense", "\u{0}\u{1}"])
    func unreadableIsNil(text: String) {
        #expect(FeedDate.parse(text) == nil, "\(text)")
    }

    @Test func isFastEnoughForAHotLoop() {
        let samples = ["Fri, 02 Jan 2026 09:00:00 GMT", "2026-01-02T09:00:00.250+01:00", "2 Jan 26 9:00 EST"]
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for index in 0..<30_000 { _ = FeedDate.parse(samples[index % 3]) }
        }
        print("FeedDate: 30,000 dates in \(elapsed)")
        #expect(elapsed < .seconds(3))
    }
}
