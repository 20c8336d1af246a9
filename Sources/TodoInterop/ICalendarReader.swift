import Entities
import Foundation

/// Reads the VTODOs of an iCalendar file (RFC 5545), as Python's icalendar, todoman and CalDAV
/// servers write them. Strict about structure: a line that is not a content line, or a
/// BEGIN/END that does not match, makes the whole file import nothing.
///
/// DUE as a DATE is a due date; as a DATE-TIME (UTC, with a TZID, or floating) it becomes the local
/// day and time. STATUS COMPLETED (or a COMPLETED time) is done; CANCELLED is skipped. PRIORITY 1-4
/// is high, 5 medium, 6-9 low. RELATED-TO (RELTYPE PARENT, the default) names the parent's UID.
/// X-ADDER-PROJECT is the project (CATEGORIES are the tags: a project there would come back a tag).
/// Any other property is kept, as its line, for the export to write back (`ForeignTodo.kept`).
public enum ICalendarReader {
    /// Properties that are bookkeeping or read below: anything else is kept.
    static let known: Set<String> = [
        "UID", "SUMMARY", "DESCRIPTION", "DUE", "PRIORITY", "CATEGORIES", "STATUS", "COMPLETED", "RRULE",
        "RELATED-TO", "CREATED", "DTSTAMP", "LAST-MODIFIED", "SEQUENCE", "PERCENT-COMPLETE", projectProperty,
    ]
    /// The property an Adder project is written to.
    static let projectProperty = "X-ADDER-PROJECT"

    public static func read(_ data: Data, file: String, timeZone: TimeZone) throws(InteropError) -> ForeignReading {
        let lines: [ICalendarText.ContentLine]
        do {
            lines = try ICalendarText.contentLines(data)
        } catch {
            throw InteropError(file: file, line: error.line, error.reason)
        }
        guard let first = lines.first, first.name == "BEGIN", first.value.uppercased() == "VCALENDAR" else {
            throw InteropError(file: file, line: lines.first?.line ?? 1, "is not the start of an iCalendar file (BEGIN:VCALENDAR)")
        }
        var reading = ForeignReading()
        var open: [(name: String, line: Int)] = []
        var properties: [ICalendarText.ContentLine] = []
        for line in lines {
            switch line.name {
            case "BEGIN":
                let component = line.value.uppercased()
                if component == "VTODO" { properties = [] }
                if open.last?.name == "VTODO" { reading.dropped.add("\(component) parts of to-dos (such as alarms)") }
                open.append((component, line.line))
            case "END":
                guard let last = open.popLast(), last.name == line.value.uppercased() else {
                    throw InteropError(file: file, line: line.line, "ends \(line.value) where no \(line.value) began")
                }
                if last.name == "VTODO" {
                    try readTodo(properties, startingAt: last.line, file: file, timeZone: timeZone, into: &reading)
                } else if ["VEVENT", "VJOURNAL"].contains(last.name) {
                    reading.skipped.add("events and journal entries (not to-dos)")
                }
            default:
                if open.last?.name == "VTODO" { properties.append(line) }
            }
        }
        if let unclosed = open.last {
            throw InteropError(file: file, line: unclosed.line, "begins \(unclosed.name) and the file ends before its END")
        }
        return reading
    }

