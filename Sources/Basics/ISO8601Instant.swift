import Entities
import Foundation

/// Reads the instants in todos.json. The form Adder writes, `2026-01-02T09:00:00Z`, is parsed
/// by hand (Foundation's parser took a fifth of the load time); anything else goes to
/// Foundation's ISO 8601 parser, so the same texts are accepted as with `.iso8601`.
public enum ISO8601Instant {
    /// The decoding strategy for `JSONDecoder`; an error names the field and quotes the text.
    public static let decodingStrategy = JSONDecoder.DateDecodingStrategy.custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        if let date = parse(text) { return date }
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                debugDescription: "\"\(text)\" is not an ISO 8601 instant such as 2026-01-02T09:00:00Z"))
    }

    /// The encoding strategy for `JSONEncoder`: `text(_:)`, the form todos.json holds.
    public static let encodingStrategy = JSONEncoder.DateEncodingStrategy.custom { date, encoder in
        var container = encoder.singleValueContainer()
        try container.encode(text(date))
    }

    /// `2026-01-02T09:00:00Z`: UTC, whole seconds, on the proleptic Gregorian calendar as todos.json
    /// holds it. Foundation's `.iso8601` counts Julian days before 1582-10-15 (1582-10-10 was
    /// printed 1582-09-30).
    public static func text(_ date: Date) -> String {
        let (day, second) = LocalTime.split(date, in: utc)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(day)T\(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60))Z"
    }

    /// The instant in `text`, or nil if it is not ISO 8601.
    public static func parse(_ text: String) -> Date? {
        parseCanonical(text) ?? (try? Date(text, strategy: .iso8601)).map(prolepticFromFoundation)
    }

    private static let utc = TimeZone(identifier: "UTC")!

    /// Foundation's parser reads days before 1582-10-15 as Julian: the same fields, counted on
    /// the proleptic Gregorian calendar (Foundation's calendar gives back the fields it read).
    private static func prolepticFromFoundation(_ date: Date) -> Date {
        guard date.timeIntervalSince1970 < -12_219_292_800 else { return date }  // 1582-10-15T00:00:00Z
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        let era = calendar.component(.era, from: date)
        let year = era == 0 ? 1 - (parts.year ?? 1) : parts.year ?? 1
        let day = CalendarDay(year: year, month: parts.month ?? 1, day: parts.day ?? 1)
        let seconds = day.daysSinceEpoch * 86_400 + (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)
        return Date(timeIntervalSince1970: Double(seconds) + Double(parts.nanosecond ?? 0) / 1e9)
    }

    private static func parseCanonical(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parseCanonical(utf8: $0) }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` in UTF-8 with every field in range; nil for anything else (which
    /// `parse` may still read). For decoders that work on a file's bytes.
    public static func parseCanonical(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              bytes[19] == UInt8(ascii: "Z") else { return nil }
        /// Two decimal digits at `start`, or -1.
        func twoDigits(_ start: Int) -> Int {
            let tens = bytes[start] &- UInt8(ascii: "0"), ones = bytes[start + 1] &- UInt8(ascii: "0")
            return tens < 10 && ones < 10 ? Int(tens) * 10 + Int(ones) : -1
        }
        let century = twoDigits(0), yearOfCentury = twoDigits(2), month = twoDigits(5), day = twoDigits(8)
        let hour = twoDigits(11), minute = twoDigits(14), second = twoDigits(17)
        guard century >= 0, yearOfCentury >= 0, case let year = century * 100 + yearOfCentury,
              (1...12).contains(month), day >= 1, day <= CalendarDay.numberOfDays(inMonth: month, year: year),
              (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else { return nil }
        let days = CalendarDay(year: year, month: month, day: day).daysSinceEpoch
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }
}
