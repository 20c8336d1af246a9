import Entities
import Foundation
import Testing
@testable import TodoInterop

/// Priorities, dates and repeat rules in each format's terms.
@Suite struct MappingTests {
    @Test func iCalendarPrioritiesOneToNineAreHighMediumLow() {
        #expect((0...9).map(PriorityMapping.priority(iCalendar:)) ==
                [nil, .high, .high, .high, .high, .medium, .low, .low, .low, .low])
        #expect(Priority.allCases.map(PriorityMapping.iCalendar) == [9, 5, 1])
        for priority in Priority.allCases {
            #expect(PriorityMapping.priority(iCalendar: PriorityMapping.iCalendar(priority)) == priority)
        }
    }

    @Test func basicDatesAndTimesAreCheckedOnTheCalendar() {
        #expect(InteropDates.day("20260201") == CalendarDay(year: 2026, month: 2, day: 1))
        #expect(InteropDates.day("20260230") == nil)
        #expect(InteropDates.day("2026021") == nil)
        #expect(InteropDates.wallClock("20260120T250000") == nil)
        #expect(InteropDates.utcInstant("20260201T170000Z") == Date(timeIntervalSince1970: 1_769_965_200))
        #expect(InteropDates.utcInstant("20260201T170000") == nil, "a floating time is no instant")
        #expect(InteropDates.utcStamp(Date(timeIntervalSince1970: 1_769_965_200)) == "20260201T170000Z")
    }

    @Test func dueDateTimesBecomeLocalDayAndTime() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        var dropped = Tally()
        func due(_ line: String) throws -> (CalendarDay, TimeOfDay?)? {
            let parsed = try ICalendarText.parse(line, line: 1)
            return ICalendarDates.due(parsed, timeZone: tokyo, dropped: &dropped)
        }
        let utc = try #require(try due("DUE:20260120T170000Z"))
        #expect(utc.0 == CalendarDay(year: 2026, month: 1, day: 21) && utc.1 == TimeOfDay(hour: 2, minute: 0))
        let berlin = try #require(try due("DUE;TZID=Europe/Berlin:20260120T170000"))
        #expect(berlin.0 == CalendarDay(year: 2026, month: 1, day: 21) && berlin.1 == TimeOfDay(hour: 1, minute: 0))
        let floating = try #require(try due("DUE:20260120T170000"))
        #expect(floating.1 == TimeOfDay(hour: 17, minute: 0))
        let date = try #require(try due("DUE;VALUE=DATE:20260120"))
        #expect(date.0 == CalendarDay(year: 2026, month: 1, day: 20) && date.1 == nil)
        let unknownZone = try #require(try due("DUE;TZID=Mars/Olympus:20260120T170000"))
        #expect(unknownZone.1 == TimeOfDay(hour: 17, minute: 0))
        #expect(dropped.lines == ["time zones Adder does not know (their times read as local time): 1"])
        #expect(try due("DUE:tomorrow") == nil)
    }

    @Test(arguments: [
        ("FREQ=DAILY", "every day"), ("FREQ=DAILY;INTERVAL=3", "every 3 days"), ("FREQ=WEEKLY", "every week"),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "every 2 weeks on mon,thu"), ("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "every weekday"),
        ("FREQ=MONTHLY;BYMONTHDAY=15", "every month on the 15th"), ("FREQ=MONTHLY;BYMONTHDAY=-1", "every month on the last day"),
        ("FREQ=MONTHLY;INTERVAL=3", "every 3 months"), ("FREQ=YEARLY", "every year"),
    ])
    func rrulesReadAndWriteBack(_ rule: String, _ words: String) throws {
        let recurrence = try #require(Recurrence(words))
        #expect(RecurrenceMapping.rrule(rule) == .repeats(recurrence, endDropped: false))
        var dropped = Tally()
        #expect(RecurrenceMapping.rrule(recurrence, dropped: &dropped) == rule)
        #expect(dropped.isEmpty)
    }

    @Test func rruleEndsAreDroppedAndUnexpressibleRulesRefused() throws {
        #expect(RecurrenceMapping.rrule("FREQ=WEEKLY;COUNT=5") == .repeats(try #require(Recurrence("every week")), endDropped: true))
        #expect(RecurrenceMapping.rrule("FREQ=MONTHLY;BYDAY=1MO") == .unsupported)
        #expect(RecurrenceMapping.rrule("FREQ=HOURLY") == .unsupported)
        #expect(RecurrenceMapping.rrule("FREQ=WEEKLY;BYSETPOS=1") == .unsupported)
        #expect(RecurrenceMapping.rrule("garbage") == .unsupported)
        var dropped = Tally()
        #expect(RecurrenceMapping.rrule(try #require(Recurrence("after 3 days")), dropped: &dropped) == "FREQ=DAILY;INTERVAL=3")
        #expect(dropped.kinds == ["repeats after completion (written as repeats from the due date)"])
    }

    @Test func taskwarriorRecurValues() throws {
        let cases = ["weekly": "every week", "daily": "every day", "biweekly": "every 2 weeks", "weekdays": "every weekday",
                     "quarterly": "every 3 months", "3d": "every 3 days", "2wks": "every 2 weeks", "P2W": "every 2 weeks",
                     "1mo": "every month", "yearly": "every year"]
        for (recur, words) in cases {
            #expect(RecurrenceMapping.taskwarrior(recur) == Recurrence(words), "\(recur)")
        }
        #expect(RecurrenceMapping.taskwarrior("5min") == nil)
        var dropped = Tally()
        #expect(RecurrenceMapping.taskwarrior(try #require(Recurrence("every 3 days")), dropped: &dropped) == "3d")
        #expect(RecurrenceMapping.taskwarrior(try #require(Recurrence("every week")), dropped: &dropped) == "weekly")
        #expect(dropped.isEmpty)
        #expect(RecurrenceMapping.taskwarrior(try #require(Recurrence("every 2 weeks on mon,thu")), dropped: &dropped) == "2w")
        #expect(dropped.total == 1)
    }

    @Test func todoTxtRecFromDueWithPlusFromCompletionWithout() throws {
        #expect(RecurrenceMapping.todoTxt("+1w") == Recurrence("every week"))
        #expect(RecurrenceMapping.todoTxt("3d") == Recurrence("after 3 days"))
        #expect(RecurrenceMapping.todoTxt("2b") == nil)
        #expect(RecurrenceMapping.todoTxt("0d") == nil)
        var dropped = Tally()
        #expect(RecurrenceMapping.todoTxt(try #require(Recurrence("every 2 months")), dropped: &dropped) == "+2m")
        #expect(RecurrenceMapping.todoTxt(try #require(Recurrence("after 2 weeks")), dropped: &dropped) == "2w")
    }

    @Test func foreignTagsBecomeAdderTags() {
        #expect(InteropText.tag("Big Plans") == "big-plans")
        #expect(InteropText.tag("house.kitchen") == "house-kitchen")
        #expect(InteropText.tag("123") == nil)
        var dropped = Tally()
        #expect(InteropText.clean("evil\u{1B}[2Jtitle\u{202E}x", dropped: &dropped) == "evil[2Jtitlex")
        #expect(dropped.total == 1)
    }
}
