import Foundation

/// `2026-01-02`, `2026-01-02T09:00`, `2026-01-02t09:00:00.250z`, `2026-01-02 09:00:00 +0100`.
enum ISO8601Reader {
    static func read(_ scanner: inout DateScanner) -> Date? {
        guard let year = scanner.number(maxDigits: 4), year.digits == 4, scanner.skip(0x2D),
              let month = scanner.number(maxDigits: 2), scanner.skip(0x2D),
              let day = scanner.number(maxDigits: 2) else { return nil }
        guard let separator = scanner.peek, separator == 0x54 || separator == 0x74 || separator == 0x20 else {
            scanner.skipSpaces()
            guard scanner.isAtEnd else { return nil }
            return FeedDate.instant(year: year.value, month: month.value, day: day.value)
        }
        scanner.index += 1
        scanner.skipSpaces()
        if scanner.isAtEnd { return FeedDate.instant(year: year.value, month: month.value, day: day.value) }
        guard let hour = scanner.number(maxDigits: 2), scanner.skip(0x3A),
              let minute = scanner.number(maxDigits: 2) else { return nil }
        var second = 0.0
        if scanner.skip(0x3A) {
            guard let whole = scanner.number(maxDigits: 2) else { return nil }
            second = Double(whole.value) + scanner.fraction()
        }
        scanner.skipSpaces()
        var offset = 0
        if let byte = scanner.peek {
            if byte == 0x5A || byte == 0x7A {
                scanner.index += 1
            } else if let numeric = scanner.numericOffset() {
                offset = numeric
            } else if let named = ZoneNames.offset(scanner.word()) {
                offset = named
            } else {
                return nil
            }
        }
        scanner.skipSpaces()
        guard scanner.isAtEnd else { return nil }
        return FeedDate.instant(year: year.value, month: month.value, day: day.value, hour: hour.value,
                                minute: minute.value, second: second, offsetSeconds: offset)
    }
}

/// `Tue, 02 Jan 2026 09:00:00 GMT`, `2 Jan 26 09:00 +0530`, `02-Jan-2026 9:00 EST`, `Jan 2 2026 09:00 Z`.
enum RFC822Reader {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func read(_ scanner: inout DateScanner) -> Date? {
        scanner.skipSpaces()
        if let byte = scanner.peek, !FeedDate.isDigit(byte) {
            let start = scanner.index
            let word = scanner.word()
            if month(word) != nil && scanner.peek != 0x2C {
                scanner.index = start  // "Jan 2 2026": no weekday, month first
            } else {
                skipSeparators(&scanner)  // a weekday, named or not
            }
        }
        var day: Int?, monthNumber: Int?
        if let number = scanner.number(maxDigits: 2) {
            day = number.value
            skipSeparators(&scanner)
            monthNumber = month(scanner.word())
        } else {
            monthNumber = month(scanner.word())
            skipSeparators(&scanner)
            day = scanner.number(maxDigits: 2)?.value
        }
        skipSeparators(&scanner)
        // "1 Jan -4000": a minus after a space is a sign, and a year before 1 is no date.
        if scanner.index >= 2, scanner.bytes[scanner.index - 1] == 0x2D, [0x20, 0x09, 0x2C].contains(scanner.bytes[scanner.index - 2]) {
            return nil
        }
        guard let day, let monthNumber, let year = scanner.number(maxDigits: 4) else { return nil }
        let fullYear = switch year.digits {
        case 4: year.value
        case 3: year.value + 1900
        default: year.value < 50 ? 2000 + year.value : 1900 + year.value
        }
        scanner.skipSpaces()
        var hour = 0, minute = 0, second = 0.0, offset = 0
        if let hours = scanner.number(maxDigits: 2) {
            guard scanner.skip(0x3A), let minutes = scanner.number(maxDigits: 2) else { return nil }
            hour = hours.value
            minute = minutes.value
            if scanner.skip(0x3A), let seconds = scanner.number(maxDigits: 2) {
                second = Double(seconds.value) + scanner.fraction()
            }
            scanner.skipSpaces()
            if let numeric = scanner.numericOffset() {
                offset = numeric
            } else if !scanner.isAtEnd {
                let name = scanner.word()
                guard let named = ZoneNames.offset(name) else { return nil }
                offset = named
                scanner.skipSpaces()
                if let extra = scanner.numericOffset() { offset += extra }  // "GMT+0100"
            }
        }
        return FeedDate.instant(year: fullYear, month: monthNumber, day: day, hour: hour, minute: minute,
                                second: second, offsetSeconds: offset)
    }

    private static func month(_ word: String) -> Int? {
        guard word.count >= 3 else { return nil }
        return months.firstIndex(of: String(word.prefix(3))).map { $0 + 1 }
    }

    private static func skipSeparators(_ scanner: inout DateScanner) {
        while let byte = scanner.peek, byte == 0x20 || byte == 0x2C || byte == 0x2D || byte == 0x09 || byte == 0x2E {
            scanner.index += 1
        }
    }
}

/// Named time zones of RFC 822 and the US ones feeds use, as seconds east of UTC.
enum ZoneNames {
    private static let hours: [String: Int] = [
        "ut": 0, "utc": 0, "gmt": 0, "z": 0,
        "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6, "pst": -8, "pdt": -7,
        "bst": 1, "cet": 1, "cest": 2, "met": 1, "mest": 2, "eet": 2, "eest": 3, "jst": 9, "ist": 5,
        "akst": -9, "akdt": -8, "hst": -10, "aest": 10, "aedt": 11,
    ]

    /// Military letters follow RFC 822's table (A = +1 … M = +12, N = −1 … Y = −12, Z = 0).
    static func offset(_ name: String) -> Int? {
        if let hour = hours[name] { return hour * 3_600 + (name == "ist" ? 1_800 : 0) }
        guard name.utf8.count == 1, let letter = name.utf8.first, letter != 0x6A else { return nil }
        switch letter {
        case 0x61...0x69: return Int(letter - 0x60) * 3_600            // a-i: +1..+9
        case 0x6B...0x6D: return Int(letter - 0x6B + 10) * 3_600       // k-m: +10..+12
        case 0x6E...0x79: return -Int(letter - 0x6E + 1) * 3_600       // n-y: -1..-12
        default: return nil
        }
    }
}
