import Entities
import Todos
import Testing

/// The date words and times added to `DueDateParser` (issue 20), with today Friday 2026-01-02
/// unless a case says otherwise.
@Suite struct DueDateWordsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let today: CalendarDay
        let day: CalendarDay
        let time: TimeOfDay?
        init(_ text: String, _ day: String, _ time: String? = nil, today: String = "2026-01-02") {
            self.text = text
            self.today = CalendarDay(today)!
            self.day = CalendarDay(day)!
            self.time = time.map { TimeOfDay($0)! }
        }
        var testDescription: String { "\"\(text)\" on \(today) is \(day) \(time?.description ?? "")" }
    }

    static let dayCases: [Case] = [
        Case("yesterday", "2026-01-01"),
        Case("yesterday", "2025-12-31", today: "2026-01-01"),
        Case("-1d", "2026-01-01"),
        Case("-3d", "2025-12-30"),
        Case("-2w", "2025-12-19"),
        Case("-1m", "2025-11-30", today: "2025-12-31"),
        Case("+2w", "2026-01-16"),
        Case("in 3 days", "2026-01-05"),
        Case("in 1 day", "2026-01-03"),
        Case("in 2 weeks", "2026-01-16"),
        Case("In 1 Month", "2026-02-28", today: "2026-01-31"),
        Case("in 1 year", "2027-02-28", today: "2026-02-28"),
        Case("in 1 year", "2029-02-28", today: "2028-02-29"),
        // The end of the week is Sunday; on a Sunday it is today.
        Case("eow", "2026-01-04"),
        Case("eow", "2026-01-11", today: "2026-01-05"),
        Case("eow", "2026-01-04", today: "2026-01-04"),
        Case("eom", "2026-01-31"),
        Case("eom", "2028-02-29", today: "2028-02-03"),
        Case("eom", "2026-02-28", today: "2026-02-28"),
        Case("eoy", "2026-12-31"),
        Case("EOY", "2026-12-31", today: "2026-12-31"),
        // "next fri" is the Friday of next week (weeks start on Monday); "fri" the next Friday.
        Case("next friday", "2026-01-09"),
        Case("next fri", "2026-01-16", today: "2026-01-07"),
        Case("fri", "2026-01-09", today: "2026-01-07"),
        Case("next mon", "2026-01-12", today: "2026-01-05"),
        Case("next sun", "2026-01-18", today: "2026-01-10"),
        Case("next sunday", "2026-01-18", today: "2026-01-11"),
        // A day of a month: the next one, today included.
        Case("dec 25", "2026-12-25"),
        Case("25 dec", "2026-12-25"),
        Case("December 25", "2026-12-25"),
        Case("25th december", "2026-12-25"),
        Case("jan 2", "2026-01-02"),
        Case("jan 1", "2027-01-01"),
        Case("1st jan", "2027-01-01"),
        Case("sept 3", "2026-09-03"),
        Case("feb 29", "2028-02-29"),
        Case("feb 29", "2028-02-29", today: "2028-02-29"),
        Case("feb 29", "2032-02-29", today: "2028-03-01"),
    ]

    @Test(arguments: dayCases)
    func dayWords(_ example: Case) throws {
        let moment = try DueDateParser.parseMoment(example.text, today: example.today)
        #expect(moment == DueMoment(day: example.day, time: nil))
    }

    static let timeCases: [Case] = [
        Case("fri 17:00", "2026-01-09", "17:00"),
        Case("tomorrow 9am", "2026-01-03", "09:00"),
        Case("tomorrow 9 AM", "2026-01-03", "09:00"),
        Case("2026-12-25 17:00", "2026-12-25", "17:00"),
        Case("fri at 5:30pm", "2026-01-09", "17:30"),
        Case("today 0:05", "2026-01-02", "00:05"),
        Case("today 23:59", "2026-01-02", "23:59"),
        Case("today 12am", "2026-01-02", "00:00"),
        Case("today 12pm", "2026-01-02", "12:00"),
        Case("today 12:30am", "2026-01-02", "00:30"),
        Case("today noon", "2026-01-02", "12:00"),
        Case("next fri 9:15", "2026-01-09", "09:15"),
        Case("dec 25 18:00", "2026-12-25", "18:00"),
        Case("in 3 days 8am", "2026-01-05", "08:00"),
        Case("-1d 10:00", "2026-01-01", "10:00"),
        // A time alone is today at that time.
        Case("17:00", "2026-01-02", "17:00"),
        Case("at 9pm", "2026-01-02", "21:00"),
    ]

    @Test(arguments: timeCases)
    func timesOfDay(_ example: Case) throws {
        let moment = try DueDateParser.parseMoment(example.text, today: example.today)
        #expect(moment == DueMoment(day: example.day, time: example.time))
    }

    @Test func dayOnlyParseDropsTheTime() throws {
        #expect(try DueDateParser.parse("fri 17:00", today: CalendarDay("2026-01-02")!) == CalendarDay("2026-01-09"))
    }

    @Test(arguments: ["fri 25:00", "fri 13pm", "fri 0am", "fri 9:60", "tomorrow 24:00", "13 pm"])
    func timesThatAreNoTime(_ text: String) {
        let shaped = text.split(separator: " ").suffix(text.hasSuffix(" pm") ? 2 : 1).joined(separator: " ")
        #expect(throws: DueDateError.notATime(shaped)) {
            try DueDateParser.parseMoment(text, today: CalendarDay("2026-01-02")!)
        }
    }

    @Test func notATimeSentence() {
        #expect(DueDateError.notATime("25:00").description
                == "\"25:00\" is not a time of day: use 17:00, 9:30, 9am or 5:30pm (hours 0 to 23, minutes 00 to 59).")
    }

    @Test(arguments: ["feb 30", "apr 31", "dec 32"])
    func monthDaysNotInTheMonth(_ text: String) {
        #expect(throws: DueDateError.unrecognized(text)) {
            try DueDateParser.parseMoment(text, today: CalendarDay("2026-01-02")!)
        }
    }

    @Test func theTimeParserAlone() {
        #expect(TimeOfDayParser.parse("17:00") == TimeOfDay(hour: 17, minute: 0))
        #expect(TimeOfDayParser.parse("9am") == TimeOfDay(hour: 9, minute: 0))
        #expect(TimeOfDayParser.parse("fri") == nil)
        #expect(TimeOfDayParser.parse("17") == nil)
        #expect(TimeOfDayParser.parse("25:00") == nil)
    }

    @Test func weekdayNames() {
        #expect(CalendarDay("2026-01-02")!.weekdayName == "Fri")
        #expect(CalendarDay("2026-01-04")!.weekdayName == "Sun")
    }
}
