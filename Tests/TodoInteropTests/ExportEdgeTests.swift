import Basics
import Entities
import Foundation
import Testing
import TestSupport
import Todos
@testable import TodoInterop

/// Issue 33, items 10 and 15: exports carry no escape sequences, and a due time skipped by a
/// daylight-saving change reads back as the same instant, so export and import reach a fixed point.
@Suite(.onOwnThreads) struct ExportEdgeTests {
    static let now = ImportPlanTests.now
    static let hostile = "\u{1B}]2;PWN\u{07}\u{202E}txt.exe"

    /// A feed item's title as `T` made it, with the link and tags hostile too.
    static let todo = Todo(id: 1, title: "Read: " + hostile, notes: "https://example.com/\u{1B}[31m\nsecond\u{202E} line\u{85}",
                           created: now, due: CalendarDay("2026-02-01"), tags: ["read"])

    /// Scalars that act on a terminal or turn text around: C0 and C1 controls, DEL, bidi overrides and marks.
    static func unsafeScalars(_ text: String, allowing allowed: Set<Unicode.Scalar> = ["\n"]) -> [String] {
        text.unicodeScalars.filter { scalar in
            guard !allowed.contains(scalar) else { return false }
            switch scalar.value {
            case 0x00..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: return true
            default: return false
            }
        }.map { String(format: "U+%04X", $0.value) }
    }

    @Test(arguments: InteropFormat.allCases)
    func exportsHoldNoControlsOrBidiOverrides(_ format: InteropFormat) throws {
        let data = TodoInterop.export([Self.todo], format: format, links: InteropLinks(), now: Self.now, timeZone: Fixture.utc).data
        let text = String(decoding: data, as: UTF8.self)
        #expect(Self.unsafeScalars(text, allowing: ["\n", "\r"]) == [], "\(format)")
        var values = [text]
        if format == .taskwarrior {
            // JSON escapes keep the file inert; what taskwarrior decodes from it must be too.
            let tasks = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            values = tasks.flatMap { task in
                [task["description"] as? String ?? ""] + ((task["annotations"] as? [[String: Any]]) ?? []).map { $0["description"] as? String ?? "" }
            }
        }
        #expect(values.allSatisfy { Self.unsafeScalars($0, allowing: ["\n", "\r"]).isEmpty }, "\(values)")
        let visible = format == .ics ? "Read: ]2\\;PWNtxt.exe" : "Read: ]2;PWNtxt.exe"  // iCalendar escapes ;
        #expect(text.contains(visible), "the visible text stays: \(text)")
    }

