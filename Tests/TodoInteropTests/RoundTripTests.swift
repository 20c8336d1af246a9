import Entities
import Foundation
import Testing
@testable import TodoInterop

/// Another tool's file → Adder import → Adder export → read again: the same to-dos, field by field.
@Suite struct RoundTripTests {
    /// Imports `reading`, exports the result in the same format and reads that back.
    static func roundTrip(_ reading: ForeignReading, _ format: InteropFormat) throws -> (plan: ImportPlan, again: ForeignReading, export: Data) {
        let plan = ImportPlan(reading, format: format, existing: [], nextID: 1, links: InteropLinks(),
                              now: ImportPlanTests.now, timeZone: Fixture.utc)
        var links = InteropLinks()
        for link in plan.links { links.add(link) }
        let export = TodoInterop.export(plan.todos, format: format, links: links, now: ImportPlanTests.now, timeZone: Fixture.utc)
        let again = try TodoInterop.read(export.data, format: format, file: "export", timeZone: Fixture.utc)
        return (plan, again, export.data)
    }

    /// The fields both sides hold; `created` only where the original said it.
    static func expectSame(_ original: [ForeignTodo], _ again: [ForeignTodo], _ name: String) {
        #expect(again.count == original.count, "\(name)")
        for (before, after) in zip(original, again) {
            var after = after
            after.line = before.line
            if before.created == nil { after.created = nil }
            #expect(after == before, "\(name): \(before.title)")
        }
    }

    @Test(arguments: [("taskwarrior-export.json", InteropFormat.taskwarrior), ("todo.txt", .todotxt),
                      ("icalendar.ics", .ics), ("todoman.ics", .ics)])
    func toolExportImportedAndExportedReadsTheSame(_ name: String, _ format: InteropFormat) throws {
        let original = try Fixture.read(name, as: format)
        let (_, again, _) = try Self.roundTrip(original, format)
        Self.expectSame(original.todos, again.todos, name)
    }

    /// todo.txt lines come back byte for byte, apart from the creation date a line without one gets.
    @Test func todoTxtLinesComeBackAsTheyWere() throws {
        let file = try String(decoding: Fixture.data("todo.txt"), as: UTF8.self)
        let (_, _, export) = try Self.roundTrip(try Fixture.read("todo.txt", as: .todotxt), .todotxt)
        let lines = String(decoding: export, as: UTF8.self).split(separator: "\n")
        #expect(lines[0] == file.split(separator: "\n")[0])
        #expect(lines[1] == "(C) 2026-01-02 Buy milk +errands @shop")
        #expect(lines[3] == "2026-01-02 Water plants due:2026-01-10 rec:1w")
        #expect(lines[5].hasPrefix("x 20") && lines[5].hasSuffix(" 2026-01-02 Finished thing +old"))
    }

    @Test func iCalendarExportIsFoldedCRLFWithEveryProperty() throws {
        let (_, _, export) = try Self.roundTrip(try Fixture.read("icalendar.ics", as: .ics), .ics)
        let text = String(decoding: export, as: UTF8.self)
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(text.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        for needed in ["UID:child-2@example.com", "RELATED-TO;RELTYPE=PARENT:parent-1@example.com", "DUE:20260120T160000Z",
                       "DUE;VALUE=DATE:20260201", "PRIORITY:1", "CATEGORIES:house,big-plans", "STATUS:COMPLETED",
                       "COMPLETED:20260101T100000Z", "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "DESCRIPTION:Long notes\\, with commas\\;"] {
            #expect(text.contains(needed + (needed.hasSuffix(";") ? "" : "\r\n")) || text.contains(needed), "\(needed)")
        }
    }
}
