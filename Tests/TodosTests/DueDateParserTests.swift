import Entities
import Foundation
import Basics
import Todos
import Testing

/// Every form `DueDateParser` reads, with today fixed at Friday 2026-01-02, plus the day arithmetic under it.
@Suite struct DueDateParserTests {
    /// Friday, 2 January 2026 (the day of ADDER_NOW in the end-to-end tests).
    static let friday = CalendarDay(year: 2026, month: 1, day: 2)

    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let today: CalendarDay
        let expected: CalendarDay
        init(_ text: String, _ expected: String, today: String = "2026-01-02") {
            self.text = text
            self.today = CalendarDay(today)!
            self.expected = CalendarDay(expected)!
        }
        var testDescription: String { "\"\(text)\" on \(today) is \(expected)" }
    }

    @Test func todayIsAFriday() {
        #expect(Self.friday.weekday == 5)
    }

    static let wordCases: [Case] = [
        Case("today", "2026-01-02"),
        Case("  Today  ", "2026-01-02"),
        Case("tomorrow", "2026-01-03"),
        Case("TOMORROW", "2026-01-03"),
        Case("sat", "2026-01-03"),
        Case("saturday", "2026-01-03"),
        Case("sun", "2026-01-04"),
        Case("Sunday", "2026-01-04"),
        Case("mon", "2026-01-05"),
        Case("monday", "2026-01-05"),
        Case("tue", "2026-01-06"),
        Case("tuesday", "2026-01-06"),
        Case("wed", "2026-01-07"),
        Case("wednesday", "2026-01-07"),
        Case("thu", "2026-01-08"),
        Case("thursday", "2026-01-08"),
        // Today is a Friday: "fri" is the next one, a week ahead.
        Case("fri", "2026-01-09"),
        Case("FRIDAY", "2026-01-09"),
        Case("next week", "2026-01-05"),
        Case(" Next \t Week ", "2026-01-05"),
        // On a Monday, "mon" and "next week" are a week ahead.
        Case("mon", "2026-01-12", today: "2026-01-05"),
        Case("next week", "2026-01-12", today: "2026-01-05"),
        Case("next week", "2027-01-04", today: "2026-12-28"),
        Case("fri", "2027-01-01", today: "2026-12-31"),
        Case("tomorrow", "2027-01-01", today: "2026-12-31"),
    ]

    @Test(arguments: wordCases)
    func wordsAndWeekdays(_ example: Case) throws {
        #expect(try DueDateParser.parse(example.text, today: example.today) == example.expected)
    }

    static let relativeCases: [Case] = [
        Case("+3d", "2026-01-05"),
        Case("3d", "2026-01-05"),
        Case("+3D", "2026-01-05"),
        Case("+0d", "2026-01-02"),
        Case("+30d", "2026-02-01"),
        Case("+365d", "2027-01-02"),
        Case("+2w", "2026-01-16"),
        Case("2w", "2026-01-16"),
        Case("+1m", "2026-02-02"),
        Case("1m", "2026-02-02"),
        Case("+12m", "2027-01-02"),
        Case("+1y", "2027-01-02"),
        Case("+007d", "2026-01-09"),
        // Year rollover.
        Case("+1d", "2027-01-01", today: "2026-12-31"),
        Case("+1m", "2027-01-15", today: "2026-12-15"),
        Case("+2w", "2027-01-07", today: "2026-12-24"),
        // Month arithmetic clamps to the last day of the target month.
        Case("+1m", "2026-02-28", today: "2026-01-31"),
        Case("+1m", "2028-02-29", today: "2028-01-31"),
        Case("+1m", "2026-04-30", today: "2026-03-31"),
        Case("+3m", "2027-02-28", today: "2026-11-30"),
        Case("+13m", "2027-02-28", today: "2026-01-31"),
        // Leap years: every 4 years, not every 100, but every 400.
        Case("+1d", "2028-02-29", today: "2028-02-28"),
        Case("+1d", "2100-03-01", today: "2100-02-28"),
        Case("+1d", "2000-02-29", today: "2000-02-28"),
        Case("+1y", "2029-02-28", today: "2028-02-29"),
        Case("+4y", "2032-02-29", today: "2028-02-29"),
        Case("+366d", "2029-01-01", today: "2028-01-01"),
    ]

    @Test(arguments: relativeCases)
    func relativeAmounts(_ example: Case) throws {
        #expect(try DueDateParser.parse(example.text, today: example.today) == example.expected)
    }

    static let calendarCases: [Case] = [
        Case("2026-03-15", "2026-03-15"),
        Case(" 2026-03-15 ", "2026-03-15"),
        Case("2025-12-31", "2025-12-31"),  // the past is allowed: a late to-do
        Case("2028-02-29", "2028-02-29"),
        Case("2000-02-29", "2000-02-29"),
        Case("2026-04-30", "2026-04-30"),
        Case("9999-12-30", "9999-12-30"),
    ]

    @Test(arguments: calendarCases)
    func calendarDates(_ example: Case) throws {
        #expect(try DueDateParser.parse(example.text, today: example.today) == example.expected)
    }

    @Test(arguments: ["", "   ", "\t\n"])
    func blankClearsTheDate(_ text: String) throws {
        #expect(try DueDateParser.parse(text, today: Self.friday) == nil)
    }

    static let unrecognizedCases = ["fryday", "next", "next month", "tomorrow please", "fr", "--3d", "+d", "3", "+3x",
                               "+3.5d", "+ 3d", "2026-1-5", "2026/01/05", "20260105", "26-01-05", "+３d", "٣d",
                               "in 3", "in days", "in 3 fortnights", "next fryday", "dec", "dec 25 2026", "17", "at"]

    @Test(arguments: unrecognizedCases)
    func unrecognizedText(_ text: String) {
        #expect(throws: DueDateError.unrecognized(text.trimmingCharacters(in: .whitespaces))) {
            try DueDateParser.parse(text, today: Self.friday)
        }
    }

    @Test(arguments: ["2026-02-30", "2026-02-29", "2100-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "2026-01-32"])
    func daysNotOnTheCalendar(_ text: String) {
        #expect(throws: DueDateError.notOnCalendar(text)) {
            try DueDateParser.parse(text, today: Self.friday)
        }
    }

    @Test(arguments: ["+99999999d", "+8000y", "+3000000w", "+100000m", "9999-12-31"])
    func tooFarAhead(_ text: String) {
        #expect(throws: DueDateError.tooFarAhead(text)) {
            try DueDateParser.parse(text, today: Self.friday)
        }
    }

    @Test func errorSentencesSayWhyAndWhatIsAccepted() {
        #expect(DueDateError.unrecognized("fryday").description
                == "\"fryday\" is not a date: use today, tomorrow, fri, next fri, +3d/-1d/+2w/+1m, in 3 days, eow/eom/eoy, "
                + "dec 25 or YYYY-MM-DD, and a time if you like (17:00, 9am).")
        #expect(DueDateError.notOnCalendar("2026-02-30").description
                == "\"2026-02-30\" is not a day on the calendar: February 2026 has days 01 to 28.")
        #expect(DueDateError.notOnCalendar("2028-02-30").description.hasSuffix("February 2028 has days 01 to 29."))
        #expect(DueDateError.notOnCalendar("2026-13-01").description.hasSuffix(": months go from 01 to 12."))
        #expect(DueDateError.tooFarAhead("+8000y").description == "\"+8000y\" is too far ahead: due dates go up to 9999-12-30.")
    }
}

