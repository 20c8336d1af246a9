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
            put("SUMMARY:" + ICalendarText.escape(InteropText.clean(todo.title, dropped: &dropped)))
            let notes = InteropText.clean(todo.notes, keepLineBreaks: true, dropped: &dropped)
            if !notes.isEmpty { put("DESCRIPTION:" + ICalendarText.escape(notes)) }
            if let due = todo.due {
                if let time = todo.dueTime {
                    put("DUE:" + InteropDates.utcStamp(InteropDates.instant(due: due, time: time, in: timeZone)))
                } else {
                    put("DUE;VALUE=DATE:" + InteropDates.dayStamp(due))
                }
            }
            if let priority = todo.priority { put("PRIORITY:\(PriorityMapping.iCalendar(priority))") }
            if let project = todo.project { put(ICalendarReader.projectProperty + ":" + ICalendarText.escape(project)) }
            if !todo.tags.isEmpty { put("CATEGORIES:" + todo.tags.map(ICalendarText.escape).joined(separator: ",")) }
            put("STATUS:" + (todo.done ? "COMPLETED" : "NEEDS-ACTION"))
            if todo.done, let completed = todo.completed { put("COMPLETED:" + InteropDates.utcStamp(completed)) }
            if let recurrence = todo.recurrence { put("RRULE:" + RecurrenceMapping.rrule(recurrence, dropped: &dropped)) }
            if let parent = entry.parentForeignID { put("RELATED-TO;RELTYPE=PARENT:" + ICalendarText.escape(parent)) }
            if todo.archived { dropped.add("archived marks (iCalendar has no archive)") }
            for line in entry.kept { put(line) }
            put("END:VTODO")
        }
        put("END:VCALENDAR")
        return Data(text.utf8)
    }
}
