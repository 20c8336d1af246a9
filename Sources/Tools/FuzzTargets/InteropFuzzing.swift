import Entities
import Foundation
import TodoInterop

/// The fuzz targets of `adder todo import`: a todo.txt file, a `task export`, an iCalendar file.
/// Each trial takes the path a real import takes (read, plan against the list), then exports
/// what it planned and imports that export again over it, so the writers and the second-import
/// look-up (`knownForeignIDs`) meet the hostile text too.
enum InteropFuzzing {
    /// Not UTC, with summer time: the conversions between instants and local days get exercised.
    private static let timeZone = TimeZone(identifier: "Europe/Berlin") ?? .current
    private static let now = Date(timeIntervalSince1970: 1_767_225_600)

    static func importAndExport(_ data: Data, format: InteropFormat) {
        guard let reading = try? TodoInterop.read(data, format: format, file: "fuzz", timeZone: timeZone) else { return }
        var links = InteropLinks()
        let plan = ImportPlan(reading, format: format, existing: [], nextID: 1, links: links, now: now, timeZone: timeZone)
        for link in plan.links { links.add(link) }
        let export = TodoInterop.export(plan.todos, format: format, links: links, now: now, timeZone: timeZone)
        // What Adder read, it writes so that it reads it back: a refusal here is a finding.
        let again: ForeignReading
        do {
            again = try TodoInterop.read(export.data, format: format, file: "export", timeZone: timeZone)
        } catch {
            preconditionFailure("Adder's \(format) export of what it read cannot be read back: \(error)")
        }
        _ = ImportPlan(again, format: format, existing: plan.todos, nextID: plan.todos.count + 1, links: links, now: now, timeZone: timeZone)
    }

    /// The files the real tools wrote (Tests/TodoInteropTests/Fixtures, from `Scripts/interop-fixtures`),
    /// and a few hand-made near misses, which are there even where the fixtures are not.
    static func seeds(for target: FuzzTarget) -> [String] {
        switch target {
        case .todotxt:
            fixtures(["todo.txt"]) + ["(B) 2026-01-02 Plan +trip id:7 due:2026-03-01 rec:+2w\nSubtask p:7 @home pri:A\nx 2026-01-05 2026-01-01 done\r\n"]
        case .taskwarrior:
            fixtures(["taskwarrior-export.json"]) + [
                #"{"uuid":"a","description":"one","status":"recurring","recur":"P2W","due":"20260101T230000Z"}"# + "\n"
                    + #"{"uuid":"b","description":"two","parent":"a","status":"pending","due":"20260108T230000Z","annotations":[{"description":"n"}]}"#,
            ]
        case .ics:
            fixtures(["icalendar.ics", "todoman.ics"]) + [
                "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nSUMMARY;LANGUAGE=\"en:GB\":a\\, b\r\n folded\r\nRRULE:FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=3\r\n"
                    + "DUE;TZID=America/New_York:20260308T023000\r\nRELATED-TO;RELTYPE=CHILD:y\r\nBEGIN:VALARM\r\nEND:VALARM\r\nEND:VTODO\r\nEND:VCALENDAR\r\n",
            ]
        default: []
        }
    }

    static func tokens(for target: FuzzTarget) -> [String] {
        switch target {
        case .todotxt: ["x ", "(A) ", "2026-02-29 ", "0001-01-01 ", "1582-10-10 ", "9999-12-31", "\u{85}", "\u{2028}", " due:", " rec:", "+1d", "99999999999999999999w", " id:", " p:", " pri:Z", " +", " @", "\n", "\r\n", "\t"]
        case .taskwarrior: ["{", "}", "[", "]", "\"uuid\":\"", "\"description\":\"", "\"status\":\"recurring\"", "\"parent\":\"", "\"recur\":\"",
                            "9223372036854775807q", "\"due\":\"20261231T235960Z\"", "\"entry\":\"00010101T000000Z\"", "99991231T230000Z", "\"tags\":[", "\"annotations\":[{", "\\u0000", ",", "\""]
        case .ics: ["\r\n", "\r\n ", "BEGIN:VTODO\r\n", "END:VTODO\r\n", "BEGIN:VCALENDAR\r\n", "RRULE:FREQ=", ";INTERVAL=", ";BYDAY=MO,FR",
                    "DUE;VALUE=DATE:", "DUE;TZID=", "DUE:99991231T230000Z\r\n", "CREATED:00010101T000000Z\r\n", "20260329T023000", "RELATED-TO:", "UID:", "SUMMARY:", "CATEGORIES:", "\\,", "\\n", "\"", ";", ":", "99999999999999999999"]
        default: []
        }
    }

    private static let fixtureFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Tests/TodoInteropTests/Fixtures").standardized

    private static func fixtures(_ names: [String]) -> [String] {
        names.compactMap { name in
            (try? Data(contentsOf: fixtureFolder.appendingPathComponent(name))).map { String(decoding: $0, as: UTF8.self) }
        }
    }
}
