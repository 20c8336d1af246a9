import Entities
import Foundation

/// Writes to-dos as an iCalendar file of VTODOs (RFC 5545): CRLF, folded at 75 octets, TEXT escaped,
/// without controls or bidi overrides (`InteropText.clean`), so the file is inert on a terminal too.
/// Due dates are DATEs; due times DATE-TIMEs in UTC. Archived to-dos are written as they are (iCalendar
/// has no archive), which is counted in `dropped`.
enum ICalendarWriter {
    static func write(_ entries: [ExportEntry], now: Date, timeZone: TimeZone, dropped: inout Tally) -> Data {
        var text = ""
        func put(_ line: String) { text += ICalendarText.fold(line) }
        put("BEGIN:VCALENDAR")
        put("VERSION:2.0")
        put("PRODID:-//Adder//Adder to-dos//EN")
        for entry in entries {
            let todo = entry.todo
            put("BEGIN:VTODO")
            put("UID:" + ICalendarText.escape(entry.foreignID))
            put("DTSTAMP:" + InteropDates.utcStamp(now))
            put("CREATED:" + InteropDates.utcStamp(todo.created))
            let lines = fieldLines(todo, parentForeignID: entry.parentForeignID, timeZone: timeZone, dropped: &dropped)
            for field in ICalendarField.allCases { lines[field]?.forEach(put) }
            if todo.archived { dropped.add("archived marks (iCalendar has no archive)") }
            for line in entry.kept { put(line) }
            put("END:VTODO")
        }
        put("END:VCALENDAR")
        return Data(text.utf8)
    }

    /// The content lines (unfolded) Adder writes for each field of `todo` it has a value for.
    static func fieldLines(_ todo: Todo, parentForeignID: String?, timeZone: TimeZone,
                           dropped: inout Tally) -> [ICalendarField: [String]] {
        var lines: [ICalendarField: [String]] = [:]
        lines[.title] = ["SUMMARY:" + ICalendarText.escape(InteropText.clean(todo.title, dropped: &dropped))]
        let notes = InteropText.clean(todo.notes, keepLineBreaks: true, dropped: &dropped)
        if !notes.isEmpty { lines[.notes] = ["DESCRIPTION:" + ICalendarText.escape(notes)] }
        if let due = todo.due {
            if let time = todo.dueTime {
                lines[.due] = ["DUE:" + InteropDates.utcStamp(InteropDates.instant(due: due, time: time, in: timeZone))]
            } else {
                lines[.due] = ["DUE;VALUE=DATE:" + InteropDates.dayStamp(due)]
            }
        }
        if let priority = todo.priority { lines[.priority] = ["PRIORITY:\(PriorityMapping.iCalendar(priority))"] }
        if let project = todo.project { lines[.project] = [ICalendarReader.projectProperty + ":" + ICalendarText.escape(project)] }
        if !todo.tags.isEmpty { lines[.tags] = ["CATEGORIES:" + todo.tags.map(ICalendarText.escape).joined(separator: ",")] }
        lines[.status] = ["STATUS:" + (todo.done ? "COMPLETED" : "NEEDS-ACTION")]
        if todo.done, let completed = todo.completed { lines[.status]!.append("COMPLETED:" + InteropDates.utcStamp(completed)) }
        if let recurrence = todo.recurrence { lines[.recurrence] = ["RRULE:" + RecurrenceMapping.rrule(recurrence, dropped: &dropped)] }
        if let parent = parentForeignID { lines[.parent] = ["RELATED-TO;RELTYPE=PARENT:" + ICalendarText.escape(parent)] }
        return lines
    }
}

/// The parts of a VTODO Adder reads and writes, in the order it writes them, with the properties each owns.
public enum ICalendarField: String, CaseIterable, Sendable, Hashable, Codable {
    case title, notes, due, priority, project, tags, status, recurrence, parent

    var properties: Set<String> {
        switch self {
        case .title: ["SUMMARY"]
        case .notes: ["DESCRIPTION"]
        case .due: ["DUE"]
        case .priority: ["PRIORITY"]
        case .project: [ICalendarReader.projectProperty]
        case .tags: ["CATEGORIES"]
        case .status: ["STATUS", "COMPLETED", "PERCENT-COMPLETE"]
        case .recurrence: ["RRULE"]
        case .parent: ["RELATED-TO"]
        }
    }
}