extension DueDateParserTests {
    /// The hand-written Gregorian arithmetic agrees with Foundation's calendar.
    @Suite struct CalendarArithmetic {
        static var utcCalendar: Calendar {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            return calendar
        }

        @Test func addingDaysAndWeekdaysMatchFoundationOverFourCenturies() throws {
            let calendar = Self.utcCalendar
            let start = CalendarDay(year: 1899, month: 12, day: 25)
            let startDate = try #require(calendar.date(from: DateComponents(year: 1899, month: 12, day: 25)))
            // Every 97th day from 1899 to about 2300: crosses every month length and century rule.
            for offset in stride(from: -500, through: 150_000, by: 97) {
                let day = start.adding(days: offset)
                let date = try #require(calendar.date(byAdding: .day, value: offset, to: startDate))
                let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
                #expect(day == CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!), "offset \(offset)")
                // Foundation's weekday is 1 for Sunday; ISO's 7.
                #expect(day.weekday == (parts.weekday! + 5) % 7 + 1, "weekday of \(day)")
                #expect(start.daysUntil(day) == offset)
            }
        }

        @Test func daysUntil() {
            let friday = DueDateParserTests.friday
            #expect(friday.daysUntil(friday) == 0)
            #expect(friday.daysUntil(CalendarDay(year: 2026, month: 1, day: 3)) == 1)
            #expect(friday.daysUntil(CalendarDay(year: 2026, month: 1, day: 1)) == -1)
            #expect(friday.daysUntil(CalendarDay(year: 2027, month: 1, day: 2)) == 365)
            #expect(CalendarDay(year: 2028, month: 1, day: 2).daysUntil(CalendarDay(year: 2029, month: 1, day: 2)) == 366)
        }

        @Test func addingNegativeDays() {
            #expect(CalendarDay(year: 2026, month: 3, day: 1).adding(days: -1) == CalendarDay(year: 2026, month: 2, day: 28))
            #expect(CalendarDay(year: 2026, month: 1, day: 1).adding(days: -1) == CalendarDay(year: 2025, month: 12, day: 31))
        }

        struct ZoneCase: CustomTestStringConvertible, Sendable {
            let instant: String
            let zone: String
            let day: CalendarDay
            var testDescription: String { "\(instant) in \(zone)" }
        }

        /// "Today" depends on where the clock is read: the same instant is two different days.
        @Test(arguments: [
            ZoneCase(instant: "2026-01-02T09:00:00Z", zone: "UTC", day: CalendarDay(year: 2026, month: 1, day: 2)),
            ZoneCase(instant: "2026-01-02T23:30:00Z", zone: "Asia/Tokyo", day: CalendarDay(year: 2026, month: 1, day: 3)),
            ZoneCase(instant: "2026-01-02T05:00:00Z", zone: "America/Los_Angeles", day: CalendarDay(year: 2026, month: 1, day: 1)),
            ZoneCase(instant: "2025-12-31T23:59:59Z", zone: "Europe/Berlin", day: CalendarDay(year: 2026, month: 1, day: 1)),
        ])
        func dayOfAnInstantInATimeZone(_ example: ZoneCase) throws {
            let date = try Date(example.instant, strategy: .iso8601)
            let zone = try #require(TimeZone(identifier: example.zone))
            #expect(CalendarDay(date, timeZone: zone) == example.day)
        }
    }
}
