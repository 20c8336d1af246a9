import Basics
import Entities
import Foundation
import Testing
import TestSupport
import Todos
@testable import TodoInterop

/// Issue 33: dates at the edges through every writer. Seeded to-dos with creation, completion and
/// due dates and times where calendars and clocks have edges (years 1 and 9999 and just outside,
/// the Julian-Gregorian change, leap days, DST gaps and folds) go into a real store, which must
/// refuse exactly those outside `DateLimits`; what it keeps is written as todos.json, todo.txt,
/// taskwarrior and iCalendar in zones from UTC-11 to UTC+14 and read back: never a file Adder
/// cannot read, never a date shifted.
@Suite(.onOwnThreads) struct EdgeDateRoundTripTests {
    let folder = TemporaryDirectory("adder-edge-dates")

    static let zones = ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/St_Johns", "Europe/Paris",
                        "Asia/Kathmandu", "America/Sitka", "Asia/Manila", "Australia/Lord_Howe", "America/New_York", "America/Sao_Paulo",
                        "Pacific/Apia"]
        .map { TimeZone(identifier: $0)! }

    static let edgeDays: [CalendarDay] = [
        "0001-01-01", "0001-01-02", "0001-01-03", "0001-12-31", "0004-02-29", "0100-02-28", "0100-03-01", "1582-10-04",
        "1582-10-05", "1582-10-10", "1582-10-15", "1752-09-03", "1900-03-01", "1969-12-31", "1970-01-01", "2000-02-29",
        "2011-12-30", "2018-11-04", "2026-03-08", "2026-03-29", "2026-04-05", "2026-10-04", "2026-10-25", "2026-11-01", "2038-01-19", "9999-12-30",
        "9999-12-31", "0000-12-31",
    ].map { CalendarDay($0)! } + [CalendarDay(year: 10_000, month: 1, day: 1)]

    static let seconds = [0, 1, 1800, 2 * 3600, 2 * 3600 + 1800, 3 * 3600 - 1, 3 * 3600, 43_200, 86_399]

    static func day(_ random: inout SplitMix64) -> CalendarDay {
        if random.next() % 4 == 0 {
            let span = DateLimits.earliest.daysUntil(DateLimits.latest)
            return DateLimits.earliest.adding(days: Int(random.next() % UInt64(span + 1)))
        }
        return edgeDays[Int(random.next() % UInt64(edgeDays.count))].adding(days: Int(random.next() % 3) - 1)
    }

    static func instant(_ random: inout SplitMix64) -> Date {
        let second = random.next() % 2 == 0 ? seconds[Int(random.next() % UInt64(seconds.count))] : Int(random.next() % 86_400)
        return Date(timeIntervalSince1970: Double(day(&random).daysSinceEpoch * 86_400 + second))
    }

    static func todos(count: Int, seed: UInt64) -> [Todo] {
        var random = SplitMix64(seed: seed)
        return (1...count).map { id in
            let done = random.next() % 3 == 0
            var todo = Todo(id: id, title: "edge \(id)", done: done, created: instant(&random),
                            completed: done ? instant(&random) : nil, due: random.next() % 5 == 0 ? nil : day(&random))
            if todo.due != nil, random.next() % 2 == 0 {
                let minute = random.next() % 2 == 0 ? seconds[Int(random.next() % UInt64(seconds.count))] / 60 : Int(random.next() % 1440)
                todo.dueTime = TimeOfDay(hour: minute / 60, minute: minute % 60)
            }
            return todo
        }
    }

    static func keeps(_ todo: Todo) -> Bool {
        DateLimits.contains(todo.created) && todo.completed.map(DateLimits.contains) ?? true && todo.due.map(DateLimits.contains) ?? true
    }

    /// The instant a due names in `zone` (midnight for a date).
    static func dueInstant(_ day: CalendarDay?, _ time: TimeOfDay?, _ zone: TimeZone) -> Date? {
        day.map { InteropDates.instant(due: $0, time: time, in: zone) }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func everyWriterWritesWhatItsReaderReadsBack(seed: UInt64) throws {
        let generated = Self.todos(count: 300, seed: seed)
        var document = TodoDocument()
        for todo in generated {
            let refused: Bool
            do { _ = try document.apply(.restore(todo, at: Int.max), now: Fixtures.now); refused = false } catch {
                #expect(error.kind == .outOfRange, "\(error)")
                refused = true
            }
            #expect(refused == !Self.keeps(todo), "\(todo.created) \(String(describing: todo.completed)) \(String(describing: todo.due))")
        }
        let kept = generated.filter(Self.keeps)
        #expect(kept.count > 100 && kept.count < generated.count, "both kinds were made: \(kept.count)")

        // todos.json, through a real store on a temporary folder.
        let store = try Fixtures.store(in: folder)
        try store.apply(.batch(kept.map { .restore($0, at: Int.max) }))
        let reloaded = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        try reloaded.load()
        #expect(reloaded.todos == kept)

        for zone in Self.zones {
            for format in InteropFormat.allCases {
                let export = TodoInterop.export(kept, format: format, links: InteropLinks(), now: Fixtures.now, timeZone: zone)
                let read: ForeignReading
                do {
                    read = try TodoInterop.read(export.data, format: format, file: "export", timeZone: zone)
                } catch {
                    Issue.record("\(format) in \(zone.identifier): \(error)")
                    continue
                }
                try #require(read.todos.count == kept.count, "\(format) in \(zone.identifier)")
                for (todo, back) in zip(kept, read.todos) {
                    let place = "\(format) in \(zone.identifier): \(todo)"
                    if format == .todotxt {
                        #expect(back.created.map { CalendarDay($0, timeZone: zone) } == CalendarDay(todo.created, timeZone: zone), "\(place)")
                        #expect(back.completed.map { CalendarDay($0, timeZone: zone) } == todo.completed.map { CalendarDay($0, timeZone: zone) },
                                "\(place)")
                        #expect(back.due == todo.due, "\(place)")
                    } else {
                        #expect(back.created == todo.created && back.completed == todo.completed, "\(place)")
                        #expect(Self.dueInstant(back.due, back.dueTime, zone) == Self.dueInstant(todo.due, todo.dueTime, zone), "\(place)")
                        if todo.dueTime == nil { #expect(back.dueTime == nil, "a date stays a date: \(place)") }
                    }
                }
            }
        }
    }
}
