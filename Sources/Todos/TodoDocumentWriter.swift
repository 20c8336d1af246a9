import Basics
import Entities
import Foundation

/// Writes a `TodoDocument` as todos.json by hand, several times faster than `JSONEncoder`, in
/// the same layout: sorted keys, two-space indents, `"key" : value`, ISO 8601 UTC instants
/// (whole seconds), keys of nil values left out. It differs from `JSONEncoder` in three ways
/// that are valid JSON: empty arrays are `[]`, U+2028 and U+2029 are escaped, and the text
/// ends with a newline.
///
/// The bytes go to a malloc'd buffer that the returned `Data` takes over: appending to an
/// `[UInt8]` a byte at a time was three times slower.
///
/// Given the layout of the file it replaces, it writes only what changed: each run of to-dos
/// that the old file holds unchanged and in the same order becomes one piece to copy from the
/// old file, its separators included (whatever their whitespace, valid JSON).
struct TodoDocumentWriter {
    private var buffer: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Copying from an old file: what to copy from, the pieces so far, and the bytes they copy.
    private var old: (layout: TodoFileLayout, finder: UnchangedRunFinder)?
    private var pieces: [AtomicFile.Pieces.Piece] = []
    private var writtenPieceStart = 0
    private var copiedCount = 0
    private var objectRanges: [Range<Int>] = []
    private var recordsLayout = false

    static func encode(_ document: TodoDocument) -> Data {
        // About 280 bytes a to-do with short titles; a good guess saves regrowing.
        var writer = TodoDocumentWriter(capacity: 64 + document.todos.count * 320)
        writer.write(document)
        return Data(bytesNoCopy: writer.buffer, count: writer.count, deallocator: .free)
    }

    /// The document as pieces, copying unchanged to-dos from the file `old` describes (when
    /// given), with where each to-do lies in the result.
    static func encode(_ document: TodoDocument, reusing old: TodoFileLayout?) -> EncodedTodoFile {
        let reusable = old.map { ($0, UnchangedRunFinder(old: $0.todos)) }
        // Encoded bytes are few when most to-dos are copied: a small start, grown when needed.
        var writer = TodoDocumentWriter(capacity: reusable == nil ? 64 + document.todos.count * 320 : 64 * 1024)
        writer.old = reusable
        writer.recordsLayout = true
        writer.objectRanges.reserveCapacity(document.todos.count)
        writer.write(document)
        writer.endWrittenPiece()
        let bytes = Data(bytesNoCopy: writer.buffer, count: writer.count, deallocator: .free)
        return EncodedTodoFile(bytes: bytes, pieces: writer.pieces, objectRanges: writer.objectRanges)
    }

    private init(capacity: Int) {
        self.capacity = capacity
        buffer = malloc(capacity)!.assumingMemoryBound(to: UInt8.self)
    }

    /// Where the next byte lands in the file: encoded bytes so far plus copied ones.
    private var fileOffset: Int { count + copiedCount }

    private mutating func endWrittenPiece() {
        if count > writtenPieceStart { pieces.append(.written(writtenPieceStart..<count)) }
        writtenPieceStart = count
    }

    /// Writes `todos[index]`, or copies the run of unchanged to-dos that starts there; the
    /// index after what was written.
    private mutating func writeOrCopy(_ todos: [Todo], at index: Int) -> Int {
        append("    ")  // the indent before an object, which its range leaves out
        if old != nil, let run = old!.finder.run(in: todos, at: index) {
            let ranges = old!.layout.objectRanges
            let source = ranges[run.oldStart].lowerBound..<ranges[run.oldStart + run.count - 1].upperBound
            let shift = fileOffset - source.lowerBound
            for range in ranges[run.oldStart..<(run.oldStart + run.count)] {
                objectRanges.append((range.lowerBound + shift)..<(range.upperBound + shift))
            }
            endWrittenPiece()
            pieces.append(.copied(source))
            copiedCount += source.count
            return index + run.count
        }
        let start = fileOffset
        write(todos[index])
        if recordsLayout { objectRanges.append(start..<fileOffset) }
        return index + 1
    }

    private mutating func write(_ document: borrowing TodoDocument) {
        append("{\n")
        key("nextID", indent: 1)
        integer(document.nextID)
        append(",\n")
        key("todos", indent: 1)
        if document.todos.isEmpty {
            append("[]")
        } else {
            append("[\n")
            var index = 0
            while index < document.todos.count {
                if index > 0 { append(",\n") }
                index = writeOrCopy(document.todos, at: index)
            }
            append("\n  ]")
        }
        append(",\n")
        key("version", indent: 1)
        integer(document.version)
        append("\n}\n")
    }

    /// One to-do at indent level 2 (the indent before its `{` is the caller's), keys in sorted
    /// order. Each member's separator, indent and name go in as one piece: appending them
    /// separately was a third of the writer's instructions.
    private mutating func write(_ todo: borrowing Todo) {
        append("{\n      \"archived\" : ")
        boolean(todo.archived)
        if let completed = todo.completed {
            append(",\n      \"completed\" : ")
            date(completed)
        }
        append(",\n      \"created\" : ")
        date(todo.created)
        append(",\n      \"done\" : ")
        boolean(todo.done)
        if let due = todo.due {
            append(",\n      \"due\" : ")
            string(due.description)
        }
        if let dueTime = todo.dueTime {
            append(",\n      \"dueTime\" : ")
            string(dueTime.description)
        }
        append(",\n      \"id\" : ")
        integer(todo.id)
        append(",\n      \"notes\" : ")
        string(todo.notes)
        if let parent = todo.parent {
            append(",\n      \"parent\" : ")
            integer(parent)
        }
        if let priority = todo.priority {
            append(",\n      \"priority\" : ")
            string(priority.rawValue)
        }
        if let recurrence = todo.recurrence {
            append(",\n      \"recurrence\" : ")
            string(recurrence.description)
        }
        if todo.tags.isEmpty {
            append(",\n      \"tags\" : []")
        } else {
            append(",\n      \"tags\" : [\n        ")
            for (index, tag) in todo.tags.enumerated() {
                if index > 0 { append(",\n        ") }
                string(tag)
            }
            append("\n      ]")
        }
        append(",\n      \"title\" : ")
        string(todo.title)
        append("\n    }")
    }