    @Test(.enabled(if: OtherTools.task != nil, "taskwarrior is not installed (apt-get install taskwarrior)"))
    func taskwarriorPrintsNoEscapeWhenImportingAnExport() throws {
        let task = try #require(OtherTools.task)
        let home = TemporaryDirectory("adder-taskwarrior")
        try Data("data.location=\(home.file("data").path)\nconfirmation=off\n".utf8).write(to: home.file("rc"))
        let environment = ["TASKRC": home.file("rc").path, "TASKDATA": home.file("data").path]
        let data = TodoInterop.export([Self.todo], format: .taskwarrior, links: InteropLinks(), now: Self.now, timeZone: Fixture.utc).data
        try data.write(to: home.file("adder.json"))
        let imported = try OtherTools.run(task, ["import", home.file("adder.json").path], environment: environment)
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output.contains("PWN"), "taskwarrior names the task: \(imported.output)")
        #expect(Self.unsafeScalars(imported.output + imported.errors) == [], "\(imported.output)")
    }

    /// São Paulo's clocks went from 00:00 to 01:00 on 2018-11-04: a date-only due exported to
    /// taskwarrior (which holds instants) came back due at 01:00.
    @Test func aDateOnlyDueOnADayWithoutMidnightStaysDateOnly() throws {
        let saoPaulo = TimeZone(identifier: "America/Sao_Paulo")!
        let todo = Todo(id: 1, title: "Spring forward at midnight", created: Self.now, due: CalendarDay("2018-11-04"))
        let export = TodoInterop.export([todo], format: .taskwarrior, links: InteropLinks(), now: Self.now, timeZone: saoPaulo)
        #expect(String(decoding: export.data, as: UTF8.self).contains(#""due":"20181104T030000Z""#))
        let read = try TodoInterop.read(export.data, format: .taskwarrior, file: "export", timeZone: saoPaulo)
        #expect(read.todos.first?.due == CalendarDay("2018-11-04"))
        #expect(read.todos.first?.dueTime == nil)
    }

    /// The same day as taskwarrior writes it (`due:2018-11-04` in São Paulo: 20181104T030000Z).
    @Test(.enabled(if: OtherTools.task != nil, "taskwarrior is not installed (apt-get install taskwarrior)"))
    func aDateTaskwarriorWroteOnADayWithoutMidnightIsADate() throws {
        let task = try #require(OtherTools.task)
        let home = TemporaryDirectory("adder-taskwarrior")
        try Data("data.location=\(home.file("data").path)\nconfirmation=off\nverbose=nothing\n".utf8).write(to: home.file("rc"))
        let environment = ["TASKRC": home.file("rc").path, "TASKDATA": home.file("data").path, "TZ": "America/Sao_Paulo"]
        _ = try OtherTools.run(task, ["add", "Midnight skipped", "due:2018-11-04"], environment: environment)
        _ = try OtherTools.run(task, ["add", "Half past one", "due:2018-11-04T01:30"], environment: environment)
        let exported = try OtherTools.run(task, ["export"], environment: environment)
        let read = try TodoInterop.read(Data(exported.output.utf8), format: .taskwarrior, file: "task export",
                                        timeZone: TimeZone(identifier: "America/Sao_Paulo")!)
        #expect(read.todos.map(\.due) == [CalendarDay("2018-11-04"), CalendarDay("2018-11-04")], "\(exported.output)")
        #expect(read.todos.map(\.dueTime) == [nil, TimeOfDay(hour: 1, minute: 30)], "\(exported.output)")
    }

    /// 02:30 on 2026-03-29 does not exist in Paris: RFC 5545 reads it as 03:30 (the offset before
    /// the gap), and export, import, export again writes the same instant.
    @Test(arguments: [InteropFormat.ics, .taskwarrior])
    func aDueTimeInADaylightSavingGapReachesAFixedPoint(_ format: InteropFormat) throws {
        let paris = TimeZone(identifier: "Europe/Paris")!
        var todo = Todo(id: 1, title: "Spring forward", created: Self.now, due: CalendarDay("2026-03-29"))
        todo.dueTime = TimeOfDay(hour: 2, minute: 30)
        let first = TodoInterop.export([todo], format: format, links: InteropLinks(), now: Self.now, timeZone: paris)
        let read = try TodoInterop.read(first.data, format: format, file: "export", timeZone: paris)
        #expect(read.todos.first?.due == CalendarDay("2026-03-29"))
        #expect(read.todos.first?.dueTime == TimeOfDay(hour: 3, minute: 30))
        let stamp = format == .ics ? "DUE:20260329T013000Z" : #""due":"20260329T013000Z""#
        #expect(String(decoding: first.data, as: UTF8.self).contains(stamp))
        var again = todo
        again.dueTime = read.todos.first?.dueTime
        let second = TodoInterop.export([again], format: format, links: InteropLinks(), now: Self.now, timeZone: paris)
        #expect(second.data == first.data)
        // 02:30 on the night clocks go back happens twice: the first (CEST) is meant.
        todo.due = CalendarDay("2026-10-25")
        let fold = TodoInterop.export([todo], format: format, links: InteropLinks(), now: Self.now, timeZone: paris)
        #expect(String(decoding: fold.data, as: UTF8.self).contains(format == .ics ? "DUE:20261025T003000Z" : #""due":"20261025T003000Z""#))
        let foldRead = try TodoInterop.read(fold.data, format: format, file: "export", timeZone: paris)
        #expect(foldRead.todos.first?.dueTime == TimeOfDay(hour: 2, minute: 30))
    }
}
