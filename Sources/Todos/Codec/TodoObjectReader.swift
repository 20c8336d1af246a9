import Basics
import Entities
import Foundation

/// One to-do object of todos.json, read from bytes for `TodoDocumentReader`, with the defaults
/// of `Todo.init(from:)` for what a hand-edited file leaves out (or sets to null).
enum TodoObjectReader {
    private struct Seen: OptionSet {
        let rawValue: UInt16
        static let id = Seen(rawValue: 1 << 0), title = Seen(rawValue: 1 << 1), notes = Seen(rawValue: 1 << 2)
        static let done = Seen(rawValue: 1 << 3), created = Seen(rawValue: 1 << 4), completed = Seen(rawValue: 1 << 5)
        static let priority = Seen(rawValue: 1 << 6), due = Seen(rawValue: 1 << 7), tags = Seen(rawValue: 1 << 8)
        static let archived = Seen(rawValue: 1 << 9), dueTime = Seen(rawValue: 1 << 10)
        static let recurrence = Seen(rawValue: 1 << 11), parent = Seen(rawValue: 1 << 12), project = Seen(rawValue: 1 << 13)
    }

    /// One to-do; `tagLists` remembers the tag lists met so far, so that repeated ones share an array.
    static func todo(_ cursor: inout JSONByteCursor, tagLists: inout RecentStringLists) throws(JSONByteCursor.Unhandled) -> Todo {
        var seen: Seen = []
        var id: Int?, title: String?, created: Date?
        var notes = "", done = false, archived = false, tags: [String] = []
        var completed: Date?, priority: Priority?, due: CalendarDay?
        var dueTime: TimeOfDay?, recurrence: Recurrence?, parent: Int?, project: String?
        /// Marks a member as read; a second one with the same name is left to the complete decoder.
        func first(_ member: Seen) throws(JSONByteCursor.Unhandled) {
            guard !seen.contains(member) else { throw JSONByteCursor.Unhandled() }
            seen.insert(member)
        }
        try cursor.expect(UInt8(ascii: "{"))
        if try !cursor.consume(UInt8(ascii: "}")) {
            repeat {
                let key = try cursor.key()
                switch key.count {
                case 2 where key.equals("id"):
                    try first(.id); id = try cursor.integer()
                case 5 where key.equals("title"):
                    try first(.title); title = try cursor.string()
                case 5 where key.equals("notes"):
                    try first(.notes); notes = try cursor.null() ? "" : cursor.string()
                case 4 where key.equals("done"):
                    try first(.done); done = try cursor.null() ? false : cursor.boolean()
                case 7 where key.equals("created"):
                    try first(.created); created = try instant(&cursor)
                case 9 where key.equals("completed"):
                    try first(.completed); completed = try cursor.null() ? nil : instant(&cursor)
                case 8 where key.equals("priority"):
                    try first(.priority); priority = try cursor.null() ? nil : self.priority(&cursor)
                case 3 where key.equals("due"):
                    try first(.due); due = try cursor.null() ? nil : day(&cursor)
                case 4 where key.equals("tags"):
                    try first(.tags); tags = try cursor.null() ? [] : tagLists.strings(&cursor)
                case 8 where key.equals("archived"):
                    try first(.archived); archived = try cursor.null() ? false : cursor.boolean()
                case 7 where key.equals("dueTime"):
                    try first(.dueTime); dueTime = try cursor.null() ? nil : parsed(&cursor, TimeOfDay.init)
                case 10 where key.equals("recurrence"):
                    try first(.recurrence); recurrence = try cursor.null() ? nil : parsed(&cursor, Recurrence.init)
                case 6 where key.equals("parent"):
                    try first(.parent); parent = try cursor.null() ? nil : cursor.integer()
                case 7 where key.equals("project"):
                    try first(.project); project = try cursor.null() ? nil : cursor.string()
                default:
                    try cursor.skipValue()
                }
            } while try cursor.another(before: UInt8(ascii: "}"))
        }
        guard let id, let title, let created else { throw JSONByteCursor.Unhandled() }
        return Todo(id: id, title: title, notes: notes, done: done, created: created, completed: completed,
                    priority: priority, due: due, dueTime: dueTime, tags: tags, archived: archived,
                    recurrence: recurrence, parent: parent, project: project)
    }