    private static func readTodo(_ properties: [ICalendarText.ContentLine], startingAt line: Int, file: String,
                                 timeZone: TimeZone, into reading: inout ForeignReading) throws(InteropError) {
        func first(_ name: String) -> ICalendarText.ContentLine? { properties.first { $0.name == name } }
        let status = first("STATUS")?.value.uppercased()
        if status == "CANCELLED" { reading.skipped.add("cancelled to-dos"); return }
        let summary = first("SUMMARY").map { InteropText.clean(ICalendarText.unescape(Substring($0.value)), dropped: &reading.dropped) } ?? ""
        guard !summary.allSatisfy(\.isWhitespace) else { reading.skipped.add("to-dos without a SUMMARY"); return }
        // RFC 5545 requires a UID; without one, the to-do is known by its text.
        let uid = first("UID").map { InteropText.clean(ICalendarText.unescape(Substring($0.value)), dropped: &reading.dropped) } ?? "hash:" + InteropText.hash(properties.map { "\($0.name):\($0.value)" }.joined(separator: "\n"))
        var todo = ForeignTodo(foreignID: uid, line: line, title: summary)
        if let description = first("DESCRIPTION") {
            todo.notes = InteropText.clean(ICalendarText.unescape(Substring(description.value)), keepLineBreaks: true, dropped: &reading.dropped)
        }
        if let due = first("DUE") {
            guard let (day, time) = ICalendarDates.due(due, timeZone: timeZone, dropped: &reading.dropped) else {
                throw InteropError(file: file, line: due.line, "has a DUE that is not a DATE or DATE-TIME (\(String(due.value.prefix(40))))")
            }
            todo.due = day
            todo.dueTime = time
        }
        if let priority = first("PRIORITY") {
            guard let number = Int(priority.value.trimmingCharacters(in: .whitespaces)), (0...9).contains(number) else {
                throw InteropError(file: file, line: priority.line, "has a PRIORITY that is not a number from 0 to 9")
            }
            todo.priority = PriorityMapping.priority(iCalendar: number)
        }
        todo.project = first(Self.projectProperty).flatMap {
            TodoProject.normalized(InteropText.clean(ICalendarText.unescape(Substring($0.value)), dropped: &reading.dropped))
        }
        let categories = properties.filter { $0.name == "CATEGORIES" }.flatMap { ICalendarText.list($0.value) }
        todo.tags = InteropText.tags(categories, dropped: &reading.dropped)
        todo.completed = first("COMPLETED").flatMap { InteropDates.utcInstant($0.value) }
        todo.done = status == "COMPLETED" || (status == nil && todo.completed != nil)
        if !todo.done { todo.completed = nil }
        todo.created = first("CREATED").flatMap { InteropDates.utcInstant($0.value) }
        if let rule = first("RRULE") {
            switch RecurrenceMapping.rrule(rule.value) {
            case .repeats(let recurrence, let endDropped):
                todo.recurrence = recurrence
                if endDropped { reading.dropped.add("repeat ends (COUNT, UNTIL; Adder repeats without end)") }
            case .unsupported: reading.dropped.add("repeat rules Adder cannot express")
            }
        }
        for related in properties where related.name == "RELATED-TO" {
            if (related.parameters["RELTYPE"] ?? "PARENT").uppercased() == "PARENT", todo.parentForeignID == nil {
                todo.parentForeignID = InteropText.clean(ICalendarText.unescape(Substring(related.value)), dropped: &reading.dropped)
            } else {
                reading.dropped.add("RELATED-TO links other than one parent")
            }
        }
        let fieldNames: [InteropDateLimits.Field: String] = [.created: "CREATED", .completed: "COMPLETED", .due: "DUE"]
        try InteropDateLimits.check(todo, timeZone: timeZone, file: file) { first(fieldNames[$0]!)?.line }
        // Kept whole, so that other tools' properties (GEO, X-APPLE-SORT-ORDER, …) survive an export.
        todo.kept = properties.filter { !known.contains($0.name) }.map { InteropText.clean($0.text, dropped: &reading.dropped) }
        reading.todos.append(todo)
    }
}

/// iCalendar's DUE and PRIORITY in Adder's terms.
enum ICalendarDates {
    /// A DATE (`VALUE=DATE`, eight digits) is a day; a DATE-TIME is a local day and time, from UTC
    /// (`Z`), a TZID, or floating (taken as local time). An unknown TZID is read as local time.
    static func due(_ property: ICalendarText.ContentLine, timeZone: TimeZone, dropped: inout Tally) -> (CalendarDay, TimeOfDay?)? {
        let value = property.value.trimmingCharacters(in: .whitespaces)
        if property.parameters["VALUE"]?.uppercased() == "DATE" || value.count == 8 {
            return InteropDates.day(value).map { ($0, nil) }
        }
        guard let (clock, utc) = InteropDates.wallClock(value) else { return nil }
        var zone = timeZone
        if utc {
            zone = TimeZone(identifier: "UTC")!
        } else if let identifier = property.parameters["TZID"] {
            if let named = TimeZone(identifier: identifier) { zone = named } else {
                dropped.add("time zones Adder does not know (their times read as local time)")
            }
        }
        let local = InteropDates.wallClock(of: InteropDates.instant(clock, in: zone), in: timeZone)
        return (local.day, local.time)
    }
}

/// Priorities: iCalendar's 1-9 (1 highest, 0 none), taskwarrior's H/M/L, todo.txt's letters.
public enum PriorityMapping {
    /// 1-4 high, 5 medium, 6-9 low, 0 none (RFC 5545 §3.8.1.9).
    public static func priority(iCalendar number: Int) -> Priority? {
        switch number {
        case 1...4: .high
        case 5: .medium
        case 6...9: .low
        default: nil
        }
    }

    /// high 1, medium 5, low 9: the values CalDAV clients write for their three levels.
    public static func iCalendar(_ priority: Priority) -> Int {
        switch priority {
        case .high: 1
        case .medium: 5
        case .low: 9
        }
    }
}
