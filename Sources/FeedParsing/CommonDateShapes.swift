import Foundation

/// The two shapes nearly every feed writes its dates in, read at fixed places without the
/// general readers' scanner (two byte arrays, Strings for words, a dictionary for zones: 6 % of a
/// parse-only pass). `Tue, 02 Jan 2026 09:00:00 GMT` (or `+0100`) and `2026-01-02T09:00:00Z` (or
/// `+01:00`); anything else, or any doubt, is nil and goes to `RFC822Reader` / `ISO8601Reader`,
/// which read these shapes to the same fields (`FeedDateShortcutTests` holds the two equal).
enum CommonDateShapes {
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        switch bytes.count {
        case 29, 31: rfc822(bytes)
        case 20, 25: rfc3339(bytes)
        default: nil
        }
    }

    private static let months: [UInt32] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        .map { $0.utf8.reduce(0) { $0 << 8 | UInt32($1) } }

    /// `Www, DD Mmm YYYY HH:MM:SS GMT` or `… +hhmm`.
    private static func rfc822(_ b: UnsafeBufferPointer<UInt8>) -> Date? {
        guard isLetter(b[0]), isLetter(b[1]), isLetter(b[2]), b[3] == UInt8(ascii: ","), b[4] == 0x20, b[7] == 0x20,
              b[11] == 0x20, b[16] == 0x20, b[19] == UInt8(ascii: ":"), b[22] == UInt8(ascii: ":"), b[25] == 0x20,
              isLetter(b[8]), isLetter(b[9]), isLetter(b[10]),
              let day = digits(b, 5, 2), let year = digits(b, 12, 4), let hour = digits(b, 17, 2),
              let minute = digits(b, 20, 2), let second = digits(b, 23, 2) else { return nil }
        let name = UInt32(b[8] | 0x20) << 16 | UInt32(b[9] | 0x20) << 8 | UInt32(b[10] | 0x20)
        guard let month = months.firstIndex(of: name) else { return nil }
        let offset: Int
        if b.count == 29 {
            guard b[26] | 0x20 == UInt8(ascii: "g"), b[27] | 0x20 == UInt8(ascii: "m"), b[28] | 0x20 == UInt8(ascii: "t") else { return nil }
            offset = 0
        } else {
            guard let zone = numericOffset(b, 26, colon: false) else { return nil }
            offset = zone
        }
        return FeedDate.instant(year: year, month: month + 1, day: day, hour: hour, minute: minute,
                                second: Double(second), offsetSeconds: offset)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` or `… +hh:mm` (`t` and `z` too).
    private static func rfc3339(_ b: UnsafeBufferPointer<UInt8>) -> Date? {
        guard b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"), b[10] | 0x20 == UInt8(ascii: "t"),
              b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
              let year = digits(b, 0, 4), let month = digits(b, 5, 2), let day = digits(b, 8, 2),
              let hour = digits(b, 11, 2), let minute = digits(b, 14, 2), let second = digits(b, 17, 2) else { return nil }
        let offset: Int
        if b.count == 20 {
            guard b[19] | 0x20 == UInt8(ascii: "z") else { return nil }
            offset = 0
        } else {
            guard let zone = numericOffset(b, 19, colon: true) else { return nil }
            offset = zone
        }
        return FeedDate.instant(year: year, month: month, day: day, hour: hour, minute: minute,
                                second: Double(second), offsetSeconds: offset)
    }

    /// `+hhmm` or `+hh:mm` at `start`, as seconds east of UTC.
    private static func numericOffset(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, colon: Bool) -> Int? {
        let sign = b[start]
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), let hours = digits(b, start + 1, 2),
              !colon || b[start + 3] == UInt8(ascii: ":"), let minutes = digits(b, start + (colon ? 4 : 3), 2) else { return nil }
        let seconds = hours * 3_600 + minutes * 60
        return sign == UInt8(ascii: "-") ? -seconds : seconds
    }

    private static func digits(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for index in start..<start + count {
            guard FeedDate.isDigit(b[index]) else { return nil }
            value = value * 10 + Int(b[index] - 0x30)
        }
        return value
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}
