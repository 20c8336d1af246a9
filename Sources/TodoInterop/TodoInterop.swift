import Entities
import Foundation

/// Moving to-dos to and from todo.txt, taskwarrior and iCalendar: the mapping `adder todo
/// import`/`export` use, and the one a CalDAV sync will use. Knows nothing of the store: it reads
/// files into to-dos with ids ready to add, and writes to-dos into files.
public enum TodoInterop {
    /// Reads `data` (the file named `file`, for messages) in `format`. Throws one sentence naming
    /// the file and line when the file cannot be read or breaks a strict format's rules.
    public static func read(_ data: Data, format: InteropFormat, file: String, timeZone: TimeZone) throws(InteropError) -> ForeignReading {
        switch format {
        case .todotxt: try TodoTxtReader.read(data, file: file, timeZone: timeZone)
        case .taskwarrior: try TaskwarriorReader.read(data, file: file, timeZone: timeZone)
        case .ics: try ICalendarReader.read(data, file: file, timeZone: timeZone)
        }
    }

    /// What an export wrote, and what the format could not hold.
    public struct Export: Sendable, Hashable {
        public var data: Data
        public var dropped: Tally
    }

    /// `todos` in `format`. `now` stamps iCalendar's DTSTAMP; due dates and times are local to `timeZone`.
    public static func export(_ todos: [Todo], format: InteropFormat, links: InteropLinks, now: Date, timeZone: TimeZone) -> Export {
        let entries = ExportEntry.entries(todos, format: format, links: links)
        var dropped = Tally()
        let data = switch format {
        case .todotxt: TodoTxtWriter.write(entries, timeZone: timeZone, dropped: &dropped)
        case .taskwarrior: TaskwarriorWriter.write(entries, timeZone: timeZone, dropped: &dropped)
        case .ics: ICalendarWriter.write(entries, now: now, timeZone: timeZone, dropped: &dropped)
        }
        return Export(data: data, dropped: dropped)
    }

    /// The foreign ids the to-dos already in Adder answer to in `format`: the ones they were imported
    /// with, and the ones Adder's own export gives them (so importing that export adds nothing).
    static func knownForeignIDs(_ todos: [Todo], format: InteropFormat, links: InteropLinks, timeZone: TimeZone) -> [String: Todo.ID] {
        var known = links.existing(in: format, among: todos)
        var ignored = Tally()
        for entry in ExportEntry.entries(todos, format: format, links: links) {
            var id = entry.foreignID
            if format == .todotxt {
                // What reading the exported line back gives: its `id:`, or else its hash.
                let line = TodoTxtWriter.line(for: entry, timeZone: timeZone, dropped: &ignored)
                id = TodoTxtReader.parse(line, line: 1, timeZone: timeZone, dropped: &ignored)?.foreignID ?? id
            }
            known[id] = known[id] ?? entry.todo.id
        }
        return known
    }
}
