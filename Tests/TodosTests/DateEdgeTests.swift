import Basics
import Entities
import Foundation
import Testing
import TestSupport
import Todos

/// Issue 33, items 4 and 14: dates at the edges of the calendar. Adder keeps 0001-01-02 to
/// 9999-12-30 (`DateLimits`); what lies outside is refused with a sentence where it would enter
/// the store, so todos.json never holds what its reader refuses.
@Suite struct DateEdgeTests {
    let folder = TemporaryDirectory()

    /// The instant of midnight UTC on `day`, by the proleptic Gregorian calendar (ISO 8601's).
    static func midnightUTC(_ day: String) -> Date {
        Date(timeIntervalSince1970: Double(CalendarDay(day)!.daysSinceEpoch * 86_400))
    }

    @Test func aDoneDateBeforeYearOneIsRefusedAndTheFileStaysReadable() throws {
        let store = try Fixtures.store(in: folder)
        var todo = Fixtures.todo(1, "done in year zero", done: true)
        todo.completed = Self.midnightUTC("0000-01-01").addingTimeInterval(-2 * 86_400)
        #expect(throws: TodoStoreError.self) { try store.apply(.batch([.restore(todo, at: 0)])) }
        do {
            try store.apply(.restore(todo, at: 0))
            Issue.record("a completion date in year 0 was saved")
        } catch {
            #expect(error.description == "The to-do “done in year zero” has a completion date outside the dates Adder keeps "
                    + "(0001-01-02 to 9999-12-30), so nothing was changed.")
        }
        let reloaded = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        try reloaded.load()
        #expect(reloaded.todos.isEmpty)
    }

    @Test func aDueDateOutsideTheYearsIsRefusedOnAddAndUpdate() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "milk")])
        let draft = TodoDraft(title: "x", due: CalendarDay(year: 0, month: 11, day: 28))
        #expect(throws: TodoStoreError.self) { try store.apply(.add(draft)) }
        let far = TodoPatch(due: .some(CalendarDay(year: 10_000, month: 1, day: 1)))
        let error = #expect(throws: TodoStoreError.self) { try store.apply(.update(1, far)) }
        #expect(error?.kind == .outOfRange)
        #expect(error?.description == "The due date 10000-01-01 is outside the dates Adder keeps (0001-01-02 to 9999-12-30), so nothing was changed.")
        let reloaded = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        try reloaded.load()
        #expect(reloaded.todos.map(\.due) == [nil])
    }

    @Test func aClockOutsideTheYearsCannotStampANewToDo() throws {
        let file = TodoFile(url: folder.file("todos.json"))
        let store = TodoStore(file: file, clock: FixedClock(Self.midnightUTC("0001-01-01")))
        try store.load()
        #expect(throws: TodoStoreError.self) { try store.apply(.add(TodoDraft(title: "x"))) }
        #expect(try file.read() == nil)
    }

    /// ADDER_NOW=0001-01-01T00:00:00Z and `--due=-400d` gave the due "00-1-11-28".
    @Test func aDueDateTypedBeforeYearOneIsRefused() {
        let today = CalendarDay(year: 1, month: 1, day: 2)
        let expected = ["-400d": "\"-400d\" is too far back: due dates go from 0001-01-02.",
                        "0001-01-01": "\"0001-01-01\" is too far back: due dates go from 0001-01-02.",
                        "9999-12-31": "\"9999-12-31\" is too far ahead: due dates go up to 9999-12-30."]
        for (text, sentence) in expected {
            do {
                let day = try DueDateParser.parse(text, today: today)
                Issue.record("\(text) gave \(String(describing: day))")
            } catch {
                #expect(error.description == sentence)
            }
        }
    }

    /// Foundation's Gregorian calendar counts Julian days before 1582-10-15.
    @Test(arguments: ["1582-10-10", "1582-10-04", "0001-01-02", "0200-03-01", "9999-12-30"])
    func instantsBecomeDaysOnTheProlepticGregorianCalendar(_ text: String) {
        let day = CalendarDay(text)!
        #expect(CalendarDay(Self.midnightUTC(text), timeZone: Fixtures.utc) == day)
        #expect(CalendarDay(Self.midnightUTC(text).addingTimeInterval(-1), timeZone: TimeZone(identifier: "Asia/Tokyo")!) == day)
    }

    /// todos.json instants in another form than Adder's went to Foundation's parser, which reads
    /// days before 1582-10-15 as Julian; Adder prints them as it keeps them.
    @Test func instantsInOtherFormsAreReadAndPrintedProleptically() {
        #expect(ISO8601Instant.parse("1500-03-01T01:00:00+01:00") == Self.midnightUTC("1500-03-01"))
        #expect(ISO8601Instant.parse("0001-01-02T00:00:00.5Z") == Self.midnightUTC("0001-01-02").addingTimeInterval(0.5))
        #expect(ISO8601Instant.parse("2026-01-02T10:00:00+01:00") == Fixtures.now.addingTimeInterval(0))
        #expect(ISO8601Instant.text(Self.midnightUTC("1582-10-10").addingTimeInterval(59)) == "1582-10-10T00:00:59Z")
        #expect(ISO8601Instant.text(Fixtures.now) == "2026-01-02T09:00:00Z")
        #expect(FixedClock(iso8601: "0001-01-02T00:00:00Z")?.now == Self.midnightUTC("0001-01-02"), "ADDER_NOW")
        #expect(FixedClock(iso8601: "2026-01-02T09:00:00Z")?.now == Fixtures.now)
    }

    /// RFC 5545 §3.3.5: a time in a DST gap is read with the offset before the gap; a time that
    /// happens twice is the first.
    @Test func localTimesInGapsAndFolds() {
        let paris = TimeZone(identifier: "Europe/Paris")!
        let gap = LocalTime.instant(CalendarDay("2026-03-29")!, second: 2 * 3600 + 1800, in: paris)
        #expect(gap == Self.midnightUTC("2026-03-29").addingTimeInterval(3600 + 1800), "02:30 CET is 01:30Z (03:30 CEST)")
        let fold = LocalTime.instant(CalendarDay("2026-10-25")!, second: 2 * 3600 + 1800, in: paris)
        #expect(fold == Self.midnightUTC("2026-10-25").addingTimeInterval(1800), "02:30 CEST, the first, is 00:30Z")
        let split = LocalTime.split(gap, in: paris)
        #expect(split.day == CalendarDay("2026-03-29") && split.second == 3 * 3600 + 1800)
        // Samoa skipped 2011-12-30 whole: its times are those of the next day.
        let apia = TimeZone(identifier: "Pacific/Apia")!
        let skipped = LocalTime.instant(CalendarDay("2011-12-30")!, second: 1800, in: apia)
        #expect(LocalTime.split(skipped, in: apia).day == CalendarDay("2011-12-31"))
    }
}

