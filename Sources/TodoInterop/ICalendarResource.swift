import Entities
import Foundation

/// One to-do as a CalDAV resource (a VCALENDAR holding one VTODO), read and written with the
/// same mapping as `.ics` import and export. Writing over the copy last synced keeps everything
/// Adder has no field for — VALARMs, X- properties, other clients' fields, a DUE's TZID — and
/// replaces only the properties of the fields Adder changed.
public enum ICalendarResource {
    /// The to-do in `data` (its first VTODO); nil when it holds none Adder reads (a cancelled one,
    /// one without a SUMMARY). Throws one sentence naming `file` when it is not iCalendar.
    public static func read(_ data: Data, file: String, timeZone: TimeZone) throws(InteropError) -> ForeignTodo? {
        try ICalendarReader.read(data, file: file, timeZone: timeZone).todos.first
    }

    /// The UID a to-do that never left Adder gets: the same one its `.ics` export gives it.
    public static func newUID(for todo: Todo) -> String {
        InteropIdentity.foreignID(of: todo, in: .ics, links: InteropLinks())
    }

    /// `todo` as a resource with `uid`, a subtask of `parentUID`. With `base` (the copy last
    /// synced), only the properties of `changed` fields are written anew; without, all are.
    ///
    /// A done to-do goes without its RRULE: completing a repeating to-do in Adder makes the next
    /// one (a new to-do, with the rule and the next DUE), so the done one is a finished one-off,
    /// which Thunderbird, tasks.org and todoman show as done instead of as a series to repeat.
    public static func write(_ todo: Todo, uid: String, parentUID: String?, changed: Set<ICalendarField> = Set(ICalendarField.allCases),
                             base: Data?, now: Date, timeZone: TimeZone) -> Data {
        var changed = changed
        var todo = todo
        if todo.done, todo.recurrence != nil || changed.contains(.status) {
            todo.recurrence = nil
            changed.insert(.recurrence)
        }
        var dropped = Tally()
        let fresh = ICalendarWriter.fieldLines(todo, parentForeignID: parentUID, timeZone: timeZone, dropped: &dropped)
        let newLines = ICalendarField.allCases.filter(changed.contains).flatMap { fresh[$0] ?? [] }
        guard let base, let kept = merged(base, replacing: changed, with: newLines, now: now) else {
            let entry = ExportEntry(todo: todo, foreignID: uid, parentForeignID: parentUID)
            return ICalendarWriter.write([entry], now: now, timeZone: timeZone, dropped: &dropped)
        }
        return Data(kept.map(ICalendarText.fold).joined().utf8)
    }

    /// The logical lines of `base` with the first VTODO's properties of `fields` taken out and
    /// `newLines` put in before its END; DTSTAMP and LAST-MODIFIED now, SEQUENCE one more. Nil
    /// when `base` has no VTODO or cannot be read.
    private static func merged(_ base: Data, replacing fields: Set<ICalendarField>, with newLines: [String], now: Date) -> [String]? {
        guard let lines = unfolded(base) else { return nil }
        let owned = fields.reduce(into: Set<String>()) { $0.formUnion($1.properties) }
        var result: [String] = []
        var depth = 0
        var inTodo = false
        var done = false
        var stamped = (dtstamp: false, modified: false)
        for line in lines {
            let name = propertyName(line)
            let value = line.drop { $0 != ":" }.dropFirst().uppercased()
            if name == "BEGIN" {
                depth += 1
                if value == "VTODO", !done, !inTodo { inTodo = true; result.append(line); continue }
            }
            if name == "END" {
                depth -= 1
                if inTodo, value == "VTODO", depth == 1 {
                    result += newLines
                    if !stamped.dtstamp { result.append("DTSTAMP:" + InteropDates.utcStamp(now)) }
                    if !stamped.modified { result.append("LAST-MODIFIED:" + InteropDates.utcStamp(now)) }
                    result.append(line)
                    inTodo = false
                    done = true
                    continue
                }
            }
            // Only the VTODO's own properties: a VALARM's DESCRIPTION inside it is not Adder's.
            guard inTodo, depth == 2 else { result.append(line); continue }
            if name == "RELATED-TO" {
                let parameters = line.prefix { $0 != ":" }.uppercased()
                let isParent = !parameters.contains("RELTYPE=") || parameters.contains("RELTYPE=PARENT")
                if isParent, owned.contains(name) { continue }
                result.append(line)
            } else if owned.contains(name) {
                continue
            } else if name == "DTSTAMP" {
                result.append("DTSTAMP:" + InteropDates.utcStamp(now))
                stamped.dtstamp = true
            } else if name == "LAST-MODIFIED" {
                result.append("LAST-MODIFIED:" + InteropDates.utcStamp(now))
                stamped.modified = true
            } else if name == "SEQUENCE", let number = Int(line.drop { $0 != ":" }.dropFirst()) {
                result.append("SEQUENCE:\(number + 1)")
            } else {
                result.append(line)
            }
        }
        return done ? result : nil
    }

    /// `NAME` of `NAME;PARAM=x:value`, upper-cased.
    private static func propertyName(_ line: String) -> String {
        String(line.prefix { $0 != ";" && $0 != ":" }).uppercased()
    }

    /// The content lines of `data` with folds undone (on bytes, as `ICalendarText.contentLines` does).
    private static func unfolded(_ data: Data) -> [String]? {
        var logical: [[UInt8]] = []
        for rawLine in data.split(separator: 0x0A, omittingEmptySubsequences: false) {
            var bytes = Array(rawLine)
            if bytes.last == 0x0D { bytes.removeLast() }
            if let first = bytes.first, first == 0x20 || first == 0x09, !logical.isEmpty {
                logical[logical.count - 1] += bytes.dropFirst()
            } else if !bytes.isEmpty {
                logical.append(bytes)
            }
        }
        var lines: [String] = []
        for bytes in logical {
            guard let line = String(validating: bytes, as: UTF8.self) else { return nil }
            lines.append(line)
        }
        return lines
    }
}
