import Entities
import Foundation

/// Dates as feeds write them, read leniently and by hand (DateFormatter per call is slow):
/// RFC 822/2822 (`Tue, 2 Jan 2026 09:00:00 GMT`, named or numeric zones, optional weekday and
/// seconds, two-digit years) and RFC 3339/ISO 8601 (`2026-01-02T09:00:00.5+01:00`, lowercase
/// `t`/`z`, a date alone). A date without a zone is taken as UTC.
public enum FeedDate {
    /// The instant `text` names, or nil when it cannot be read.
    public static func parse(_ text: String) -> Date? {
        if let date = text.utf8.withContiguousStorageIfAvailable(CommonDateShapes.read) ?? nil { return date }
        return parseAnyShape(text)
    }

    /// `parse` without `CommonDateShapes`' shortcut: the reference its tests compare it with.
    static func parseAnyShape(_ text: String) -> Date? {
        var scanner = DateScanner(Array(text.utf8))
        scanner.skipSpaces()
        guard let first = scanner.peek else { return nil }
        if isDigit(first), let date = ISO8601Reader.read(&scanner) { return date }
        scanner = DateScanner(Array(text.utf8))
        return RFC822Reader.read(&scanner)
    }

    /// Seconds since 1970 for a civil date and time in UTC, or nil when a field is out of range.
    static func instant(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0,
                        second: Double = 0, offsetSeconds: Int = 0) -> Date? {
        guard (1...12).contains(month), (1...31).contains(day), (0...24).contains(hour),
              (0...59).contains(minute), second >= 0, second < 61, year > 0, year < 10_000 else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3_600 + minute * 60 - offsetSeconds) + second
        return Date(timeIntervalSince1970: seconds)
    }

    /// Howard Hinnant's days-from-civil: days since 1970-01-01 in the proleptic Gregorian calendar.
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

/// A cursor over a date's ASCII bytes.
struct DateScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
    var isAtEnd: Bool { index >= bytes.count }

    mutating func skipSpaces() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    mutating func skip(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// A run of digits as a number, with how many digits it had.
    mutating func number(maxDigits: Int = 9) -> (value: Int, digits: Int)? {
        var value = 0, digits = 0
        while let byte = peek, FeedDate.isDigit(byte), digits < maxDigits {
            value = value * 10 + Int(byte - 0x30)
            digits += 1
            index += 1
        }
        return digits == 0 ? nil : (value, digits)
    }

    /// A run of ASCII letters, lowercased.
    mutating func word() -> String {
        var letters: [UInt8] = []
        while let byte = peek, (byte | 0x20) >= 0x61, (byte | 0x20) <= 0x7A {
            letters.append(byte | 0x20)
            index += 1
        }
        return String(decoding: letters, as: UTF8.self)
    }

    /// `.123` after seconds, as a fraction of a second.
    mutating func fraction() -> Double {
        guard peek == 0x2E || peek == 0x2C else { return 0 }
        index += 1
        var value = 0.0, scale = 0.1
        while let byte = peek, FeedDate.isDigit(byte) {
            value += Double(byte - 0x30) * scale
            scale /= 10
            index += 1
        }
        return value
    }

    /// `+0530`, `-05:00`, `+05`: seconds east of UTC.
    mutating func numericOffset() -> Int? {
        guard let sign = peek, sign == 0x2B || sign == 0x2D else { return nil }
        let start = index
        index += 1
        guard let hours = number(maxDigits: 2) else { index = start; return nil }
        var minutes = 0
        if hours.digits == 2 {
            _ = skip(0x3A)
            minutes = number(maxDigits: 2)?.value ?? 0
        }
        let seconds = hours.value * 3_600 + minutes * 60
        return sign == 0x2D ? -seconds : seconds
    }
}

extension FeedDocument {
    /// The document without the dates later than `now` (the fetch): no item was written in the
    /// future, and one dated 9999 would stay on top of every list. Dropped rather than set to
    /// `now`, so the merge dates such an item when it is first seen and keeps that date (a
    /// date moved to each fetch's time would change the item, and lift it, at every refresh).
    public func withoutDates(after now: Date) -> FeedDocument {
        var document = self
        for index in document.items.indices {
            if let published = document.items[index].published, published > now { document.items[index].published = nil }
            if let updated = document.items[index].updated, updated > now { document.items[index].updated = nil }
        }
        return document
    }
}
