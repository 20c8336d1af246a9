import Entities
import Foundation
import Testing
@testable import TodoInterop

/// Reading what taskwarrior, todo.txt-cli, Python's icalendar and todoman wrote.
@Suite struct FixtureReadingTests {
    @Test func taskwarriorExport() throws {
        let reading = try Fixture.read("taskwarrior-export.json", as: .taskwarrior)
        #expect(reading.todos.map(\.title) == ["Pay rent", "Buy milk, eggs; bread  \"quoted\"", "Call the bank", "Water plants",
                                               "Thing with 日本語 and emoji 🎉", "Done already"])
        let rent = reading.todos[0]
        #expect(rent.due == CalendarDay(year: 2026, month: 2, day: 1) && rent.dueTime == nil, "local midnight is a date")
        #expect(rent.priority == .high)
        #expect(rent.project == "house" && rent.tags == ["home"], "taskwarrior's project is the project, not a tag")
        #expect(rent.notes == "bring the cheque\nsecond note: ünïcödé")
        #expect(rent.foreignID.count == 36 && rent.created != nil)
        #expect(reading.todos[1].priority == .low && reading.todos[1].tags == ["shop", "errands"] && reading.todos[1].project == nil)
        let bank = reading.todos[2]
        #expect(bank.due == CalendarDay(year: 2026, month: 1, day: 15) && bank.dueTime == TimeOfDay(hour: 14, minute: 30))
        #expect(bank.priority == .medium)
        let plants = reading.todos[3]
        #expect(plants.recurrence == Recurrence("every week") && plants.due == CalendarDay(year: 2027, month: 1, day: 10))
        let done = reading.todos[5]
        #expect(done.done && done.completed != nil && done.tags == ["old"])
        #expect(reading.todos.filter(\.done).count == 1)
        #expect(reading.skipped.counts == ["deleted tasks": 1,
                                           "instances of recurring tasks (their template is imported once, as a repeating to-do)": 1])
        // What Adder cannot show is kept for the export, not dropped: the task object, and a template's instances.
        #expect(reading.dropped.isEmpty)
        let thing = reading.todos[4]
        #expect(thing.kept.count == 1 && thing.kept[0].contains("\"wait\"") && thing.kept[0].contains("\"scheduled\""))
        #expect(rent.kept.count == 1 && rent.kept[0].contains("\"annotations\"") && !rent.kept[0].contains("\"urgency\""))
        #expect(plants.kept.count == 2 && plants.kept[1].contains("\"imask\""), "the template keeps its instance")
    }

    @Test func todoTxtFile() throws {
        let reading = try Fixture.read("todo.txt", as: .todotxt)
        #expect(reading.todos.map(\.title) == ["Pay rent +house @bank", "Buy milk +errands @shop", "Call mum @phone",
                                               "Water plants", "Weird key:value and ünïcödé 🎉", "Finished thing +old"])
        #expect(reading.todos.map(\.priority) == [.high, .low, nil, nil, nil, nil])
        #expect(reading.todos.map(\.tags) == [["bank"], ["shop"], ["phone"], [], [], []], "the first +project is the project")
        #expect(reading.todos.map(\.project) == ["house", "errands", nil, nil, nil, "old"])
        #expect(reading.todos[0].due == CalendarDay(year: 2026, month: 2, day: 1))
        #expect(reading.todos[0].created != nil && reading.todos[1].created == nil)
        #expect(reading.todos[3].recurrence == Recurrence("after 1 week"), "rec: without + counts from completion")
        #expect(reading.todos[3].due == CalendarDay(year: 2026, month: 1, day: 10))
        let finished = reading.todos[5]
        #expect(finished.done && finished.completed != nil && finished.created == nil)
        #expect(Set(reading.todos.map(\.foreignID)).count == 6 && reading.todos.allSatisfy { $0.foreignID.hasPrefix("hash:") })
        #expect(reading.skipped.isEmpty && reading.dropped.isEmpty)
    }

    @Test func pythonICalendarFile() throws {
        let reading = try Fixture.read("icalendar.ics", as: .ics)
        #expect(reading.todos.map(\.foreignID) == ["parent-1@example.com", "child-2@example.com", "utc-3@example.com",
                                                   "floating-4@example.com", "done-5@example.com", "weekly-6@example.com",
                                                   "monthly-7@example.com"])
        let plan = reading.todos[0]
        #expect(plan.title == "Plan the move" && plan.priority == .high && plan.tags == ["house", "big-plans"])
        #expect(plan.notes.hasPrefix("Long notes, with commas; semicolons \\ backslashes\nand a second line"))
        #expect(plan.notes.hasSuffix("ünïcödé 日本語"))
        #expect(plan.due == CalendarDay(year: 2026, month: 2, day: 1) && plan.dueTime == nil)
        let van = reading.todos[1]
        #expect(van.parentForeignID == "parent-1@example.com" && van.priority == .medium)
        #expect(van.due == CalendarDay(year: 2026, month: 1, day: 20) && van.dueTime == TimeOfDay(hour: 16, minute: 0),
                "17:00 in TZID=CET is 16:00 UTC")
        #expect(reading.todos[2].dueTime == TimeOfDay(hour: 12, minute: 0) && reading.todos[2].priority == .low)
        #expect(reading.todos[3].dueTime == TimeOfDay(hour: 8, minute: 30), "floating time taken as local")
        #expect(reading.todos[4].done && reading.todos[4].completed == Date(timeIntervalSince1970: 1_767_261_600))
        #expect(reading.todos[5].recurrence == Recurrence("every 2 weeks on mon,thu"))
        #expect(reading.todos[6].recurrence == Recurrence("every month on the 15th"))
        #expect(reading.skipped.counts == ["cancelled to-dos": 1])
        #expect(reading.dropped.isEmpty)
        #expect(reading.todos.flatMap(\.kept).count(where: { $0.hasPrefix("LOCATION") }) == 1, "kept for the export")
    }

    @Test func todomanFiles() throws {
        let reading = try Fixture.read("todoman.ics", as: .ics)
        #expect(Set(reading.todos.map(\.title)) == ["Renew passport", "Ask about forms", "Read a book"])
        let passport = try #require(reading.todos.first { $0.title == "Renew passport" })
        #expect(passport.priority == .high && passport.due == CalendarDay(year: 2026, month: 2, day: 3))
        #expect(passport.dueTime == TimeOfDay(hour: 18, minute: 0) && passport.created != nil)
        #expect(reading.todos.first { $0.title == "Ask about forms" }?.priority == .low)
        #expect(reading.todos.first { $0.title == "Read a book" }?.done == true)
        #expect(reading.dropped.isEmpty)
        #expect(reading.todos.flatMap(\.kept).count(where: { $0.hasPrefix("LOCATION") }) == 1, "kept for the export")
    }
}
