@testable import App
import Foundation
import TestSupport
import Testing

/// Issue 33, item 15: dates are shown on the proleptic Gregorian calendar, as they are kept and
/// as ISO 8601 writes them; Foundation's calendar showed Julian days before 1582-10-15.
@Suite struct DateTextCalendarTests {
    /// Midnight UTC of 1582-10-10 (proleptic Gregorian): 141,432 days before 1970-01-01.
    static let october10th1582 = Date(timeIntervalSince1970: -141_432 * 86_400)

    @Test func datesBefore1582AreShownAsKept() {
        let text = DateText(now: Fixtures.now, timeZone: Fixtures.utc)
        #expect(text.dateAndTime(Self.october10th1582.addingTimeInterval(9 * 3600 + 5 * 60)) == "1582-10-10 09:05")
        #expect(text.short(Self.october10th1582) == "Oct 1582")
        let tokyo = DateText(now: Fixtures.now, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        #expect(tokyo.dateAndTime(Date(timeIntervalSince1970: -62_135_596_800 + 86_400)) == "0001-01-02 09:18", "local mean time, 9:18:59")
    }

    @Test func relativeDaysAndTodayStillWork() {
        let text = DateText(now: Fixtures.now, timeZone: Fixtures.utc)
        #expect(text.relativeDay(Fixtures.now.addingTimeInterval(-86_400)) == "yesterday")
        #expect(text.relativeDay(Fixtures.now.addingTimeInterval(3 * 86_400)) == "in 3 days")
        #expect(text.short(Fixtures.now.addingTimeInterval(-3600)) == "08:00")
        #expect(text.short(Fixtures.now.addingTimeInterval(-86_400)) == "Jan 01")
        #expect(text.short(Fixtures.now.addingTimeInterval(-86_400 * 2)) == "Dec 2025")
        #expect(text.dateAndTime(Fixtures.now) == "2026-01-02 09:00")
    }
}