    // MARK: - Bytes

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        capacity = max(count + extra, capacity * 2)
        buffer = realloc(buffer, capacity)!.assumingMemoryBound(to: UInt8.self)
    }

    private mutating func append(_ byte: UInt8) {
        reserve(1)
        buffer[count] = byte
        count += 1
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (buffer + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends ASCII text that needs no escaping (keys, punctuation).
    private mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    // MARK: - Pieces

    private mutating func key(_ name: StaticString, indent: Int) {
        for _ in 0..<indent { append("  ") }
        append(UInt8(ascii: "\""))
        append(name)
        append("\" : ")
    }

    private mutating func boolean(_ value: Bool) {
        if value { append("true") } else { append("false") }
    }

    private mutating func integer(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        digits(value.magnitude, width: 1)
    }

    /// Decimal digits, zero-padded to `width`.
    private mutating func digits(_ value: UInt, width: Int) {
        var length = 1
        var rest = value / 10
        while rest > 0 { length += 1; rest /= 10 }
        length = max(length, width)
        reserve(length)
        rest = value
        for offset in stride(from: length - 1, through: 0, by: -1) {
            buffer[count + offset] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += length
    }

    /// `"2026-01-02T09:00:00Z"`: UTC, fractional seconds dropped (rounded down, as `JSONEncoder` does).
    private mutating func date(_ date: Date) {
        let seconds = Int(exactly: date.timeIntervalSince1970.rounded(.down)) ?? 0  // 0 only for infinity or NaN
        let (days, secondOfDay) = floorDivision(seconds, 86_400)
        let calendarDay = CalendarDay(daysSinceEpoch: days)
        let (year, month, day) = (calendarDay.year, calendarDay.month, calendarDay.day)
        if (0...9999).contains(year) {
            writeUsualDate(year: year, month: month, day: day, secondOfDay: secondOfDay)
            return
        }
        append(UInt8(ascii: "\""))
        if year < 0 { append(UInt8(ascii: "-")) }
        padded(year, width: 4)
        append(UInt8(ascii: "-"))
        padded(month, width: 2)
        append(UInt8(ascii: "-"))
        padded(day, width: 2)
        append(UInt8(ascii: "T"))
        padded(secondOfDay / 3600, width: 2)
        append(UInt8(ascii: ":"))
        padded(secondOfDay / 60 % 60, width: 2)
        append(UInt8(ascii: ":"))
        padded(secondOfDay % 60, width: 2)
        append("Z\"")
    }

    /// The date of a four-digit year, stored in place: six calls of `padded` cost more than the rest of a to-do.
    private mutating func writeUsualDate(year: Int, month: Int, day: Int, secondOfDay: Int) {
        reserve(22)
        var at = count
        func put(_ byte: UInt8) { buffer[at] = byte; at += 1 }
        func two(_ value: Int) { put(UInt8(ascii: "0") + UInt8(value / 10)); put(UInt8(ascii: "0") + UInt8(value % 10)) }
        put(UInt8(ascii: "\""))
        two(year / 100); two(year % 100)
        put(UInt8(ascii: "-")); two(month)
        put(UInt8(ascii: "-")); two(day)
        put(UInt8(ascii: "T")); two(secondOfDay / 3600)
        put(UInt8(ascii: ":")); two(secondOfDay / 60 % 60)
        put(UInt8(ascii: ":")); two(secondOfDay % 60)
        put(UInt8(ascii: "Z")); put(UInt8(ascii: "\""))
        count = at
    }

    private mutating func padded(_ value: Int, width: Int) {
        digits(value.magnitude, width: width)
    }

    private func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    /// A JSON string: quotes, backslashes and control characters escaped as `JSONEncoder` does,
    /// plus U+2028 and U+2029, which JavaScript reads as line ends.
    private mutating func string(_ text: String) {
        append(UInt8(ascii: "\""))
        // Native strings are contiguous UTF-8 already; only bridged ones need a copy.
        if text.utf8.withContiguousStorageIfAvailable({ escaped($0) }) == nil {
            var copy = text
            copy.withUTF8 { escaped($0) }
        }
        append(UInt8(ascii: "\""))
    }

    private mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            let isLineSeparator = byte == 0xE2 && index + 2 < utf8.count
                && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9)
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || isLineSeparator else {
                index += 1
                continue
            }
            append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            if isLineSeparator {
                append(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                index += 3
            } else {
                escape(byte)
                index += 1
            }
            runStart = index
        }
        append(UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\\"): append("\\\\")
        case 0x08: append("\\b")
        case 0x09: append("\\t")
        case 0x0A: append("\\n")
        case 0x0C: append("\\f")
        case 0x0D: append("\\r")
        default:
            append("\\u00")
            append(UInt8(ascii: "0") + (byte >> 4))  // control characters are below 0x20
            let low = byte & 0x0F
            append(low < 10 ? UInt8(ascii: "0") + low : UInt8(ascii: "a") + low - 10)
        }
    }
}