/// Issue 33, item 14: next dates that drifted or stayed in the past.
@Suite struct RecurrenceEdgeTests {
    static func next(_ rule: String, due: String, completed: String? = nil) -> CalendarDay? {
        Recurrence(rule)?.nextDue(after: CalendarDay(due), completedOn: CalendarDay(completed ?? due)!)
    }

    /// RFC 5545: a monthly rule from the 31st skips the months without one, and never drifts.
    @Test func everyMonthFromThe31stKeepsThe31st() {
        var due = CalendarDay("2026-01-31")!
        var seen: [String] = []
        for _ in 0..<4 {
            due = Recurrence("every month")!.nextDue(after: due, completedOn: due)
            seen.append(due.description)
        }
        #expect(seen == ["2026-03-31", "2026-05-31", "2026-07-31", "2026-08-31"])
        #expect(Self.next("every 3 months", due: "2026-11-30") == CalendarDay("2027-05-30"))
    }

    @Test func everyYearFromFebruary29IsFebruary29InTheNextLeapYear() {
        #expect(Self.next("every year", due: "2024-02-29") == CalendarDay("2028-02-29"))
        #expect(Self.next("every year", due: "2096-02-29") == CalendarDay("2104-02-29"))
        #expect(Self.next("every 100 years", due: "2000-02-29") == CalendarDay("2400-02-29"))
        #expect(Self.next("every year", due: "2024-02-29", completed: "2029-01-10") == CalendarDay("2032-02-29"))
    }

    /// From a due date in year 1, the next is still the first occurrence not before the completion day.
    @Test(arguments: ["every weekday", "every mon,thu", "every 2 weeks on tue", "every month", "every month on the 31st",
                      "every 3 months on the last day", "every year", "every 7 years", "every 2 weeks"])
    func aDueDateLongAgoGivesAnOccurrenceNotInThePast(_ rule: String) throws {
        let recurrence = try #require(Recurrence(rule))
        let completed = CalendarDay("2026-01-02")!
        let next = recurrence.nextDue(after: CalendarDay("0001-01-05"), completedOn: completed)
        #expect(next >= completed, "\(rule): \(next)")
        #expect(next < completed.adding(days: 7 * 366 * 2), "\(rule): \(next)")
        // Stepping the ordinary way from the day before gives the same day: the jump skipped only whole periods.
        let slow = recurrence.nextDue(after: next, completedOn: next)
        #expect(slow > next)
    }

    @Test func aWeekdayRuleFromYearOneLandsOnTheNextWeekday() {
        #expect(Self.next("every weekday", due: "0001-01-05", completed: "2026-01-03") == CalendarDay("2026-01-05"))
        #expect(Self.next("every mon,thu", due: "0001-01-01", completed: "2026-01-06") == CalendarDay("2026-01-08"))
    }
}
