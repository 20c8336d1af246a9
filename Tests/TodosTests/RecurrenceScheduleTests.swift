import Entities
import Todos
import Testing

/// The next due date of a repeating to-do, rule by rule: month ends, leap years, weekday sets,
/// "after" counted from completion, and missed occurrences skipped.
@Suite struct RecurrenceScheduleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: String
        let due: CalendarDay?
        let completed: CalendarDay
        let next: CalendarDay
        /// `due` may be "-" for no due date; `completed` defaults to the due date.
        init(_ rule: String, due: String, completed: String? = nil, next: String) {
            self.rule = rule
            self.due = CalendarDay(due)
            self.completed = CalendarDay(completed ?? due)!
            self.next = CalendarDay(next)!
        }
        var testDescription: String { "\(rule), due \(due?.description ?? "-"), done \(completed) → \(next)" }
    }

    static let cases: [Case] = [
        Case("every day", due: "2026-01-02", next: "2026-01-03"),
        Case("every 3 days", due: "2026-12-30", next: "2027-01-02"),
        Case("every week", due: "2026-01-02", next: "2026-01-09"),
        Case("every 2 weeks", due: "2026-01-02", next: "2026-01-16"),
        // Weekday sets: the next listed day this week, else the first listed day `interval` weeks on.
        Case("every weekday", due: "2026-01-02", next: "2026-01-05"),   // Fri → Mon
        Case("every weekday", due: "2026-01-05", next: "2026-01-06"),   // Mon → Tue
        Case("every weekday", due: "2026-01-03", next: "2026-01-05"),   // Sat (off the rule) → Mon
        Case("every mon,thu", due: "2026-01-05", next: "2026-01-08"),   // Mon → Thu
        Case("every mon,thu", due: "2026-01-08", next: "2026-01-12"),   // Thu → Mon
        Case("every mon,thu", due: "2026-01-06", next: "2026-01-08"),   // Tue (off the rule) → Thu
        Case("every 2 weeks on mon,thu", due: "2026-01-05", next: "2026-01-08"),
        Case("every 2 weeks on mon,thu", due: "2026-01-08", next: "2026-01-19"),
        Case("every sun", due: "2026-01-04", next: "2026-01-11"),
        Case("every sat,sun", due: "2026-01-03", next: "2026-01-04"),
        Case("every sat,sun", due: "2026-01-04", next: "2026-01-10"),
        // Months keep the day and skip the months without it (RFC 5545), so the day never drifts.
        Case("every month", due: "2026-01-15", next: "2026-02-15"),
        Case("every month", due: "2026-01-31", next: "2026-03-31"),
        Case("every month", due: "2028-01-29", next: "2028-02-29"),
        Case("every month", due: "2026-01-29", next: "2026-03-29"),
        Case("every month", due: "2026-12-31", next: "2027-01-31"),
        Case("every 3 months", due: "2026-11-30", next: "2027-05-30"),
        // "on the 31st" clamps each month without drifting: Feb 28, then Mar 31.
        Case("every month on the 31st", due: "2026-01-31", next: "2026-02-28"),
        Case("every month on the 31st", due: "2026-02-28", next: "2026-03-31"),
        Case("every month on the 31st", due: "2026-03-31", next: "2026-04-30"),
        Case("every month on the 15th", due: "2026-01-15", next: "2026-02-15"),
        Case("every month on the 15th", due: "2026-01-10", next: "2026-01-15"),  // off the rule: this month's
        Case("every month on the 15th", due: "2026-01-20", next: "2026-02-15"),
        Case("every month on the last day", due: "2026-01-31", next: "2026-02-28"),
        Case("every month on the last day", due: "2028-01-31", next: "2028-02-29"),
        Case("every month on the last day", due: "2026-02-28", next: "2026-03-31"),
        Case("every month on the last day", due: "2026-01-10", next: "2026-01-31"),
        Case("every month on the last day", due: "2026-12-31", next: "2027-01-31"),
        Case("every 2 months on the 1st", due: "2026-11-01", next: "2027-01-01"),
        // Years: Feb 29 comes back in the next leap year the rule lands on (RFC 5545).
        Case("every year", due: "2026-03-01", next: "2027-03-01"),
        Case("every year", due: "2028-02-29", next: "2032-02-29"),
        Case("every 4 years", due: "2028-02-29", next: "2032-02-29"),
        Case("every 100 years", due: "2000-02-29", next: "2400-02-29"),
        // Done early: the next still follows the due date.
        Case("every week", due: "2026-01-09", completed: "2026-01-02", next: "2026-01-16"),
        // Done late: missed occurrences are skipped; the next is the first not before the completion day.
        Case("every day", due: "2026-01-01", completed: "2026-01-05", next: "2026-01-05"),
        Case("every 3 days", due: "2026-01-01", completed: "2026-01-05", next: "2026-01-07"),
        Case("every week", due: "2026-01-05", completed: "2026-01-14", next: "2026-01-19"),
        Case("every mon,thu", due: "2026-01-05", completed: "2026-01-13", next: "2026-01-15"),
        Case("every month on the 15th", due: "2026-01-15", completed: "2026-03-20", next: "2026-04-15"),
        Case("every year", due: "2024-06-01", completed: "2026-01-02", next: "2026-06-01"),
        // "after": from the completion day, whatever the due date.
        Case("after 3 days", due: "2026-01-01", completed: "2026-01-05", next: "2026-01-08"),
        Case("after 2 weeks", due: "2026-01-20", completed: "2026-01-02", next: "2026-01-16"),
        Case("after 1 month", due: "2026-01-01", completed: "2026-01-31", next: "2026-02-28"),
        // No due date: from the completion day.
        Case("every week", due: "-", completed: "2026-01-02", next: "2026-01-09"),
        Case("every mon,thu", due: "-", completed: "2026-01-02", next: "2026-01-05"),
    ]

    @Test(arguments: cases)
    func nextDueDate(_ example: Case) throws {
        let rule = try RecurrenceParser.parse(example.rule)
        #expect(rule.nextDue(after: example.due, completedOn: example.completed) == example.next)
    }

    /// Stepping a rule many times never goes back and stays on the rule's days.
    @Test func manyStepsStayOnTheRule() throws {
        let rule = try RecurrenceParser.parse("every mon,wed,fri")
        var day = CalendarDay("2026-01-05")!
        for _ in 0..<300 {
            let next = rule.nextDue(after: day, completedOn: day)
            #expect(next > day)
            #expect([1, 3, 5].contains(next.weekday))
            #expect(day.daysUntil(next) <= 3)
            day = next
        }
        let lastDay = try RecurrenceParser.parse("every month on the last day")
        day = CalendarDay("2027-12-31")!
        for _ in 0..<30 {
            day = lastDay.nextDue(after: day, completedOn: day)
            #expect(day.day == CalendarDay.numberOfDays(inMonth: day.month, year: day.year))
        }
    }
}
