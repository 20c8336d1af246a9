import Entities
import Foundation
import Testing
import TestSupport
import Todos
@testable import TodoInterop

/// Issue 33, item 14, checked against another implementation of RFC 5545: the next due dates
/// Adder gives a repeating to-do are the ones python-dateutil's rrule gives for the RRULE Adder
/// exports, with the due date as DTSTART. So a calendar client and Adder agree on the 31st and on
/// Feb 29.
@Suite(.onOwnThreads) struct RecurrenceOracleTests {
    static let cases: [(rule: String, due: String)] = [
        ("every month", "2026-01-31"), ("every month", "2026-01-30"), ("every 3 months", "2026-11-30"),
        ("every year", "2024-02-29"), ("every 100 years", "2000-02-29"), ("every month on the 31st", "2026-01-31"),
        ("every month on the 30th", "2026-01-30"), ("every 2 months on the 29th", "2027-12-29"),
        ("every month on the last day", "2026-01-31"), ("every weekday", "2026-01-02"), ("every 2 weeks on mon,thu", "2026-01-05"),
    ]

    /// The due dates after `due`, one completion after another (each done on its due date).
    static func adderDates(_ rule: String, _ due: String, count: Int) -> [String] {
        var day = CalendarDay(due)!
        return (0..<count).map { _ in
            day = Recurrence(rule)!.nextDue(after: day, completedOn: day)
            return day.description
        }
    }

    @Test(.enabled(if: OtherTools.pythonWithICalendar != nil, "Python's icalendar is not installed (apt-get install python3-icalendar)"))
    func nextDueDatesAreRRULEs() throws {
        let python = try #require(OtherTools.pythonWithICalendar)
        let todos = Self.cases.enumerated().map { index, example in
            Todo(id: index + 1, title: example.rule, created: ImportPlanTests.now, due: CalendarDay(example.due),
                 recurrence: Recurrence(example.rule))
        }
        let export = TodoInterop.export(todos, format: .ics, links: InteropLinks(), now: ImportPlanTests.now, timeZone: Fixture.utc)
        let script = """
            import sys, json
            from icalendar import Calendar
            from dateutil.rrule import rrulestr
            from datetime import datetime
            out = []
            for t in Calendar.from_ical(sys.stdin.buffer.read()).walk('VTODO'):
                due = t['due'].dt
                start = datetime(due.year, due.month, due.day)
                rule = rrulestr(t['rrule'].to_ical().decode(), dtstart=start)
                out.append([d.date().isoformat() for d in rule.xafter(start, count=6)])
            print(json.dumps(out))
            """
        let result = try OtherTools.run(python, ["-c", script], input: export.data)
        #expect(result.status == 0, "\(result.errors)")
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String]])
        for (example, dates) in zip(Self.cases, expected) {
            #expect(Self.adderDates(example.rule, example.due, count: 6) == dates, "\(example.rule) from \(example.due)")
        }
        // And Adder reads its own export back as the rules it wrote.
        let read = try TodoInterop.read(export.data, format: .ics, file: "export", timeZone: Fixture.utc)
        #expect(read.todos.map(\.recurrence) == todos.map(\.recurrence))
    }
}
