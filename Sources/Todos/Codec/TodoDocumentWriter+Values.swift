import Entities
import Foundation

/// The writer's JSON values, byte by byte: the buffer growing, keys, booleans, integers, ISO 8601
/// instants and escaped strings. `TodoDocumentWriter` decides the layout; these only write.
extension TodoDocumentWriter {
    // MARK: - Bytes

    mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        capacity = max(count + extra, capacity * 2)
        buffer = realloc(buffer, capacity)!.assumingMemoryBound(to: UInt8.self)
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        buffer[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (buffer + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends ASCII text that needs no escaping (keys, punctuation).
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    // MARK: - Pieces

    mutating func key(_ name: StaticString, indent: Int) {
        for _ in 0..<indent { append("  ") }
        append(UInt8(ascii: "\""))
        append(name)
        append("\" : ")
    }

    mutating func boolean(_ value: Bool) {
        if value { append("true") } else { append("false") }
    }

    mutating func integer(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        digits(value.magnitude, width: 1)
    }

    /// Decimal digits, zero-padded to `width`.
    mutating func digits(_ value: UInt, width: Int) {
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
    mutating func date(_ date: Date) {
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
    mutating func writeUsualDate(year: Int, month: Int, day: Int, secondOfDay: Int) {
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

    mutating func padded(_ value: Int, width: Int) {
        digits(value.magnitude, width: width)
    }

    func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    /// A JSON string: quotes, backslashes and control characters escaped as `JSONEncoder` does,
    /// plus U+2028 and U+2029, which JavaScript reads as line ends.
    mutating func string(_ text: String) {
        append(UInt8(ascii: "\""))
        // Native strings are contiguous UTF-8 already; only bridged ones need a copy.
        if text.utf8.withContiguousStorageIfAvailable({ escaped($0) }) == nil {
            var copy = text
            copy.withUTF8 { escaped($0) }
        }
        append(UInt8(ascii: "\""))
    }

    mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>) {
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

    mutating func escape(_ byte: UInt8) {
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