    /// A string member read by a value's own parser; one it rejects is left to the complete decoder.
    private static func parsed<Value>(_ cursor: inout JSONByteCursor, _ parse: (String) -> Value?) throws(JSONByteCursor.Unhandled) -> Value {
        guard let value = parse(try cursor.string()) else { throw JSONByteCursor.Unhandled() }
        return value
    }

    /// An instant as `ISO8601Instant` reads it: Adder's own form on the bytes, any other through its parser.
    private static func instant(_ cursor: inout JSONByteCursor) throws(JSONByteCursor.Unhandled) -> Date {
        let string = try cursor.rawString()
        if !string.hasEscapes, let date = ISO8601Instant.parseCanonical(utf8: string.bytes) { return date }
        guard let date = ISO8601Instant.parse(try JSONStringUnescaping.text(string)) else {
            throw JSONByteCursor.Unhandled()
        }
        return date
    }

    /// A due date as `CalendarDay(_:)` reads it; the usual `YYYY-MM-DD` straight from the bytes.
    private static func day(_ cursor: inout JSONByteCursor) throws(JSONByteCursor.Unhandled) -> CalendarDay {
        let string = try cursor.rawString()
        let raw = string.bytes
        if !string.hasEscapes, raw.count == 10, raw[4] == UInt8(ascii: "-"), raw[7] == UInt8(ascii: "-") {
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for index in range {
                    let digit = raw[index] &- UInt8(ascii: "0")
                    guard digit < 10 else { return nil }
                    value = value * 10 + Int(digit)
                }
                return value
            }
            if let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
               (1...12).contains(month), (1...31).contains(day) {
                return CalendarDay(year: year, month: month, day: day)
            }
        }
        guard let day = CalendarDay(try JSONStringUnescaping.text(string)) else { throw JSONByteCursor.Unhandled() }
        return day
    }

    /// A priority's name, matched on its bytes (`Priority(rawValue:)` looked its cases up as strings).
    private static func priority(_ cursor: inout JSONByteCursor) throws(JSONByteCursor.Unhandled) -> Priority {
        let string = try cursor.rawString()
        if !string.hasEscapes {
            if string.bytes.equals("low") { return .low }
            if string.bytes.equals("medium") { return .medium }
            if string.bytes.equals("high") { return .high }
        }
        guard let priority = Priority(rawValue: try JSONStringUnescaping.text(string)) else { throw JSONByteCursor.Unhandled() }
        return priority
    }

}

/// Arrays of strings read from the file, remembered by their bytes: most to-dos repeat one of a
/// few tag lists, and a repeated list shares the array read first, which spares making its
/// strings and array again (a tenth of the reading time, and memory, with 100,000 to-dos).
struct RecentStringLists {
    private var lists: [(bytes: UnsafeBufferPointer<UInt8>, strings: [String])] = []
    private var oldest = 0
    private static let capacity = 16

    /// An array of strings; the same bytes as a list read before give that list back.
    mutating func strings(_ cursor: inout JSONByteCursor) throws(JSONByteCursor.Unhandled) -> [String] {
        try cursor.expect(UInt8(ascii: "["))
        guard try !cursor.consume(UInt8(ascii: "]")) else { return [] }
        // First only find where the list ends (escapes and control characters are checked on the
        // way); identical bytes were checked completely when they were first read.
        let start = cursor.position
        repeat {
            _ = try cursor.rawString()
        } while try cursor.another(before: UInt8(ascii: "]"))
        let bytes = UnsafeBufferPointer(rebasing: cursor.bytes[start..<cursor.position])
        for list in lists where list.bytes.count == bytes.count && memcmp(list.bytes.baseAddress!, bytes.baseAddress!, bytes.count) == 0 {
            return list.strings
        }
        cursor.move(to: start)
        var strings: [String] = []
        repeat {
            strings.append(try cursor.string())
        } while try cursor.another(before: UInt8(ascii: "]"))
        if lists.count < Self.capacity {
            lists.append((bytes, strings))
        } else {
            lists[oldest] = (bytes, strings)
            oldest = (oldest + 1) % Self.capacity
        }
        return strings
    }
}
